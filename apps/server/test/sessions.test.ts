// Sessions per person (docs/decisions.md#sessions-and-the-trail): each person lists and ends their own sessions,
// the owner a member's; an ended session is refused at its next request; the last-seen time is written at most once
// a minute per session (an injected clock, no waiting).
import { FORBIDDEN_FOR_ROLE } from "@boostdash/api-client/core/contract/permissions";
import type { EndSessionsResponse, SessionList } from "@boostdash/api-client/sessions/contract";
import { sessionMessages } from "@boostdash/api-client/sessions/texts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAST_SEEN_EVERY_MS } from "../src/features/auth/authRepository.ts";
import { call, startServer, type TestServer } from "./helpers.ts";

const LINUX_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const HOUR = 3600_000;

let s: TestServer;
let sellerId: string;

beforeAll(async () => {
  s = await startServer();
  sellerId = (await s.seller("Sessions store")).seller.id;
  // The helper's own session (no User-Agent): each test makes the sessions it counts.
  await s.store.auth.endSessionsOf(sellerId, null);
});
afterAll(async () => {
  await s?.close();
});

const session = (userAgent: string, memberId?: string) =>
  s.store.auth.createSession(sellerId, HOUR, { userAgent, memberId });
const self = async (token: string) => (await call(s.url, "GET", "/api/auth/self", { token })).status;
const list = async (token: string, path = "/api/dashboard/sessions") => {
  const r = await call(s.url, "GET", path, { token });
  expect(r.status).toBe(200);
  return (r.body as SessionList).sessions;
};

describe("one's own sessions", () => {
  it("lists the person's live sessions only, with devices, the asking one marked current", async () => {
    const laptop = await session(LINUX_CHROME);
    const phone = await session(IPHONE_SAFARI);
    const member = await s.store.auth.addMember(sellerId, "Ana", "support");
    await session(LINUX_CHROME, member);
    const sessions = await list(laptop);
    expect(sessions.map((x) => x.device).sort()).toEqual(["Chrome on Linux", "Safari on iPhone"]);
    expect(sessions.filter((x) => x.current).map((x) => x.device)).toEqual(["Chrome on Linux"]);
    // The phone sees the same two, itself current; no token or hash in the answer.
    const fromPhone = await list(phone);
    expect(fromPhone.find((x) => x.current)?.device).toBe("Safari on iPhone");
    expect(JSON.stringify(fromPhone)).not.toContain(phone);
    for (const x of fromPhone)
      expect(Object.keys(x).sort()).toEqual([
        "createdAt",
        "current",
        "device",
        "expiresAt",
        "id",
        "lastSeenAt",
      ]);
    await s.store.auth.endSessionsOf(sellerId, null);
  });

  it("ends one: its next request is refused (401), the others go on; ending it again is a 404", async () => {
    const a = await session(LINUX_CHROME);
    const b = await session(IPHONE_SAFARI);
    const phoneId = (await list(a)).find((x) => !x.current)?.id ?? "";
    const r = await call(s.url, "DELETE", `/api/dashboard/sessions/${phoneId}`, { token: a });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: sessionMessages.ended, ended: 1 } satisfies EndSessionsResponse);
    expect(await self(b)).toBe(401);
    expect(await self(a)).toBe(200);
    const again = await call(s.url, "DELETE", `/api/dashboard/sessions/${phoneId}`, { token: a });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: sessionMessages.notFound });
    await s.store.auth.endSessionsOf(sellerId, null);
  });

  it("cannot end another person's session by its id (404, and it goes on)", async () => {
    const owner = await session(LINUX_CHROME);
    const member = await s.store.auth.addMember(sellerId, "Bo", "manager");
    const theirs = await session(IPHONE_SAFARI, member);
    const theirId = (await list(theirs))[0]?.id ?? "";
    const r = await call(s.url, "DELETE", `/api/dashboard/sessions/${theirId}`, { token: owner });
    expect(r.status).toBe(404);
    expect(await self(theirs)).toBe(200);
    // Nor a store's session from another store.
    const other = await s.seller("Other store");
    const otherId = (await list(other.token))[0]?.id ?? "";
    expect((await call(s.url, "DELETE", `/api/dashboard/sessions/${otherId}`, { token: owner })).status).toBe(
      404,
    );
    expect(await self(other.token)).toBe(200);
    await s.store.auth.endSessionsOf(sellerId, null);
    await s.store.auth.endSessionsOf(sellerId, member);
  });

  it("ends all the others, keeping the asking one", async () => {
    const keep = await session(LINUX_CHROME);
    const others = [await session(IPHONE_SAFARI), await session("curl/8.5.0")];
    const r = await call(s.url, "POST", "/api/dashboard/sessions/end-others", { token: keep });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: sessionMessages.othersEnded(2), ended: 2 });
    for (const t of others) expect(await self(t)).toBe(401);
    expect(await self(keep)).toBe(200);
    expect((await list(keep)).map((x) => x.current)).toEqual([true]);
    await s.store.auth.endSessionsOf(sellerId, null);
  });

  it("a member lists and ends their own, never the owner's", async () => {
    const owner = await session(LINUX_CHROME);
    const member = await s.store.auth.addMember(sellerId, "Cy", "viewer");
    const mine = await session(IPHONE_SAFARI, member);
    await session(LINUX_CHROME, member);
    const sessions = await list(mine);
    expect(sessions).toHaveLength(2);
    const r = await call(s.url, "POST", "/api/dashboard/sessions/end-others", { token: mine });
    expect(r.body).toMatchObject({ ended: 1 });
    expect(await self(owner)).toBe(200);
    await s.store.auth.endSessionsOf(sellerId, null);
    await s.store.auth.endSessionsOf(sellerId, member);
  });
});

