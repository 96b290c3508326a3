// The trail (docs/decisions.md#sessions-and-the-trail): every write records who did it, the owner or a member by
// name and role at the time, the bot and the customer too; Admin Logs answers it per entry and the order's answer
// carries who asked, started, approved and declined its replacements.

import { searchLogs } from "@boostdash/api-client/admin/rules";
import { actorLabel } from "@boostdash/api-client/admin/trail";
import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../src/features/intake/adapters.ts";
import { IntakeRepository } from "../src/features/intake/intakeRepository.ts";
import { asContract, call, dialect, sampleOrder, startServer, type TestServer } from "./helpers.ts";
import { fixture } from "./intakeFixtures.ts";

let s: TestServer;
let guildId: string;
let sellerId: string;
let ana: string;
let anaToken: string;

function api(
  name: ContractRouteName,
  opts: { params?: Record<string, string>; body?: unknown; token?: string } = {},
) {
  const route = contractRoutes[name];
  const token =
    opts.token ?? (route.auth === "bot" ? s.admin.botKey : route.auth === "none" ? "" : s.admin.token);
  return call(s.url, route.method, API_BASE_PATH + buildPath(route.path, opts.params ?? {}), {
    token,
    body: opts.body,
    headers: route.auth === "none" ? { "X-Forwarded-For": "198.51.100.7" } : {},
  });
}

async function logRows(action: string) {
  return s.db.kysely
    .selectFrom("logs")
    .selectAll()
    .where("sellerId", "=", sellerId)
    .where("action", "=", action)
    .orderBy("id")
    .execute();
}

/** A delivered order and a customer's request on it; the request's id. */
async function requested(orderId: string): Promise<string> {
  await s.store.orders.upsert(
    sellerId,
    sampleOrder(orderId, guildId, { successTokens: ["a", "b"], failedTokens: [] }),
  );
  const r = await call(s.url, "POST", `/api/replacement/${guildId}/${orderId}`, {
    body: { missing: 1 },
    headers: { "X-Forwarded-For": "198.51.100.7" },
  });
  expect(r.status).toBe(200);
  return (r.body as { requestId: string }).requestId;
}

const trailOf = async (orderId: string) =>
  asContract("getOrder", (await api("getOrder", { params: { folderId: orderId } })).body).trail;

beforeAll(async () => {
  s = await startServer({ env: { TRUST_PROXY: "127.0.0.1" } });
  guildId = s.admin.seller.guildId;
  sellerId = s.admin.seller.id;
  ana = await s.store.auth.addMember(sellerId, "Ana", "support");
  anaToken = await s.store.auth.createSession(sellerId, 3600_000, { memberId: ana });
});
afterAll(async () => {
  await s?.close();
});

