// Custom domains: what a DNS look-up finds, as 'Check now' reports it (a fake resolver, no network), and the
// `ask` route a TLS proxy calls before it gets a certificate for a host.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECK_NOW_COOLDOWN_MS, type DnsResolver } from "../src/features/domains/checker.ts";
import { asContract, call, hostRequest, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;
/** host -> CNAME records, or an error code the look-up fails with. */
const answers = new Map<string, string[] | string>();
let lookups = 0;
/** host -> a promise the next look-up of it waits for (a slow DNS answer). */
const held = new Map<string, Promise<void>>();
const resolver: DnsResolver = {
  resolveCname: async (host) => {
    lookups++;
    const wait = held.get(host);
    if (wait) {
      held.delete(host);
      const a = answers.get(host); // the answer as it stood when asked, given late
      await wait;
      if (Array.isArray(a)) return a;
      throw Object.assign(new Error("dns"), { code: a ?? "ENODATA" });
    }
    const a = answers.get(host);
    if (Array.isArray(a)) return a;
    throw Object.assign(new Error("dns"), { code: a ?? "ENODATA" });
  },
};

beforeAll(async () => {
  s = await startServer({ resolver });
});
afterAll(async () => {
  await s?.close();
});

async function addDomain(token: string, domain: string): Promise<string> {
  const r = await call(s.url, "POST", "/api/dashboard/domains/add", { token, body: { domain } });
  expect(r.status).toBe(200);
  const id = asContract("addDomain", r.body).domain?._id ?? "";
  // Adding starts a look-up in the background; let it land first, or it can write its finding (and its time, which
  // starts the 'Check now' cooldown) between a test's next steps.
  for (let i = 0; i < 100 && (await s.store.domains.find(id))?.checkedAt == null; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return id;
}

/** 'Check now' past the cooldown (the last look-up is moved back in time first). */
async function checkNow(token: string, id: string) {
  const d = await s.store.domains.find(id);
  if (d?.checkedAt != null)
    await s.store.domains.setStatus(id, d.status, d.lastError, d.checkedAt - CHECK_NOW_COOLDOWN_MS - 1);
  const r = await call(s.url, "POST", `/api/dashboard/domains/check/${id}`, { token });
  expect(r.status).toBe(200);
  return asContract("checkDomain", r.body);
}

/** The seller's own CNAME target, as the Custom Domain page shows it. */
async function targetOf(token: string): Promise<string> {
  const r = await call(s.url, "GET", "/api/dashboard/domains/target", { token });
  return asContract("domainTarget", r.body).target;
}

const ask = (domain: string) => call(s.url, "GET", `/api/domains/ask?domain=${encodeURIComponent(domain)}`);

describe("DNS check outcomes through 'Check now'", () => {
  it("no record, a wrong record, resolver trouble, then the right record", async () => {
    const a = await s.seller();
    const host = "shop.outcomes.example.org";
    const id = await addDomain(a.token, host);

    expect(await checkNow(a.token, id)).toMatchObject({
      status: "pending",
      last_error: "No CNAME record (ENODATA)",
    });
    answers.set(host, "ENOTFOUND");
    expect(await checkNow(a.token, id)).toMatchObject({
      status: "pending",
      last_error: "No CNAME record (ENOTFOUND)",
    });

    const target = await targetOf(a.token);
    answers.set(host, ["elsewhere.example.net."]);
    expect(await checkNow(a.token, id)).toMatchObject({
      status: "failed",
      last_error: `CNAME points at elsewhere.example.net, expected ${target}`,
    });
    // The shared product host proves nothing about which store the name is for.
    answers.set(host, ["boost.test-host.dev."]);
    expect(await checkNow(a.token, id)).toMatchObject({
      status: "failed",
      last_error: `CNAME points at boost.test-host.dev, expected ${target}`,
    });

    // A timeout says nothing about the domain: the status stays, the finding says why.
    answers.set(host, "ETIMEOUT");
    expect(await checkNow(a.token, id)).toMatchObject({
      status: "failed",
      last_error: "DNS lookup failed (ETIMEOUT); status unchanged",
    });
    expect((await ask(host)).status).toBe(404);

    answers.set(host, [`${target.toUpperCase()}.`]);
    const active = await checkNow(a.token, id);
    expect(active).toMatchObject({ status: "active", last_error: null });
    const logs = await s.store.logs.list(20);
    expect(logs.some((l) => l.action === "domain_verified" && l.details === `${host} is active`)).toBe(true);

    // Now a TLS proxy may get a certificate for it, in any letter case, with or without the root dot.
    const yes = await ask(host);
    expect(yes.status).toBe(200);
    expect(asContract("domainAsk", yes.body)).toEqual({ domain: host, status: "active" });
    expect((await ask("SHOP.Outcomes.example.org.")).status).toBe(200);
    // And the host serves the seller's pages.
    expect((await hostRequest(`${s.url}/`, host)).status).toBe(302);
  });

  it("answers the last look-up without asking DNS again within the cooldown", async () => {
    const a = await s.seller();
    const id = await addDomain(a.token, "cool.outcomes.example.org");
    const first = await checkNow(a.token, id);
    const before = lookups;
    const again = await call(s.url, "POST", `/api/dashboard/domains/check/${id}`, { token: a.token });
    expect(again.status).toBe(200);
    expect(asContract("checkDomain", again.body)).toEqual(first);
    expect(lookups).toBe(before);
  });

  it("records every background look-up, also when nothing changed", async () => {
    const a = await s.seller();
    const id = await addDomain(a.token, "bg.outcomes.example.org");
    await s.app.domains.checkAll();
    const firstAt = (await s.store.domains.find(id))?.checkedAt ?? 0;
    await new Promise((r) => setTimeout(r, 5));
    await s.app.domains.checkAll();
    const d = await s.store.domains.find(id);
    expect(d?.status).toBe("pending");
    expect(d?.checkedAt ?? 0).toBeGreaterThan(firstAt);
  });

  it("never lets an older look-up's answer overwrite a newer one", async () => {
    // CI saw it: the look-up started on adding answered 'no record' after the background run had found the record,
    // and the domain went back to pending.
    const a = await s.seller();
    const host = "race.outcomes.example.org";
    const id = await addDomain(a.token, host);
    const d = await s.store.domains.find(id);
    if (!d) throw new Error("domain not stored");
    let release = () => {};
    held.set(host, new Promise<void>((r) => (release = r)));
    const older = s.app.domains.checkOne(d); // asks DNS before the record exists, answers late
    answers.set(host, [`${await targetOf(a.token)}.`]);
    const newer = s.app.domains.checkAll();
    await new Promise((r) => setTimeout(r, 50));
    release();
    await older;
    await newer;
    expect((await s.store.domains.find(id))?.status).toBe("active");
  });

  it("answers a proxy's ask on the product host only for active custom domains", async () => {
    const removed = await s.seller();
    const host = "gone.outcomes.example.org";
    const id = await addDomain(removed.token, host);
    answers.set(host, [await targetOf(removed.token)]);
    await checkNow(removed.token, id);
    expect((await ask(host)).status).toBe(200);
    await call(s.url, "DELETE", `/api/dashboard/domains/delete/${id}`, { token: removed.token });
    const after = await ask(host);
    expect(after.status).toBe(404);
    expect(after.body).toEqual({ message: "Not an active custom domain" });
  });
});
