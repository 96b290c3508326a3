import { describe, expect, it } from "vitest";
import { setupProgress } from "./setupProgress.ts";

const fresh = { botLastSeenAt: null, stockTotal: 0, guildId: "1" };

describe("setupProgress", () => {
  it("a brand-new store has every step to do", () => {
    expect(setupProgress(fresh, 0)).toEqual({
      botConnected: false,
      hasStock: false,
      shared: false,
      done: 0,
      complete: false,
    });
  });
  it("counts each step from the server's data", () => {
    const bot = { ...fresh, botLastSeenAt: "2026-01-15T11:56:00.000Z" };
    expect(setupProgress(bot, 0)).toMatchObject({ botConnected: true, done: 1, complete: false });
    expect(setupProgress({ ...bot, stockTotal: 1 }, 0)).toMatchObject({ hasStock: true, done: 2 });
    expect(setupProgress({ ...bot, stockTotal: 1 }, 1)).toMatchObject({
      shared: true,
      done: 3,
      complete: true,
    });
  });
  it("an order alone does not connect the bot", () => {
    expect(setupProgress(fresh, 4)).toMatchObject({ botConnected: false, shared: true, done: 1 });
  });
});
