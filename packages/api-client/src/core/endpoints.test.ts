/** Every endpoint against the msw handlers under Node: the mock's answers pass the contract's schemas. */
import { describe, expect, it } from "vitest";
import { getAdminLogs } from "../features/admin/api.ts";
import { getCaptchaConfig, getCurrentUser, login } from "../features/auth/api.ts";
import { MOCK_SECOND_FACTOR_CHALLENGE } from "../features/auth/mocks.ts";
import { createBug, deleteBug, fixBug, listBugs } from "../features/bugs/api.ts";
import { getCustomCode, saveCustomCode } from "../features/customCode/api.ts";
import { getDashboardData } from "../features/dashboard/api.ts";
import { addDomain, deleteDomain, listDomains } from "../features/domains/api.ts";
import {
  getIntakeSettings,
  redeliverIntake,
  rotateIntakeSecret,
  sendIntakeTest,
  updateIntakeMappings,
} from "../features/intake/api.ts";
import { createIntakeMapping, createIntakeSettings } from "../features/intake/fixtures.ts";
import {
  exportOrdersCsv,
  getOrder,
  getOrdersList,
  getOrdersPage,
  getOrdersSummary,
} from "../features/orders/api.ts";
import { ORDERS_CSV_HEADER } from "../features/orders/rules.ts";
import { getLiveStock, getPublicOrderStatus, getRedeemPageConfig, redeem } from "../features/public/api.ts";
import { createReplacementRequest } from "../features/replacements/fixtures.ts";
import {
  getUserSettings,
  resetAccessCode,
  rotateBotKey,
  updateStoreSettings,
} from "../features/settings/api.ts";
import { createUserSettings, MOCK_PENDING_GUILD_ID } from "../features/settings/fixtures.ts";
import {
  createSuggestion,
  deleteSuggestion,
  implementSuggestion,
  listSuggestions,
  voteSuggestion,
} from "../features/suggestions/api.ts";
import {
  createMemberFactors,
  createRecoveryCodes,
  MOCK_INVITE_TOKENS,
  MOCK_SIGN_IN_ID,
  MOCK_TOTP_CODE,
} from "../features/team/fixtures.ts";
import { mockSignInAs } from "../features/team/mocks.ts";
import { ApiError } from "./apiError.ts";
import { buildPath } from "./contract/paths.ts";
import type { ContractRoute } from "./contract/route.ts";
import { type ContractRouteName, contractRoutes } from "./contract/routes.ts";
import { apiRequest } from "./http.ts";
import { resetMockStore } from "./mocks/all.ts";
import { MOCK_GUILD_ID } from "./mocks/fixtures.ts";
import { mockStore } from "./mocks/store.ts";
import { startMockServer, testScenarios } from "./testing/mockServer.ts";

/** A well-formed passkey credential (the mocks check its shape only; the server's tests sign real ones). */
const b64 = "AAECAwQFBgcICQ";
const registration = {
  id: b64,
  rawId: b64,
  type: "public-key",
  response: { clientDataJSON: b64, attestationObject: b64 },
  clientExtensionResults: {},
};
const assertion = {
  id: b64,
  rawId: b64,
  type: "public-key",
  response: { clientDataJSON: b64, authenticatorData: b64, signature: b64 },
  clientExtensionResults: {},
};

/** What a team route's mock needs first: a member to leave as, factors to remove. */
const TEAM_SETUP: Partial<Record<ContractRouteName, () => void>> = {
  leaveTeam: () => mockSignInAs("support"),
  removePasskey: () => {
    mockSignInAs("support");
    mockStore().team.factors = createMemberFactors({ totp: true });
  },
  disableTotp: () => {
    mockSignInAs("support");
    mockStore().team.factors = createMemberFactors({ totp: true });
  },
  regenerateRecoveryCodes: () => mockSignInAs("support"),
};

