import { describe, expect, it, vi } from "vitest";
import { loadWithRetry } from "./retry";

describe("loadWithRetry", () => {
  it("tries once more at most twice (docs/product.md#captcha), then gives up with the last error", async () => {
    const load = vi.fn(async () => {
      throw new Error(`attempt ${load.mock.calls.length}`);
    });
    await expect(loadWithRetry(load, 2, 0)).rejects.toThrow("attempt 3");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("stops at the first success", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("loaded");
    await expect(loadWithRetry(load, 2, 0)).resolves.toBe("loaded");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("defaults to two retries (docs/product.md#captcha)", async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => {
        throw new Error("down");
      });
      const result = loadWithRetry(load).catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      await expect(result).resolves.toBeInstanceOf(Error);
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
