// Concurrent writes through the HTTP API: votes and one-domain-per-seller must hold under parallel requests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSuggestion, asContract, call, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;

beforeAll(async () => {
  // About races, not limits (rateLimits.test.ts): ten resets at once would otherwise meet the 5-an-hour limit.
  s = await startServer({ env: { SELLER_RATE_LIMIT_SCALE: "100" } });
});

afterAll(async () => {
  await s?.close();
});

const newSuggestion = (token: string, title: string) => addSuggestion(s.url, token, title);

describe("suggestion votes", () => {
  it("50 parallel votes by 50 users leave counts equal to the votes recorded; 50 parallel changes move them", async () => {
    const id = await newSuggestion(s.admin.token, "Parallel votes");
    const users = await Promise.all(Array.from({ length: 50 }, (_, i) => s.seller(`Voter ${i}`)));
    const voteOf = (i: number, flip: boolean) => (i % 5 < 3 !== flip ? "up" : "down");

    const first = await Promise.all(
      users.map((u, i) =>
        call(s.url, "POST", `/api/suggestions/vote/${id}`, {
          token: u.token,
          body: { voteType: voteOf(i, false) },
        }),
      ),
    );
    expect(first.every((r) => r.status === 200)).toBe(true);
    const rows = await s.store.k
      .selectFrom("suggestionVotes")
      .selectAll()
      .where("suggestionId", "=", id)
      .execute();
    expect(rows).toHaveLength(50);
    const list = asContract(
      "listSuggestions",
      (await call(s.url, "GET", "/api/suggestions/fetch-all", { token: s.admin.token })).body,
    );
    const sug = list.suggestions.find((x) => x._id === id);
    expect(sug?.upvotes).toBe(rows.filter((r) => r.vote === "up").length);
    expect(sug?.downvotes).toBe(rows.filter((r) => r.vote === "down").length);
    expect(sug?.upvotes).toBe(30);
    expect(sug?.downvotes).toBe(20);
    expect(Object.keys(sug?.votes ?? {})).toHaveLength(50);

    const second = await Promise.all(
      users.map((u, i) =>
        call(s.url, "POST", `/api/suggestions/vote/${id}`, {
          token: u.token,
          body: { voteType: voteOf(i, true) },
        }),
      ),
    );
    expect(second.every((r) => r.status === 200)).toBe(true);
    const after = asContract(
      "listSuggestions",
      (await call(s.url, "GET", "/api/suggestions/fetch-all", { token: s.admin.token })).body,
    );
    const moved = after.suggestions.find((x) => x._id === id);
    expect(moved?.upvotes).toBe(20);
    expect(moved?.downvotes).toBe(30);
    // Every response reported counts that add up to the votes recorded at that moment.
    for (const r of second) {
      const v = asContract("voteSuggestion", r.body);
      expect(v.upvotes + v.downvotes).toBe(Object.keys(v.votes).length);
    }
  });

  it("one user voting 50 times at once still has one vote", async () => {
    const id = await newSuggestion(s.admin.token, "One voter");
    const voter = await s.seller();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(s.url, "POST", `/api/suggestions/vote/${id}`, {
          token: voter.token,
          body: { voteType: i % 2 ? "up" : "down" },
        }),
      ),
    );
    const list = asContract(
      "listSuggestions",
      (await call(s.url, "GET", "/api/suggestions/fetch-all", { token: voter.token })).body,
    );
    const sug = list.suggestions.find((x) => x._id === id);
    // A repeated vote withdraws (docs/decisions.md#suggestions-and-bug-reports), so the last one standing may be
    // none: never two.
    expect((sug?.upvotes ?? 0) + (sug?.downvotes ?? 0)).toBeLessThanOrEqual(1);
    expect(sug?.userVote ?? null).toBe(sug?.votes[voter.seller.id] ?? null);
  });

  it("50 identical votes at once act one after the other: 25 add, 25 withdraw, none left", async () => {
    const id = await newSuggestion(s.admin.token, "Toggle storm");
    const voter = await s.seller();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(s.url, "POST", `/api/suggestions/vote/${id}`, { token: voter.token, body: { voteType: "up" } }),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const userVotes = answers.map((r) => asContract("voteSuggestion", r.body).userVote);
    expect(userVotes.filter((v) => v === "up")).toHaveLength(25);
    expect(userVotes.filter((v) => v === null)).toHaveLength(25);
    const rows = await s.store.k
      .selectFrom("suggestionVotes")
      .selectAll()
      .where("suggestionId", "=", id)
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe("domains", () => {
  it("a seller adding 10 domains at once gets exactly one; 10 sellers racing for one name, one can have it active", async () => {
    const a = await s.seller();
    const mine = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(s.url, "POST", "/api/dashboard/domains/add", {
          token: a.token,
          body: { domain: `d${i}.race-a.example.com` },
        }),
      ),
    );
    expect(mine.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await s.store.domains.list(a.seller.id)).toHaveLength(1);

    const sellers = await Promise.all(Array.from({ length: 10 }, () => s.seller()));
    const same = await Promise.all(
      sellers.map((x) =>
        call(s.url, "POST", "/api/dashboard/domains/add", {
          token: x.token,
          body: { domain: "same.race-b.example.com" },
        }),
      ),
    );
    // Each may claim it (an unproved claim keeps no one out, docs/decisions.md#domain-ownership) ...
    expect(same.filter((r) => r.status === 200)).toHaveLength(10);
    // ... and however many activations race (each after its own DNS check), only one ends up active. Each add also
    // starts a look-up of its own in the background, which records what it found (no record yet: pending); the race
    // starts once those are recorded, or one could land after an activation and undo it (seen once, on a loaded host).
    const claimsOfName = async () =>
      (await s.store.domains.listAll()).filter((d) => d.domain === "same.race-b.example.com");
    await expect
      .poll(async () => (await claimsOfName()).every((d) => d.checkedAt !== null), { timeout: 10_000 })
      .toBe(true);
    const claims = await claimsOfName();
    const results = await Promise.allSettled(claims.map((d) => s.store.domains.activate(d.id, d.domain)));
    const active = (await s.store.domains.listAll()).filter(
      (d) => d.domain === "same.race-b.example.com" && d.status === "active",
    );
    expect(active).toHaveLength(1);
    expect(results.some((r) => r.status === "fulfilled")).toBe(true);
  });
});