const server = startMockServer();
const auth = { token: "mock-session-token" };

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A valid params and body for every route, so each success handler can be called raw. */
const SAMPLES: Partial<
  Record<ContractRouteName, { params?: Record<string, string>; query?: string; data?: unknown }>
> = {
  login: { data: { captcha_key: "x", access_code: "CODE" } },
  passkeyOptions: { data: {} },
  passkeySignIn: { data: { challengeId: "c1", credential: assertion } },
  totpSignIn: { data: { signInId: MOCK_SIGN_IN_ID, code: MOCK_TOTP_CODE } },
  recoverySignIn: { data: { signInId: MOCK_SIGN_IN_ID, code: createRecoveryCodes()[0] } },
  secondFactor: { data: { challengeId: MOCK_SECOND_FACTOR_CHALLENGE, method: "totp", code: MOCK_TOTP_CODE } },
  createInvite: { data: { role: "support" } },
  revokeInvite: { params: { id: "invite-pending" } },
  changeMemberRole: { params: { id: "member-support" }, data: { role: "viewer" } },
  removeMember: { params: { id: "member-viewer" } },
  readInvite: { data: { token: MOCK_INVITE_TOKENS.valid } },
  invitePasskeyOptions: { data: { token: MOCK_INVITE_TOKENS.valid, name: "Sam" } },
  inviteTotpSetup: { data: { token: MOCK_INVITE_TOKENS.valid } },
  acceptInvite: {
    data: {
      token: MOCK_INVITE_TOKENS.valid,
      name: "Sam",
      factor: { type: "passkey", challengeId: "c1", credential: registration },
    },
  },
  addPasskey: { data: { challengeId: "c1", credential: registration, name: "Laptop" } },
  removePasskey: { params: { id: "passkey-1" } },
  enableTotp: { data: { challengeId: "c1", code: MOCK_TOTP_CODE } },
  stepUp: { data: { method: "accessCode", code: "CODE" } },
  redeemSignInCode: { data: { code: "one-time-code" } },
  publicOrderStatus: { params: { guildId: MOCK_GUILD_ID, orderId: "ORD-0001" } },
  liveStock: { params: { guildId: MOCK_GUILD_ID } },
  redeemPageConfig: { params: { guildId: MOCK_GUILD_ID } },
  redeem: {
    params: { guildId: MOCK_GUILD_ID },
    data: { redeemKey: "K", discordInvite: "abc", email: "a@b.co" },
  },
  saveCustomCode: { data: { code: "x" } },
  previewCustomCode: { data: { code: "function LiveStockPage() { return null; }" } },
  addDomain: { data: { domain: "new.example.com" } },
  deleteDomain: { params: { id: "dom-0001" } },
  checkDomain: { params: { id: "dom-0001" } },
  domainAsk: { query: "?domain=shop.example.com" },
  voteSuggestion: { params: { id: "sug-0001" }, data: { voteType: "up" } },
  createSuggestion: { data: { title: "t", description: "d" } },
  deleteSuggestion: { params: { id: "sug-0001" } },
  implementSuggestion: { params: { id: "sug-0001" } },
  getOrder: { params: { folderId: "ORD-0001" } },
  getOrdersBatch: { data: { folders: ["ORD-0001", "ORD-0002", "NOPE"] } },
  createBug: { data: { title: "t", description: "d" } },
  deleteBug: { params: { id: "bug-0001" } },
  fixBug: { params: { id: "bug-0001" } },
  botPushStock: {
    data: {
      oneMonthNitroTokens: 1,
      oneMonthServerBoosts: 2,
      threeMonthNitroTokens: 3,
      threeMonthServerBoosts: 4,
    },
  },
  botStoreSettings: { data: { embedColor: "#fff" } },
  updateStoreSettings: { data: { storeLink: "https://shop.example.com", embedColor: "#22c55e" } },
  updateCustomersLanguage: { data: { customersLanguage: "de" } },
  updateNotificationSettings: {
    data: { endpointUrl: "https://hooks.example.com/x", events: { "stock.low": false } },
  },
  botUpsertOrder: {
    params: { folderId: "X1" },
    data: {
      orderId: "X1",
      guildId: "G",
      invite: "i",
      stock: "s.txt",
      amount: 2,
      "tokens-used": { success: [], failed: [] },
    },
  },
  botAddRedeemKeys: { data: { keys: [{ key: "KEY-0001", amount: 2, stock: "s.txt" }] } },
  botClaimRedeems: { data: {} },
  botRedeemResult: { params: { redeemKey: "K1" }, data: { "tokens-used": { success: ["a"], failed: [] } } },
  updateStock: { data: { oneMonthNitroTokens: 5 } },
  addKeys: { data: { keys: [{ key: "NEW-KEY-0001", amount: 2, stock: "oneMonthBoosts.txt" }] } },
  generateKeys: { data: { count: 2, amount: 14, stock: "oneMonthBoosts.txt" } },
  deleteKeys: { data: { keys: ["NEW-KEY-0001"] } },
  guildMove: { data: { accept: true } },
  rotateIntakeSecret: { params: { platform: "sellauth" } },
  updateIntakeMappings: {
    data: {
      mappings: [
        {
          platform: "sellix",
          productId: "p1",
          stock: "oneMonthBoosts.txt",
          amount: 14,
          inviteField: "Discord Invite",
        },
      ],
    },
  },
  sendIntakeTest: { params: { platform: "sellix" } },
  redeliverIntake: { params: { id: "in-2" } },
  requestReplacement: { params: { guildId: MOCK_GUILD_ID, orderId: "ORD-0001" }, data: { missing: 1 } },
  updateWarranty: {
    data: {
      policies: [{ stock: "oneMonthBoosts.txt", windowDays: 7, maxSharePercent: 50, approval: "bot" }],
    },
  },
  approveReplacement: { params: { id: "rr-1" }, data: { amount: 2 } },
  declineReplacement: { params: { id: "rr-1" }, data: { reason: "Still boosted" } },
  startReplacement: { params: { folderId: "ORD-0005" }, data: { amount: 1 } },
  botApproveReplacement: { params: { id: "rr-1" }, data: {} },
  endSession: { params: { id: "ses-0002" } },
  listMemberSessions: { params: { memberId: "mem-1" } },
  endMemberSession: { params: { memberId: "mem-1", id: "ses-0004-mem-1" } },
  endMemberSessions: { params: { memberId: "mem-1" } },
};