describe("the owner and a member's sessions", () => {
  it("lists a member's sessions, ends one, then all; the member stays a member", async () => {
    const owner = await session(LINUX_CHROME);
    const member = await s.store.auth.addMember(sellerId, "Di", "support");
    const m1 = await session(IPHONE_SAFARI, member);
    const m2 = await session(LINUX_CHROME, member);
    const base = `/api/dashboard/member-sessions/${member}`;
    const theirs = await list(owner, base);
    expect(theirs.map((x) => x.device).sort()).toEqual(["Chrome on Linux", "Safari on iPhone"]);
    expect(theirs.some((x) => x.current)).toBe(false);
    const phone = theirs.find((x) => x.device === "Safari on iPhone")?.id ?? "";
    expect((await call(s.url, "DELETE", `${base}/${phone}`, { token: owner })).status).toBe(200);
    expect(await self(m1)).toBe(401);
    expect(await self(m2)).toBe(200);
    const all = await call(s.url, "POST", `${base}/end-all`, { token: owner });
    expect(all.body).toEqual({ message: sessionMessages.memberEnded(1), ended: 1 });
    expect(await self(m2)).toBe(401);
    expect(await self(owner)).toBe(200);
    // Still in the team: a new session of theirs works.
    expect(await self(await session(LINUX_CHROME, member))).toBe(200);
    await s.store.auth.endSessionsOf(sellerId, null);
    await s.store.auth.endSessionsOf(sellerId, member);
  });

  it("answers 404 for a member of another store or none, and 403 to anyone but the owner", async () => {
    const owner = await session(LINUX_CHROME);
    const other = await s.seller("Another store");
    const stranger = await s.store.auth.addMember(other.seller.id, "Eve", "support");
    const strangerToken = await s.store.auth.createSession(other.seller.id, HOUR, { memberId: stranger });
    for (const path of [
      `/api/dashboard/member-sessions/${stranger}`,
      "/api/dashboard/member-sessions/nobody",
    ]) {
      const r = await call(s.url, "GET", path, { token: owner });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ message: sessionMessages.memberNotFound });
    }
    const ended = await call(s.url, "POST", `/api/dashboard/member-sessions/${stranger}/end-all`, {
      token: owner,
    });
    expect(ended.status).toBe(404);
    expect(await self(strangerToken)).toBe(200);
    // An admin holds everything but ownership: not another's sessions.
    const admin = await s.store.auth.addMember(sellerId, "Fay", "admin");
    const adminToken = await session(LINUX_CHROME, admin);
    const target = await s.store.auth.addMember(sellerId, "Gus", "viewer");
    const r = await call(s.url, "GET", `/api/dashboard/member-sessions/${target}`, { token: adminToken });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ message: FORBIDDEN_FOR_ROLE });
    await s.store.auth.endSessionsOf(sellerId, null);
  });
});

describe("last seen", () => {
  it("is written at most once a minute per session, by the clock of the request", async () => {
    const t0 = Date.now();
    const token = await s.store.auth.createSession(sellerId, HOUR, { userAgent: LINUX_CHROME }, t0);
    const seen = async (now: number) =>
      (await s.store.auth.listSessions(sellerId, null, 10, now)).find((x) => x.createdAt === t0)?.lastSeenAt;
    expect(await seen(t0)).toBe(t0);
    const writes: number[] = [];
    // Requests every 10 s for three minutes: the time moves only when a minute has passed since the last write.
    for (let t = t0 + 10_000; t <= t0 + 180_000; t += 10_000) {
      const before = await seen(t);
      expect(await s.store.auth.actorForToken(token, t)).toBeDefined();
      if ((await seen(t)) !== before) writes.push(t - t0);
    }
    expect(writes).toEqual([LAST_SEEN_EVERY_MS, 2 * LAST_SEEN_EVERY_MS, 3 * LAST_SEEN_EVERY_MS]);
    // Several requests at once after a quiet minute: which of them writes first is the database's order (on
    // PostgreSQL each runs on a connection of its own), so the time kept is one of theirs; the condition in the
    // update lets no later one write over it within the minute.
    const later = t0 + 300_000;
    const times = [0, 1, 2, 3].map((i) => later + i);
    await Promise.all(times.map((t) => s.store.auth.actorForToken(token, t)));
    expect(times).toContain(await seen(later + 10));
    await s.store.auth.endSessionsOf(sellerId, null);
  });

  it("is shown in the list, and a request through the API moves it", async () => {
    const t0 = Date.now() - 5 * 60_000;
    const token = await s.store.auth.createSession(sellerId, HOUR, { userAgent: LINUX_CHROME }, t0);
    const sessions = await list(token);
    const mine = sessions.find((x) => x.current);
    expect(mine?.createdAt).toBe(new Date(t0).toISOString());
    // The list's own request counted: it is later than the creation.
    expect(Date.parse(mine?.lastSeenAt ?? "")).toBeGreaterThan(t0);
    await s.store.auth.endSessionsOf(sellerId, null);
  });
});
