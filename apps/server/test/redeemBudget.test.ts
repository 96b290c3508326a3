// Redeem keys that cannot be guessed (docs/decisions.md#redeem-keys): a store-wide failure budget across addresses,
// then a 429 unless the request carries a solved captcha; one answer, at one time, for used and unknown keys; keys
// under 8 characters refused where they enter, guessable ones accepted with a warning.
import { AltchaChallengeSchema } from "@boostdash/api-client/auth/contract";
import { redeemBudgetMessages } from "@boostdash/api-client/stock/texts";
import { solveChallenge } from "altcha-lib/v1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAILURE_ANSWER_MS } from "../src/features/redeem/handlers.ts";
import { asContract, call, dialect, messageOf, startServer, type TestServer } from "./helpers.ts";

const form = { discordInvite: "discord.gg/mine", email: "a@b.co" };

function redeemAs(s: TestServer, address: string, redeemKey: string, extra: Record<string, string> = {}) {
  return call(s.url, "POST", `/api/redeem/${s.admin.seller.guildId}`, {
    body: { ...form, redeemKey, ...extra },
    headers: { "X-Forwarded-For": address },
  });
}

async function solvedPayload(url: string): Promise<string> {
  const r = await call(url, "GET", "/api/redeem-challenge");
  expect(r.status).toBe(200);
  expect(r.headers.get("cache-control")).toBe("no-store");
  const c = AltchaChallengeSchema.parse(r.body);
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("could not solve");
  const payload = { ...c, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

describe(`the store-wide failure budget (${dialect})`, () => {
  let s: TestServer;
  beforeAll(async () => {
    // The default budget (30 failures per store per 10 minutes); addresses told by a proxy on loopback.
    s = await startServer({ env: { TRUST_PROXY: "127.0.0.1" } });
    await s.store.redeem.addKeys(s.admin.seller.id, [
      { key: "REAL-KEY-7f3a9c2e11", amount: 2, stock: "oneMonthBoosts.txt" },
      { key: "REAL-KEY-b81d04f6aa", amount: 2, stock: "oneMonthBoosts.txt" },
    ]);
  });
  afterAll(() => s?.close());

  it("lets 50 addresses guess 30 keys in all, then asks every address for a captcha; logged once", async () => {
    const addresses = Array.from({ length: 50 }, (_, i) => `203.0.113.${i + 1}`);
    // Ten rounds of one guess from each address at once: 500 guesses, all within the per-address limit.
    const answers: { status: number; body: unknown }[] = [];
    for (let round = 0; round < 10; round++) {
      answers.push(
        ...(await Promise.all(
          addresses.map((a, i) => redeemAs(s, a, `KEY-${String(round * 50 + i).padStart(4, "0")}`)),
        )),
      );
    }
    const judged = answers.filter((a) => a.status === 200);
    const locked = answers.filter((a) => a.status === 429);
    // The measured guess budget: exactly the store's budget, however many addresses guess at once.
    expect(judged).toHaveLength(30);
    expect(locked).toHaveLength(470);
    for (const a of judged) expect(messageOf(a.body)).toBe(redeemBudgetMessages.invalidKey);
    for (const a of locked) {
      expect(a.body).toEqual({
        status: "error",
        captcha: "off",
        message: redeemBudgetMessages.captchaRequired,
      });
    }
    const logs = await s.store.logs.list(1000);
    expect(logs.filter((l) => l.action === "redeem_locked")).toHaveLength(1);
    expect(logs.find((l) => l.action === "redeem_locked")?.details).toMatch(
      /^30 failed redeems within 10 minutes from all addresses: the redeem page asks for a captcha for the next (9|10) minutes$/,
    );

    // A customer with a real key is not locked out: with the captcha (here `off`, any answer) it goes through.
    const blocked = await redeemAs(s, "198.51.100.7", "REAL-KEY-7f3a9c2e11");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    const withCaptcha = await redeemAs(s, "198.51.100.7", "REAL-KEY-7f3a9c2e11", { captcha_key: "solved" });
    expect(withCaptcha.status).toBe(200);
    expect(asContract("redeem", withCaptcha.body).status).toBe("success");
  });
});

describe("the captcha past the budget is ALTCHA, solved for real", () => {
  it("asks for it, accepts a solved one once, refuses a replay", async () => {
    const s = await startServer({
      // The login's provider is Turnstile: the redeem page's captcha is still our own ALTCHA.
      env: {
        CAPTCHA_PROVIDER: "turnstile",
        CAPTCHA_SITE_KEY: "site",
        CAPTCHA_SECRET: "secret",
        REDEEM_FAILURE_BUDGET: "2",
      },
    });
    try {
      await s.store.redeem.addKeys(s.admin.seller.id, [
        { key: "REAL-KEY-7f3a9c2e11", amount: 2, stock: "oneMonthBoosts.txt" },
        { key: "REAL-KEY-b81d04f6aa", amount: 2, stock: "oneMonthBoosts.txt" },
      ]);
      for (const key of ["GUESS-0001", "GUESS-0002"]) {
        expect((await redeemAs(s, "127.0.0.1", key)).status).toBe(200);
      }
      const asked = await redeemAs(s, "127.0.0.1", "REAL-KEY-7f3a9c2e11");
      expect(asked.status).toBe(429);
      expect(asked.body).toMatchObject({ captcha: "altcha" });
      const payload = await solvedPayload(s.url);
      const ok = await redeemAs(s, "127.0.0.1", "REAL-KEY-7f3a9c2e11", { captcha_key: payload });
      expect(asContract("redeem", ok.body).status).toBe("success");
      const replay = await redeemAs(s, "127.0.0.1", "REAL-KEY-b81d04f6aa", { captcha_key: payload });
      expect(replay.status).toBe(429);
      expect(replay.body).toEqual({
        status: "error",
        captcha: "altcha",
        message: redeemBudgetMessages.captchaFailed,
      });
    } finally {
      await s.close();
    }
  });

  it("counts only failures, and opens again when the window ends", async () => {
    const s = await startServer({
      env: { REDEEM_FAILURE_BUDGET: "2", REDEEM_FAILURE_WINDOW_MINUTES: "0.02" },
    });
    try {
      const keys = Array.from({ length: 5 }, (_, i) => `GOOD-KEY-${i}-c0ffee42`);
      await s.store.redeem.addKeys(
        s.admin.seller.id,
        keys.map((key) => ({ key, amount: 2, stock: "oneMonthBoosts.txt" })),
      );
      // Five good redeems use none of the budget.
      for (const key of keys)
        expect(asContract("redeem", (await redeemAs(s, "127.0.0.1", key)).body).status).toBe("success");
      expect((await redeemAs(s, "127.0.0.1", "WRONG-0001")).status).toBe(200);
      expect((await redeemAs(s, "127.0.0.1", "WRONG-0002")).status).toBe(200);
      expect((await redeemAs(s, "127.0.0.1", "WRONG-0003")).status).toBe(429);
      await new Promise((r) => setTimeout(r, 1300));
      expect((await redeemAs(s, "127.0.0.1", "WRONG-0004")).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});

describe("one answer for used and unknown keys", () => {
  it("answers both with the same words, after the same time", async () => {
    const s = await startServer();
    try {
      const guild = s.admin.seller.guildId;
      await s.store.redeem.addKeys(s.admin.seller.id, [
        { key: "USED-KEY-4c1e9a", amount: 2, stock: "oneMonthBoosts.txt" },
      ]);
      const send = (redeemKey: string) =>
        call(s.url, "POST", `/api/redeem/${guild}`, { body: { ...form, redeemKey } });
      expect(asContract("redeem", (await send("USED-KEY-4c1e9a")).body).status).toBe("success");
      const timed = async (key: string) => {
        const t = performance.now();
        const r = await send(key);
        return { ms: performance.now() - t, body: r.body, status: r.status };
      };
      const used: number[] = [];
      const unknown: number[] = [];
      // Fourteen of each, taking turns (29 redeems in all: inside the form's 30 a minute per address and the
      // seller's 30 failures). On a busy machine a timer can fire tens of milliseconds late, and with six of each
      // a few late answers moved a median by 29 ms (2026-11-27, beside the journeys' Chromium).
      for (let i = 0; i < 14; i++) {
        const a = await timed("USED-KEY-4c1e9a");
        const b = await timed(`UNKNOWN-KEY-${i}x`);
        expect(a.body).toEqual(b.body);
        expect(a.body).toEqual({ status: "error", message: redeemBudgetMessages.invalidKey });
        used.push(a.ms);
        unknown.push(b.ms);
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
      // Both wait for the same floor; the database's few milliseconds either way are inside it.
      expect(median(used)).toBeGreaterThanOrEqual(FAILURE_ANSWER_MS);
      expect(median(unknown)).toBeGreaterThanOrEqual(FAILURE_ANSWER_MS);
      expect(Math.abs(median(used) - median(unknown))).toBeLessThan(25);
      // The seller's log still tells which was which.
      const details = (await s.store.logs.list(50))
        .filter((l) => l.action === "redeem_failed")
        .map((l) => l.details);
      expect(details.some((d) => d.startsWith("An already used key"))).toBe(true);
      expect(details.some((d) => d.startsWith("An unknown key"))).toBe(true);
    } finally {
      await s.close();
    }
  });
});

describe("keys under 8 characters are refused where they enter", () => {
  it("refuses them on the bot API, and warns about guessable ones", async () => {
    const s = await startServer();
    try {
      const add = (keys: { key: string; amount: number; stock: string }[]) =>
        call(s.url, "POST", "/api/bot/redeem-keys", { token: s.admin.botKey, body: { keys } });
      const short = await add([{ key: "KEY-123", amount: 2, stock: "oneMonthBoosts.txt" }]);
      expect(short.status).toBe(400);
      expect(messageOf(short.body)).toBe(
        "Redeem keys must be at least 8 characters long, so they cannot be guessed.",
      );
      const weak = await add([
        { key: "KEY-1234", amount: 2, stock: "oneMonthBoosts.txt" },
        { key: "7KQ2M-9XW4T-HB3NP-ZR6CV", amount: 2, stock: "oneMonthBoosts.txt" },
      ]);
      expect(weak.status).toBe(200);
      expect(asContract("botAddRedeemKeys", weak.body)).toEqual({
        message: "Added 2 keys",
        added: 2,
        warning:
          "1 key looks easy to guess (KEY-1234). They were added; random keys (Generate) cannot be guessed.",
      });
    } finally {
      await s.close();
    }
  });
});