describe(`who did it (${dialect})`, () => {
  it("a member's decision names her and her role, in the log, the request and the order's trail", async () => {
    const id = await requested("TR-1");
    const r = await api("approveReplacement", { token: anaToken, params: { id }, body: { amount: 1 } });
    expect(r.status).toBe(200);
    expect(asContract("approveReplacement", r.body).request.decidedBy).toBe("Ana");
    const [entry] = await logRows("replacement_approved");
    expect(entry).toMatchObject({
      actorKind: "member",
      actorId: ana,
      actorName: "Ana",
      actorRole: "support",
    });
    // The customer's request is the customer's.
    const [asked] = await logRows("replacement_requested");
    expect(asked).toMatchObject({ actorKind: "customer", actorId: null, actorRole: null });
    const trail = await trailOf("TR-1");
    expect(trail?.map((e) => [e.action, e.by.kind, e.by.name, e.by.role, e.amount])).toEqual([
      ["replacement_requested", "customer", "Customer", null, 1],
      ["replacement_approved", "member", "Ana", "support", 1],
    ]);
  });

  it("the owner's decline and start name the owner; Admin Logs answers who for each entry", async () => {
    const id = await requested("TR-2");
    expect(
      (await api("declineReplacement", { params: { id }, body: { reason: "Still boosted" } })).status,
    ).toBe(200);
    await s.store.orders.upsert(
      sellerId,
      sampleOrder("TR-3", guildId, { successTokens: ["a", "b"], failedTokens: [] }),
    );
    const started = await api("startReplacement", { params: { folderId: "TR-3" }, body: { amount: 1 } });
    expect(started.status).toBe(200);
    const owner = { kind: "owner", id: sellerId, name: s.admin.seller.name, role: "owner" };
    expect((await trailOf("TR-2"))?.at(-1)).toMatchObject({
      action: "replacement_declined",
      by: owner,
      reason: "Still boosted",
    });
    expect(await trailOf("TR-3")).toMatchObject([{ action: "replacement_started", by: owner, amount: 1 }]);
    const logs = asContract("adminLogs", (await api("adminLogs")).body).logs;
    expect(logs.find((l) => l.action === "replacement_declined")?.by).toEqual(owner);
    expect(logs.find((l) => l.action === "replacement_approved")?.by).toEqual({
      kind: "member",
      id: ana,
      name: "Ana",
      role: "support",
    });
    expect(logs.find((l) => l.action === "replacement_requested")?.by).toMatchObject({ kind: "customer" });
  });

  it("a manager's write through the shared log writer names them; the bot's names the bot", async () => {
    const bo = await s.store.auth.addMember(sellerId, "Bo", "manager");
    const boToken = await s.store.auth.createSession(sellerId, 3600_000, { memberId: bo });
    const policies = [{ stock: "oneMonthBoosts.txt", windowDays: 15, maxSharePercent: 100, approval: "bot" }];
    expect((await api("updateWarranty", { token: boToken, body: { policies } })).status).toBe(200);
    expect((await logRows("warranty_updated")).at(-1)).toMatchObject({
      actorKind: "member",
      actorName: "Bo",
      actorRole: "manager",
    });
    const id = await requested("TR-4");
    const r = await api("botApproveReplacement", { params: { id }, body: {} });
    expect(r.status).toBe(200);
    expect((await logRows("replacement_approved")).at(-1)).toMatchObject({
      actorKind: "bot",
      actorName: "Bot",
    });
    expect((await trailOf("TR-4"))?.at(-1)).toMatchObject({
      action: "replacement_approved",
      by: { kind: "bot" },
    });
  });

  it("keeps the name and role a member acted under after they change or leave", async () => {
    const cy = await s.store.auth.addMember(sellerId, "Cy", "support");
    const cyToken = await s.store.auth.createSession(sellerId, 3600_000, { memberId: cy });
    const id = await requested("TR-5");
    await api("declineReplacement", { token: cyToken, params: { id }, body: { reason: "Not missing" } });
    await s.store.auth.setMemberRole(sellerId, cy, "viewer");
    await s.store.auth.removeMember(sellerId, cy);
    expect((await trailOf("TR-5"))?.at(-1)?.by).toEqual({
      kind: "member",
      id: cy,
      name: "Cy",
      role: "support",
    });
  });

  it("a decision from before the trail reads as the owner's (or the bot's), by the name it kept", async () => {
    const id = await requested("TR-6");
    await s.db.kysely
      .updateTable("replacementRequests")
      .set({ status: "declined", decidedAt: Date.now(), decidedBy: "Old Seller", reason: "Old" })
      .where("id", "=", id)
      .execute();
    expect((await trailOf("TR-6"))?.at(-1)?.by).toEqual({
      kind: "owner",
      id: sellerId,
      name: "Old Seller",
      role: "owner",
    });
  });

  it("a customer's redeem and a storefront's delivery name who they were; Admin Logs' search finds entries by who", async () => {
    await s.store.redeem.addKeys(sellerId, [{ key: "TRAIL-KEY-1", amount: 2, stock: "oneMonthBoosts.txt" }]);
    const redeem = (redeemKey: string) =>
      call(s.url, "POST", `${API_BASE_PATH}/redeem/${guildId}`, {
        body: { redeemKey, discordInvite: "discord.gg/trail", email: "buyer@example.com" },
        headers: { "X-Forwarded-For": "198.51.100.8" },
      });
    expect(asContract("redeem", (await redeem("TRAIL-KEY-1")).body).status).toBe("success");
    await redeem("NO-SUCH-KEY-1");
    for (const action of ["redeem", "redeem_failed"]) {
      expect({ action, row: (await logRows(action)).at(-1) }).toMatchObject({
        action,
        row: { actorKind: "customer", actorName: "Customer", actorId: null, actorRole: null },
      });
    }

    // A signed Shoppex delivery for a product the store has not mapped: its entry is the storefront's.
    const f = fixture("shoppex");
    await new IntakeRepository(s.db).setSecret(sellerId, "shoppex", f.secret);
    const intakeId = await new IntakeRepository(s.db).intakeId(sellerId);
    const signed = adapters.shoppex.sign(
      Buffer.from(f.raw),
      f.secret,
      Date.now(),
      f.headers["X-Shoppex-Delivery-Id"] ?? "dlv_trail_1",
    );
    const delivered = await fetch(`${s.url}/api/intake/shoppex/${intakeId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...signed },
      body: f.raw,
    });
    expect(delivered.status).toBe(200);
    expect((await logRows("intake_unmapped")).at(-1)).toMatchObject({
      actorKind: "storefront",
      actorName: "Shoppex",
      actorId: null,
      actorRole: null,
    });

    const logs = asContract("adminLogs", (await api("adminLogs")).body).logs;
    const redeemed = logs.find((l) => l.action === "redeem");
    const unmapped = logs.find((l) => l.action === "intake_unmapped");
    expect(redeemed?.by && actorLabel(redeemed.by)).toBe("Customer");
    expect(unmapped?.by && actorLabel(unmapped.by)).toBe("Storefront (Shoppex)");
    // The search over the entries this database answered: by a member's name, by the storefront's.
    const byAna = searchLogs(logs, "ana").map((l) => l.id);
    const anas = logs.filter((l) => l.by?.name === "Ana");
    expect(anas.length).toBeGreaterThan(0);
    expect(byAna).toEqual(expect.arrayContaining(anas.map((l) => l.id)));
    // Found by who did them alone: their own words do not name her.
    expect(anas.some((l) => !/ana/i.test(`${l.username} ${l.userId} ${l.details} ${l.action}`))).toBe(true);
    expect(searchLogs(logs, "storefront (shop").map((l) => l.action)).toContain("intake_unmapped");
  });
});
