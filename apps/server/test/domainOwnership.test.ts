// Custom domains proved per seller (docs/decisions.md#domain-ownership), over real DNS questions to the fake DNS
// server the journeys use (e2e/fakeDns.ts, asked through DNS_SERVERS' resolver): a name left pointing at a seller
// who removed it cannot be taken over by another, a seller who adds a name first cannot keep its owner out, and a
// name moves to another seller only when its DNS now points at that seller's own target.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeDns, startFakeDns } from "../../../e2e/fakeDns.ts";
import { resolverFor } from "../src/features/domains/checker.ts";
import { MOVED_AWAY } from "../src/features/domains/domainRepository.ts";
import { asContract, call, hostRequest, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;
let dns: FakeDns;

beforeAll(async () => {
  dns = await startFakeDns();
  s = await startServer({ resolver: resolverFor([dns.address]) });
});
afterAll(async () => {
  await s?.close();
  await dns?.close();
});

type SignedIn = Awaited<ReturnType<TestServer["seller"]>>;

const targetOf = async (who: SignedIn) =>
  asContract(
    "domainTarget",
    (await call(s.url, "GET", "/api/dashboard/domains/target", { token: who.token })).body,
  ).target;
const add = (who: SignedIn, domain: string) =>
  call(s.url, "POST", "/api/dashboard/domains/add", { token: who.token, body: { domain } });
const statusOf = async (who: SignedIn) => (await s.store.domains.list(who.seller.id))[0];
const ask = (domain: string) => call(s.url, "GET", `/api/domains/ask?domain=${encodeURIComponent(domain)}`);
/** Where `/` on the host sends a browser: a seller's live-stock page, or nowhere (not a custom domain). */
const servedFor = async (host: string) => (await hostRequest(`${s.url}/`, host)).headers.location;

describe("a name left pointing at a seller who removed it", () => {
  it("cannot be taken over by another seller", async () => {
    const host = "shop.takeover.example.org";
    const a = await s.seller("Seller A");
    const b = await s.seller("Seller B");
    dns.cnames.set(host, await targetOf(a));
    expect((await add(a, host)).status).toBe(200);
    await s.app.domains.checkAll();
    expect((await statusOf(a))?.status).toBe("active");
    expect((await ask(host)).status).toBe(200);

    // A removes the domain; its CNAME record stays. B adds the name.
    const id = (await statusOf(a))?.id ?? "";
    expect(
      (await call(s.url, "DELETE", `/api/dashboard/domains/delete/${id}`, { token: a.token })).status,
    ).toBe(200);
    const added = await add(b, host);
    expect(added.status).toBe(200);
    await s.app.domains.checkAll();
    await s.app.domains.checkAll();
    expect(await statusOf(b)).toMatchObject({
      status: "failed",
      lastError: `CNAME points at ${await targetOf(a)}, expected ${await targetOf(b)}`,
    });
    // No certificate, and the host serves neither seller.
    expect((await ask(host)).status).toBe(404);
    expect((await ask(`${host}.`)).status).toBe(404);
    expect(await servedFor(host)).toBeUndefined();
  });
});

describe("a seller who adds a name before its owner", () => {
  it("does not keep the owner out, and never gets the name", async () => {
    const host = "shop.claimfirst.example.org";
    const owner = await s.seller("Owner");
    const squatter = await s.seller("Squatter");
    expect((await add(squatter, host)).status).toBe(200);
    await s.app.domains.checkAll();
    expect((await statusOf(squatter))?.status).toBe("pending");

    // The owner adds the same name (no 1406) and points its DNS at their own target.
    const mine = await add(owner, host);
    expect(mine.status).toBe(200);
    expect(asContract("addDomain", mine.body).domain).toMatchObject({ domain: host, status: "pending" });
    dns.cnames.set(host, await targetOf(owner));
    await s.app.domains.checkAll();
    expect((await statusOf(owner))?.status).toBe("active");
    expect((await statusOf(squatter))?.status).toBe("failed");
    expect((await ask(host)).status).toBe(200);
    expect(await servedFor(host)).toBe(`/api/${owner.seller.guildId}/live-stock`);
  });
});

describe("a name active for one seller", () => {
  it("is refused to another seller while its DNS points at the first", async () => {
    const host = "shop.inuse.example.org";
    const a = await s.seller();
    const b = await s.seller();
    dns.cnames.set(host, await targetOf(a));
    await add(a, host);
    await s.app.domains.checkAll();
    expect((await statusOf(a))?.status).toBe("active");
    const refused = await add(b, host);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      errors: [{ code: 1406, message: "This domain is already in use. Please choose a different domain." }],
    });
    expect(await servedFor(host)).toBe(`/api/${a.seller.guildId}/live-stock`);
  });

  it("moves to another seller once its DNS points at theirs, checked again as it moves", async () => {
    const host = "shop.sold.example.org";
    const a = await s.seller("Old owner");
    const b = await s.seller("New owner");
    dns.cnames.set(host, await targetOf(a));
    await add(a, host);
    await s.app.domains.checkAll();
    expect(await servedFor(host)).toBe(`/api/${a.seller.guildId}/live-stock`);

    // The name is sold: its DNS now points at B's target. B's add checks DNS at once and takes it over.
    dns.cnames.set(host, await targetOf(b));
    const moved = await add(b, host);
    expect(moved.status).toBe(200);
    expect(asContract("addDomain", moved.body).domain).toMatchObject({ status: "active" });
    expect(await statusOf(a)).toMatchObject({ status: "failed", lastError: MOVED_AWAY });
    expect(await servedFor(host)).toBe(`/api/${b.seller.guildId}/live-stock`);
    // A's next check does not take it back: the DNS is not A's.
    await s.app.domains.checkAll();
    expect((await statusOf(a))?.status).toBe("failed");
    expect((await statusOf(b))?.status).toBe("active");
    const logs = await s.store.logs.list(50);
    expect(logs.some((l) => l.userId === a.seller.id && l.details === `${host}: ${MOVED_AWAY}`)).toBe(true);
  });
});