describe("every mock answer passes the contract", () => {
  it.each(Object.keys(contractRoutes) as ContractRouteName[])("%s", async (name) => {
    // Only one domain is allowed, so adding needs an empty list; answering a guild move needs one asked for;
    // delivering again needs a delivery in the log.
    resetMockStore(
      name === "addDomain"
        ? { domains: [] }
        : name === "guildMove"
          ? { settings: createUserSettings({ pendingGuildId: MOCK_PENDING_GUILD_ID }) }
          : name === "redeliverIntake"
            ? { intake: createIntakeSettings() }
            : name === "botApproveReplacement"
              ? {
                  // The bot approves only where the stock type's policy lets it.
                  replacements: {
                    policies: [
                      { stock: "oneMonthBoosts.txt", windowDays: 15, maxSharePercent: 100, approval: "bot" },
                    ],
                    requests: [createReplacementRequest()],
                  },
                }
              : {},
    );
    TEAM_SETUP[name]?.();
    const route: ContractRoute = contractRoutes[name];
    const sample = SAMPLES[name] ?? {};
    const res = await apiRequest(buildPath(route.path, sample.params) + (sample.query ?? ""), {
      method: route.method,
      data: sample.data,
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    // The CSV export's body is the text itself (its contract schema is a string).
    const csv = res.headers.get("content-type")?.startsWith("text/csv") ?? false;
    const parsed = route.response.safeParse(csv ? await res.text() : await res.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});

describe("reads", () => {
  it("auth", async () => {
    expect(await login({ captcha_key: "x", access_code: "CODE" })).toMatchObject({
      token: "mock-session-token",
    });
    expect((await getCurrentUser(auth)).admin).toBe(true);
    expect((await getCaptchaConfig()).provider).toBe("off");
  });

  it("dashboard data is derived from the orders", async () => {
    const data = await getDashboardData(auth);
    expect(data.totalOrders).toBe(mockStore().orders.length);
    expect(data.newOrders).toBe(1);
    expect(data.recentActivity.length).toBeGreaterThan(2);
  });

  it("public pages", async () => {
    const status = await getPublicOrderStatus(MOCK_GUILD_ID, "ORD-0001");
    expect(typeof status.successfulTokens).toBe("number");
    expect((await getLiveStock(MOCK_GUILD_ID)).oneMonthNitroTokens).toBe(120);
    expect((await getRedeemPageConfig(MOCK_GUILD_ID)).footerText).toBeTruthy();
  });

  it("lists", async () => {
    expect(await listDomains(auth)).toHaveLength(1);
    expect((await listSuggestions(auth)).suggestions).toHaveLength(4);
    expect((await getAdminLogs(auth)).logs).toHaveLength(4);
    expect((await listBugs(auth)).bugs).toHaveLength(2);
    expect((await getUserSettings(auth)).access_code).toBe(mockStore().settings.access_code);
    expect((await getCustomCode(auth)).code).toBe("");
  });

  it("orders: list then each order.json", async () => {
    const list = await getOrdersList(auth);
    expect(list.folders).toHaveLength(6);
    const first = list.folders[0] ?? "";
    expect((await getOrder(first, auth)).orderId).toBe(first);
  });
});

describe("writes change what reads return", () => {
  it("storefronts: set up, map, test, deliver again", async () => {
    resetMockStore();
    const made = await rotateIntakeSecret("sellix", auth);
    expect(made.secret.endsWith(made.platform.secretHint ?? "-")).toBe(true);
    const mapping = createIntakeMapping({ platform: "sellix" });
    const saved = await updateIntakeMappings([mapping], auth);
    expect(saved.mappings).toEqual([mapping]);
    const read = await getIntakeSettings(auth);
    expect(read.platforms.find((p) => p.platform === "sellix")?.url).toBe(made.platform.url);
    const { delivery } = await sendIntakeTest("sellix", auth);
    expect(delivery).toMatchObject({ platform: "sellix", test: true, productId: mapping.productId });
    resetMockStore({ intake: createIntakeSettings() });
    const again = await redeliverIntake("in-2", auth);
    expect(again.delivery).toMatchObject({ id: "in-2", result: "delivered", canRedeliver: false });
    expect((await getIntakeSettings(auth)).deliveries.find((d) => d.id === "in-2")?.result).toBe("delivered");
  });

  it("suggestions: create, vote, implement, delete", async () => {
    await createSuggestion({ title: "  New idea ", description: " Please " }, auth);
    const created = (await listSuggestions(auth)).suggestions[0];
    const trimmedAndPending = { title: "New idea", description: "Please", status: "pending", upvotes: 0 };
    expect(created).toMatchObject(trimmedAndPending);
    const id = created?._id ?? "";

    const up = await voteSuggestion(id, "up", auth);
    expect(up).toMatchObject({ upvotes: 1, downvotes: 0, userVote: "up" });
    const down = await voteSuggestion(id, "down", auth);
    expect(down).toMatchObject({ upvotes: 0, downvotes: 1, userVote: "down" });
    const withdrawn = await voteSuggestion(id, "down", auth);
    expect(withdrawn).toMatchObject({ upvotes: 0, downvotes: 0, userVote: null });

    await implementSuggestion(id, auth);
    expect((await listSuggestions(auth)).suggestions[0]?.status).toBe("implemented");
    await deleteSuggestion(id, auth);
    expect((await listSuggestions(auth)).suggestions.map((s) => s._id)).not.toContain(id);
  });

  it("a suggestion known only by `id` can be voted on", async () => {
    const vote = await voteSuggestion("sug-legacy", "up", auth);
    expect(vote.upvotes).toBe(1);
  });

  it("bugs: create (severity defaults to medium), fix, delete", async () => {
    await createBug({ title: "Broken", description: "It broke" }, auth);
    const bug = (await listBugs(auth)).bugs[0];
    expect(bug).toMatchObject({ title: "Broken", severity: "medium", status: "open" });
    await fixBug(bug?._id ?? "", auth);
    expect((await listBugs(auth)).bugs[0]?.status).toBe("fixed");
    await deleteBug(bug?._id ?? "", auth);
    expect((await listBugs(auth)).bugs).toHaveLength(2);
  });

  it("domains: one allowed; delete then add (trimmed, lower-cased)", async () => {
    const limit = await rejection(addDomain("other.example.com", auth));
    expect(limit.message).toBe(
      "You can only have one custom domain. Remove the existing domain to add a new one.",
    );
    const [existing] = await listDomains(auth);
    await deleteDomain(existing?._id ?? "", auth);
    expect(await listDomains(auth)).toEqual([]);
    const added = await addDomain("  New.Example.COM ", auth);
    expect(added.domain).toMatchObject({ domain: "new.example.com", status: "pending" });
    expect((await listDomains(auth)).map((d) => d.domain)).toEqual(["new.example.com"]);
  });

  it("custom code and access code", async () => {
    await saveCustomCode("export default function LiveStockPage() {}", auth);
    expect((await getCustomCode(auth)).code).toContain("LiveStockPage");
    const before = (await getUserSettings(auth)).access_code;
    const reset = await resetAccessCode(auth);
    expect(reset.newAccessCode).not.toBe(before);
    expect((await getUserSettings(auth)).access_code).toBe(reset.newAccessCode);
  });

  it("bot key and store settings", async () => {
    const rotated = await rotateBotKey(auth);
    expect(rotated.botKey).toMatch(/^bk_/);
    expect((await getUserSettings(auth)).botKey).toEqual(rotated.info);
    const saved = await updateStoreSettings({ embedColor: "#22c55e", embedFooter: "Hi" }, auth);
    expect(saved.store).toMatchObject({ embedColor: "#22c55e", embedFooter: "Hi" });
    expect((await getUserSettings(auth)).store).toEqual(saved.store);
    expect((await getLiveStock(MOCK_GUILD_ID)).embedColor).toBe("#22c55e");
    const refused = await rejection(updateStoreSettings({ storeLink: "shop" }, auth));
    expect(refused.message).toBe("Store link must be a full link starting with https:// or http://");
  });

  it("redeem", async () => {
    const answer = await redeem(MOCK_GUILD_ID, { redeemKey: "K", discordInvite: "abc", email: "a@b.co" });
    expect(answer.status).toBe("success");
  });
});

describe("refusals before sending (docs/product.md#input-checks)", () => {
  it("uses docs/product.md's messages", async () => {
    expect((await rejection(voteSuggestion("undefined", "up", auth))).message).toBe("Invalid suggestion ID");
    expect((await rejection(voteSuggestion(undefined, "up", auth))).message).toBe("Invalid suggestion ID");
    expect((await rejection(deleteDomain("", auth))).message).toBe("Invalid domain ID");
    expect((await rejection(addDomain("  ", auth))).message).toBe("Please enter a domain");
    expect((await rejection(createSuggestion({ title: " ", description: "x" }, auth))).message).toBe(
      "Please fill in both title and description",
    );
    expect((await rejection(createBug({ title: "t", description: " " }, auth))).message).toBe(
      "Please fill in at least the title and description",
    );
    const email = await rejection(
      redeem(MOCK_GUILD_ID, { redeemKey: "K", discordInvite: "abc", email: "nope" }),
    );
    expect(email).toMatchObject({ message: "Please enter a valid email address.", kind: "input" });
  });
});

describe("scenarios", () => {
  it("404 carries the status and the server's message", async () => {
    server.use(testScenarios.liveStock.notFound);
    expect(await rejection(getLiveStock(MOCK_GUILD_ID))).toMatchObject({
      status: 404,
      kind: "http",
      message: "Not found",
    });
  });

  it("500, 401 and 403", async () => {
    server.use(
      testScenarios.orders.serverError,
      testScenarios.currentUser.unauthorized,
      testScenarios.logs.forbidden,
    );
    expect((await rejection(getOrdersList(auth))).status).toBe(500);
    expect((await rejection(getCurrentUser(auth))).status).toBe(401);
    expect(await rejection(getAdminLogs(auth))).toMatchObject({
      status: 403,
      message: "Access denied. Admin privileges required.",
    });
  });

  it("a network error is status 0", async () => {
    server.use(testScenarios.suggestions.networkError);
    expect(await rejection(listSuggestions(auth))).toMatchObject({ status: 0, kind: "network" });
  });

  it("slow never answers", async () => {
    server.use(testScenarios.dashboardData.slow);
    const outcome = await Promise.race([
      getDashboardData(auth).then(() => "answered"),
      new Promise((resolve) => setTimeout(() => resolve("still waiting"), 50)),
    ]);
    expect(outcome).toBe("still waiting");
  });

  it("empty lists", async () => {
    server.use(testScenarios.orders.empty, testScenarios.bugs.empty, testScenarios.dashboardData.empty);
    expect(await getOrdersList(auth)).toEqual({ folders: [], folderDates: {} });
    expect((await listBugs(auth)).bugs).toEqual([]);
    expect((await getDashboardData(auth)).recentActivity).toEqual([]);
  });

  it("login with a wrong code is an error with the server's message", async () => {
    server.use(testScenarios.login.invalidCode);
    expect(await rejection(login({ captcha_key: "x", access_code: "bad" }))).toMatchObject({
      status: 401,
      message: "Invalid access code",
    });
  });

  it("a domain in use gets docs/product.md#custom-domain's text", async () => {
    server.use(testScenarios.addDomain.inUse);
    expect((await rejection(addDomain("taken.example.com", auth))).message).toBe(
      "This domain is already in use. Please choose a different domain.",
    );
  });

  it("a refused redeem resolves with its message", async () => {
    server.use(testScenarios.redeem.rejected);
    expect(await redeem(MOCK_GUILD_ID, { redeemKey: "K", discordInvite: "abc", email: "a@b.co" })).toEqual({
      status: "error",
      message: "Invalid or already used redeem key. Please check the key from your email or invoice page.",
    });
  });

  it("admin-only writes answer 403 for a seller", async () => {
    mockStore().user.admin = false;
    expect((await rejection(deleteBug("bug-0001", auth))).status).toBe(403);
  });
});

describe("orders at scale", () => {
  it("the summary, a page and the CSV answer over the search and filter", async () => {
    const summary = await getOrdersSummary({ status: "completed" }, auth);
    expect(summary.totalOrders).toBe(3);
    expect(summary.completed).toBe(3);
    const page = await getOrdersPage({ limit: 4 }, auth);
    expect(page.orders).toHaveLength(4);
    const rest = await getOrdersPage({ after: page.next ?? "", limit: 4 }, auth);
    expect(rest.orders).toHaveLength(2);
    expect(rest.next).toBeNull();
    const blob = await exportOrdersCsv({ status: "partial" }, auth);
    expect(blob.type).toMatch(/^text\/csv/);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // The server's BOM is kept, so spreadsheet programs read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(ORDERS_CSV_HEADER.join(","));
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(",Partial,"))).toBe(true);
  });

  it("a failed export is an ApiError with the server's message", async () => {
    server.use(testScenarios.exportOrdersCsv.serverError);
    const error = await rejection(exportOrdersCsv({}, auth));
    expect(error.status).toBe(500);
    expect(error.message).toBe("Internal server error");
  });
});