describe("access-code reset", () => {
  it("10 simultaneous resets of one seller: exactly one wins, the rest get 409 (or 401 once signed out)", async () => {
    for (let round = 0; round < 3; round++) {
      const seller = await s.seller(`Resetter ${round}`);
      const otherSession = await s.store.auth.createSession(seller.seller.id, 60_000);
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(s.url, "POST", "/api/user/reset-access-code", { token: seller.token }),
        ),
      );
      const statuses = results.map((r) => r.status);
      const winners = results.filter((r) => r.status === 200);
      expect(winners, `round ${round}: ${statuses.join(",")}`).toHaveLength(1);
      for (const r of results) {
        if (r.status === 200) continue;
        // A request that read the old code loses the race; one that arrives after the win is signed out.
        expect([409, 401], `round ${round}: ${statuses.join(",")}`).toContain(r.status);
        if (r.status === 409) {
          expect((r.body as { message: string }).message).toBe(
            "The access code was just reset by another request, so this reset was not applied. Sign in with the new code.",
          );
        }
      }
      const won = asContract("resetAccessCode", winners[0]?.body);
      // The code the winner was shown is the one that works; the old one does not.
      const stored = await s.store.sellers.findById(seller.seller.id);
      expect(stored?.accessCode).toBe(won.newAccessCode);
      const login = await call(s.url, "POST", "/api/auth/login", {
        body: { captcha_key: "x", access_code: won.newAccessCode },
      });
      expect(login.status).toBe(200);
      const old = await call(s.url, "POST", "/api/auth/login", {
        body: { captcha_key: "x", access_code: seller.accessCode },
      });
      expect(old.status).toBe(401);
      // Every earlier session is gone; the winner's fresh one works.
      for (const token of [seller.token, otherSession]) {
        expect((await call(s.url, "GET", "/api/user/settings", { token })).status).toBe(401);
      }
      expect((await call(s.url, "GET", "/api/user/settings", { token: won.token })).status).toBe(200);
      const sessions = await s.store.k
        .selectFrom("sessions")
        .select("tokenHash")
        .where("sellerId", "=", seller.seller.id)
        .execute();
      // The winner's fresh session and the login above: nothing that outlived the reset.
      expect(sessions).toHaveLength(2);
      const resets = (await s.store.logs.list(200)).filter(
        (l) => l.action === "access_code_reset" && l.userId === seller.seller.id,
      );
      expect(resets).toHaveLength(1);
    }
  });
});

describe("access-code reset in the store", () => {
  it("applies a reset only while the code it read is current: the second of two with the same code is refused", async () => {
    const seller = await s.seller("Store resetter");
    const session = { ttlMs: 60_000 };
    const first = await s.store.auth.resetAccessCode(seller.seller.id, {
      expectedCode: seller.accessCode,
      session,
    });
    const second = await s.store.auth.resetAccessCode(seller.seller.id, {
      expectedCode: seller.accessCode,
      session,
    });
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, reason: "conflict" });
    if (!first.ok) return;
    expect((await s.store.sellers.findById(seller.seller.id))?.accessCode).toBe(first.code);
    // The winner's session is the only one left, and it works.
    expect(first.token).toBeTruthy();
    expect((await s.store.auth.sellerForToken(first.token ?? ""))?.id).toBe(seller.seller.id);
    expect(await s.store.auth.sellerForToken(seller.token)).toBeUndefined();
    // Without an expected code (the CLI's reset) it always applies; an unknown seller is missing.
    expect((await s.store.auth.resetAccessCode(seller.seller.id)).ok).toBe(true);
    expect(await s.store.auth.resetAccessCode("no-such-seller", { expectedCode: "x" })).toEqual({
      ok: false,
      reason: "missing",
    });
  });
});
