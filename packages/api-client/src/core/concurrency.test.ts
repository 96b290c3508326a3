import { describe, expect, it } from "vitest";
import { batchByFrame, mapConcurrent } from "./concurrency.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("mapConcurrent", () => {
  it("never runs more than the limit at once and yields every result", async () => {
    let active = 0;
    let peak = 0;
    const out: number[] = [];
    for await (const r of mapConcurrent([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3, async (n) => {
      active += 1;
      peak = Math.max(peak, active);
      await wait(n % 3);
      active -= 1;
      return n * 10;
    })) {
      out.push(r);
    }
    expect(peak).toBe(3);
    expect(out.sort((a, b) => a - b)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it("yields in completion order", async () => {
    const out: string[] = [];
    for await (const r of mapConcurrent(["slow", "fast"], 2, async (s) => {
      await wait(s === "slow" ? 20 : 1);
      return s;
    })) {
      out.push(r);
    }
    expect(out).toEqual(["fast", "slow"]);
  });

  it("handles no items", async () => {
    const out: unknown[] = [];
    for await (const r of mapConcurrent([], 8, async (x) => x)) out.push(r);
    expect(out).toEqual([]);
  });
});

describe("batchByFrame", () => {
  it("yields what arrived between two frames together, and every item once, in order", async () => {
    // A source and a frame clock both driven by hand: no timing in the test.
    const queue: ((value: IteratorResult<string>) => void)[] = [];
    const ready: IteratorResult<string>[] = [];
    const push = (value: IteratorResult<string>) => {
      const waiting = queue.shift();
      if (waiting) waiting(value);
      else ready.push(value);
    };
    const source: AsyncIterable<string> = {
      [Symbol.asyncIterator]: () => ({
        next: () => {
          const value = ready.shift();
          return value ? Promise.resolve(value) : new Promise((resolve) => queue.push(resolve));
        },
      }),
    };
    let fire: () => void = () => undefined;
    const tick = () => new Promise<void>((resolve) => (fire = resolve));
    const batches = batchByFrame(source, tick);

    const first = batches.next();
    for (const item of ["a", "b", "c"]) push({ value: item, done: false });
    await wait(0);
    fire();
    expect((await first).value).toEqual(["a", "b", "c"]);

    const second = batches.next();
    push({ value: "d", done: false });
    await wait(0);
    push({ value: "e", done: false });
    push({ value: undefined, done: true });
    expect((await second).value).toEqual(["d", "e"]);
    expect((await batches.next()).done).toBe(true);
  });

  it("passes the source's error on", async () => {
    async function* failing() {
      yield 1;
      throw new Error("list failed");
    }
    const run = async () => {
      for await (const _ of batchByFrame(failing(), () => new Promise((r) => setTimeout(r, 5)))) {
        // drain
      }
    };
    await expect(run()).rejects.toThrow("list failed");
  });
});
