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
  async function* timed(items: [string, number][]) {
    for (const [item, wait] of items) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      yield item;
    }
  }

  it("yields what arrived between two frames together, and every item once, in order", async () => {
    let frames = 0;
    const tick = () => new Promise<void>((resolve) => setTimeout(() => resolve(void frames++), 30));
    const batches: string[][] = [];
    for await (const batch of batchByFrame(
      timed([
        ["a", 0],
        ["b", 0],
        ["c", 0],
        ["d", 60],
        ["e", 0],
      ]),
      tick,
    )) {
      batches.push(batch);
    }
    expect(batches.flat()).toEqual(["a", "b", "c", "d", "e"]);
    expect(batches[0]).toEqual(["a", "b", "c"]);
    expect(batches.length).toBeLessThan(5);
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
