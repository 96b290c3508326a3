// What every contract route does. Shapes come from the contract; storage from the Store.
import { ANSWER_LIMITS, domainMessages, formatStockName, suggestionMessages } from "@boostdash/api-client";
import type { CaptchaProvider } from "./captcha.ts";
import type { Config } from "./config.ts";
import type { DomainChecker } from "./domains.ts";
import { clientMeta, type Handlers, HttpError } from "./http.ts";
import type { Bug, Domain, Order, Seller, Store, Suggestion } from "./store.ts";

export interface HandlerDeps {
  config: Config;
  store: Store;
  captcha: CaptchaProvider;
  domains: DomainChecker;
  /** Set when a request came in on a seller's custom domain: public data of other sellers is hidden there. */
  hostSeller: (req: import("fastify").FastifyRequest) => Seller | undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.floor(ms / 1000);
/** Optional strings of the contract: absent rather than "" (absent hides a button or a text). */
const opt = (s: string | null | undefined) => (s ? s : undefined);

export const MAX_CUSTOM_CODE = 200_000;

/** Ids that a broken client sends when it has none (spec §5: 'Invalid suggestion ID'). */
const isMissingId = (id: string) => id === "undefined" || id === "null";

function orderJson(o: Order, seller: Seller) {
  return {
    orderId: o.orderId,
    guildId: o.guildId || seller.guildId,
    invite: o.invite,
    stock: o.stock,
    amount: o.amount,
    "tokens-used": { failed: o.failedTokens, success: o.successTokens },
    storeLink: opt(o.storeLink),
    discordLink: opt(o.discordLink),
    BBGuildID: opt(o.bbGuildId),
  };
}

function suggestionJson(s: Suggestion, userId: string) {
  return {
    _id: s.id,
    id: s.id,
    title: s.title,
    description: s.description,
    author: s.author,
    status: s.status,
    createdAt: seconds(s.createdAt),
    upvotes: s.upvotes,
    downvotes: s.downvotes,
    votes: s.votes,
    userVote: s.votes[userId] ?? null,
  };
}

function bugJson(b: Bug) {
  return {
    _id: b.id,
    title: b.title,
    description: b.description,
    steps: opt(b.steps),
    expectedBehavior: opt(b.expectedBehavior),
    actualBehavior: opt(b.actualBehavior),
    severity: b.severity,
    status: b.status,
    author: b.author,
    createdAt: seconds(b.createdAt),
  };
}

export function domainJson(d: Domain) {
  return {
    _id: d.id,
    domain: d.domain,
    status: d.status,
    created_at: iso(d.createdAt),
    checked_at: d.checkedAt === null ? null : iso(d.checkedAt),
    last_error: d.lastError,
  };
}

function botKeyInfo(seller: Seller) {
  return {
    hint: seller.botKeyHint,
    rotatedAt: seller.botKeyRotatedAt === null ? null : iso(seller.botKeyRotatedAt),
    lastUsedAt: seller.botLastSeenAt === null ? null : iso(seller.botLastSeenAt),
  };
}

function storeSettingsJson(seller: Seller) {
  return {
    storeLink: seller.storeLink,
    discordLink: seller.discordLink,
    embedColor: seller.embedColor,
    embedFooter: seller.embedFooter,
  };
}

/** The Store card's fields, as the activity log names them. */
const STORE_FIELDS = [
  ["storeLink", "store link"],
  ["discordLink", "Discord link"],
  ["embedColor", "embed colour"],
  ["embedFooter", "footer text"],
] as const;

/** 'a', 'a and b', 'a, b and c'. */
function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** Names no DNS check can verify for a seller: the product's own host and reserved suffixes. */
export function isUnverifiableDomain(domain: string, publicHost: string): boolean {
  if (domain === publicHost || domain.endsWith(`.${publicHost}`)) return true;
  return /\.(localhost|local|invalid|test|example|internal|lan)$/.test(domain);
}

export function createHandlers(deps: HandlerDeps): Handlers {
  const { store, config, captcha } = deps;

  async function log(
    seller: Seller | undefined,
    req: import("fastify").FastifyRequest,
    action: string,
    details: string,
    severity: "info" | "success" | "warning" | "error",
  ) {
    const meta = clientMeta(req);
    await store.addLog({
      sellerId: seller?.id ?? null,
      // Without a seller (a failed login): who it was as far as known, the address.
      username: seller?.name ?? "Anonymous",
      userId: seller?.id ?? meta.ip,
      action,
      details,
      severity,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
    });
  }

  /** The seller of a public page, or a 404 with the page's own message. */
  async function publicSeller(req: import("fastify").FastifyRequest, guildId: string, notFound: string) {
    const seller = await store.findSellerByGuildId(guildId);
    const onHost = deps.hostSeller(req);
    if (!seller || (onHost && onHost.id !== seller.id)) throw new HttpError(404, notFound);
    return seller;
  }

  return {
    // ---- auth ----
    async login({ body, req, reply }) {
      if (!body.captcha_key.trim()) {
        await log(undefined, req, "login_failed", "Login without a captcha", "warning");
        throw new HttpError(400, "Please complete the CAPTCHA", { code: 400 });
      }
      const verdict = await captcha.verify(body.captcha_key, req.ip);
      if (!verdict.ok) {
        await log(
          undefined,
          req,
          "login_failed",
          `Captcha verification failed: ${verdict.reason ?? ""}`,
          "warning",
        );
        throw new HttpError(400, "Captcha verification failed. Please try again.", { code: 400 });
      }
      const seller = await store.findSellerByAccessCode(body.access_code.trim());
      if (!seller) {
        await log(undefined, req, "login_failed", "Invalid access code", "warning");
        throw new HttpError(401, "Invalid access code", { code: 401 });
      }
      const meta = clientMeta(req);
      const token = await store.createSession(seller.id, config.sessionTtlMs, meta);
      await log(seller, req, "login", "Signed in to the dashboard", "success");
      reply.header("Cache-Control", "no-store");
      return { code: 200, message: "Login successful", token };
    },

    async currentUser({ seller }) {
      return {
        code: 200,
        message: "OK",
        admin: seller.isAdmin,
        id: seller.id,
        _id: seller.id,
        discordId: opt(seller.discordId),
        access_code: seller.accessCode,
        guildId: seller.guildId,
      };
    },

    async captchaConfig() {
      return captcha.siteKey
        ? { provider: captcha.name, siteKey: captcha.siteKey }
        : { provider: captcha.name };
    },

    async altchaChallenge({ reply }) {
      if (!captcha.challenge) throw new HttpError(404, `The captcha provider is ${captcha.name}, not altcha`);
      reply.header("Cache-Control", "no-store");
      return (await captcha.challenge()) as {
        algorithm: string;
        challenge: string;
        salt: string;
        signature: string;
        maxnumber?: number;
      };
    },

    // ---- dashboard ----
    async dashboardData({ seller }) {
      const stats = await store.dashboardStats(seller.id);
      const activity = await store.recentActivity(seller.id, 10);
      const { stock } = seller;
      return {
        ...stats,
        recentActivity: activity.map((a) => ({ ...a, time: iso(a.time) })),
        setup: {
          botLastSeenAt: seller.botLastSeenAt === null ? null : iso(seller.botLastSeenAt),
          stockTotal:
            stock.oneMonthNitroTokens +
            stock.oneMonthServerBoosts +
            stock.threeMonthNitroTokens +
            stock.threeMonthServerBoosts,
          guildId: seller.guildId,
        },
      };
    },

    // ---- public pages ----
    async publicOrderStatus({ params, req }) {
      const notFound = "Order Status not found for this Guild ID.";
      const seller = await publicSeller(req, params.guildId, notFound);
      const o = await store.getOrder(seller.id, params.orderId);
      if (!o) throw new HttpError(404, notFound);
      return {
        orderId: o.orderId,
        guildId: o.guildId || seller.guildId,
        amount: o.amount,
        stock: o.stock,
        successfulTokens: o.successTokens.length,
        failedTokens: o.failedTokens.length,
        invite: opt(o.invite),
        storeName: opt(seller.name),
        storeLink: opt(o.storeLink || seller.storeLink),
        discordLink: opt(o.discordLink || seller.discordLink),
        embedColor: opt(seller.embedColor),
        embedFooter: opt(seller.embedFooter),
      };
    },

    async liveStock({ params, req }) {
      const seller = await publicSeller(req, params.guildId, "Live stock data not found for this Guild ID.");
      return {
        ...seller.stock,
        storeName: opt(seller.name),
        storeLink: opt(seller.storeLink),
        discordLink: opt(seller.discordLink),
        embedColor: opt(seller.embedColor),
        embedFooter: opt(seller.embedFooter),
        customCode: opt(seller.customCode),
      };
    },

    async redeemPageConfig({ params, req }) {
      const seller = await publicSeller(req, params.guildId, "Redeem page not found.");
      return {
        storeName: opt(seller.name),
        embedColor: opt(seller.embedColor),
        footerText: opt(seller.embedFooter),
      };
    },

    async redeem({ params, body, req }) {
      const seller = await store.findSellerByGuildId(params.guildId);
      const onHost = deps.hostSeller(req);
      if (!seller || (onHost && onHost.id !== seller.id)) {
        throw new HttpError(404, "Redeem page not found.", { status: "error" });
      }
      const result = await store.redeem(seller, body.redeemKey, {
        invite: body.discordInvite,
        email: body.email,
        displayName: body.displayname ?? "",
        bio: body.bio ?? "",
        avatar: body.avatar ?? "",
        banner: body.banner ?? "",
      });
      if (!result.ok) {
        const message =
          result.reason === "used"
            ? "This redeem key has already been used."
            : "Invalid redeem key. Please check the key from your email or invoice page.";
        await log(seller, req, "redeem_failed", `${message} (key ${body.redeemKey.slice(0, 4)}…)`, "warning");
        return { status: "error", message };
      }
      await log(
        seller,
        req,
        "redeem",
        `Key ${body.redeemKey} redeemed for ${result.order.amount} boosts (${formatStockName(result.order.stock)}) by ${body.email}`,
        "success",
      );
      return {
        status: "success",
        message: "Order redeemed! Your boosts will be delivered shortly.",
      };
    },

    // ---- live-stock editor ----
    async fetchCustomCode({ seller }) {
      return { code: seller.customCode };
    },

    async saveCustomCode({ seller, body, req }) {
      if (body.code.length > MAX_CUSTOM_CODE) {
        throw new HttpError(
          400,
          `The custom code is too long (at most ${MAX_CUSTOM_CODE.toLocaleString("en-US")} characters)`,
        );
      }
      await store.setCustomCode(seller.id, body.code);
      await log(
        seller,
        req,
        "custom_code_saved",
        body.code ? "Saved a custom live stock page" : "Reset the live stock page to the default",
        "info",
      );
      return { message: "Custom code saved successfully!" };
    },

    // ---- domains ----
    async listDomains({ seller }) {
      return (await store.listDomains(seller.id)).map(domainJson);
    },

    async addDomain({ seller, body, req }) {
      const fail = (status: number, code: number, message: string): never => {
        throw new HttpError(status, message, { success: false, errors: [{ code, message }] });
      };
      if (isUnverifiableDomain(body.domain, config.publicHost)) {
        await log(seller, req, "domain_add_failed", `${body.domain}: cannot be verified`, "warning");
        fail(422, 1003, "Domain verification failed. Please check your DNS settings.");
      }
      const result = await store.addDomain(seller.id, body.domain);
      if (!result.ok) {
        if (result.reason === "limit") fail(409, 1005, domainMessages.limit);
        await log(seller, req, "domain_add_failed", `${body.domain}: already in use`, "warning");
        fail(409, 1406, "This domain is already in use. Please choose a different domain.");
        throw new Error("unreachable");
      }
      await log(seller, req, "domain_added", `Added ${body.domain}, waiting for its CNAME record`, "info");
      deps.domains.checkSoon(result.domain.id);
      return { success: true, errors: [], message: "Domain added", domain: domainJson(result.domain) };
    },

    async deleteDomain({ seller, params, req }) {
      if (isMissingId(params.id)) throw new HttpError(400, domainMessages.invalidId);
      const removed = await store.deleteDomain(seller.id, params.id);
      if (!removed) throw new HttpError(404, "Domain not found");
      deps.domains.forget(removed.domain);
      await log(seller, req, "domain_removed", `Removed ${removed.domain}`, "info");
      return { message: "Domain removed successfully!" };
    },

    async domainTarget() {
      return { target: config.publicHost };
    },

    async checkDomain({ seller, params }) {
      if (isMissingId(params.id)) throw new HttpError(400, domainMessages.invalidId);
      const mine = (await store.listDomains(seller.id)).find((d) => d.id === params.id);
      if (!mine) throw new HttpError(404, "Domain not found");
      return domainJson(await deps.domains.checkNow(mine));
    },

    async domainAsk({ query }) {
      const host = query.domain.trim().toLowerCase().replace(/\.$/, "");
      const seller = await deps.domains.sellerForHost(host);
      if (!seller) throw new HttpError(404, "Not an active custom domain");
      return { domain: host, status: "active" as const };
    },

    // ---- suggestions ----
    async listSuggestions({ seller }) {
      const suggestions = await store.listSuggestions(ANSWER_LIMITS.suggestions);
      return { suggestions: suggestions.map((s) => suggestionJson(s, seller.id)) };
    },

    async voteSuggestion({ seller, params, body }) {
      if (isMissingId(params.id)) throw new HttpError(400, suggestionMessages.invalidId);
      const r = await store.vote(params.id, seller.id, body.voteType);
      if (!r) throw new HttpError(404, "Suggestion not found");
      return r;
    },

    async createSuggestion({ seller, body, req }) {
      await store.createSuggestion(seller, body);
      await log(seller, req, "suggestion_created", `Suggested "${body.title}"`, "info");
      return { message: "Suggestion created successfully!" };
    },

    async deleteSuggestion({ seller, params, req }) {
      if (isMissingId(params.id)) throw new HttpError(400, suggestionMessages.invalidId);
      const title = await store.getSuggestionTitle(params.id);
      if (title === undefined || !(await store.deleteSuggestion(params.id))) {
        throw new HttpError(404, "Suggestion not found");
      }
      await log(seller, req, "suggestion_deleted", `Deleted suggestion "${title}"`, "warning");
      return { message: "Suggestion deleted successfully!" };
    },

    async implementSuggestion({ seller, params, req }) {
      if (isMissingId(params.id)) throw new HttpError(400, suggestionMessages.invalidId);
      const title = await store.getSuggestionTitle(params.id);
      if (title === undefined || !(await store.setSuggestionStatus(params.id, "implemented"))) {
        throw new HttpError(404, "Suggestion not found");
      }
      await log(seller, req, "suggestion_implemented", `Marked "${title}" as implemented`, "success");
      return { message: "Suggestion marked as implemented!" };
    },

    // ---- orders ----
    async listOrders({ seller }) {
      const folders = await store.listOrderFolders(seller.id);
      return {
        folders: folders.map((f) => f.orderId),
        folderDates: Object.fromEntries(folders.map((f) => [f.orderId, iso(f.createdAt)])),
      };
    },

    async getOrder({ seller, params }) {
      const o = await store.getOrder(seller.id, params.folderId);
      if (!o) throw new HttpError(404, "Order not found");
      return orderJson(o, seller);
    },

    async getOrdersBatch({ seller, body }) {
      const found = await store.getOrders(seller.id, body.folders);
      return { orders: Object.fromEntries(found.map((o) => [o.orderId, orderJson(o, seller)])) };
    },

    // ---- admin ----
    async adminLogs() {
      // The newest entries and how many there are in all (the page says "Showing the newest N of M").
      const [logs, total] = await Promise.all([store.listLogs(ANSWER_LIMITS.adminLogs), store.countLogs()]);
      return {
        total: Math.max(total, logs.length),
        logs: logs.map((l) => ({
          id: String(l.id),
          timestamp: iso(l.timestamp),
          username: l.username,
          userId: l.userId,
          action: l.action,
          details: l.details,
          severity: l.severity,
          ipAddress: opt(l.ipAddress),
          userAgent: opt(l.userAgent),
        })),
      };
    },

    // ---- settings ----
    async userSettings({ seller }) {
      return {
        access_code: seller.accessCode,
        lastAccessCodeReset: seller.accessCodeResetAt === null ? null : iso(seller.accessCodeResetAt),
        botKey: botKeyInfo(seller),
        store: storeSettingsJson(seller),
      };
    },

    async rotateBotKey({ seller, req, reply }) {
      const key = await store.resetBotKey(seller.id);
      const updated = key ? await store.findSellerById(seller.id) : undefined;
      if (!key || !updated) throw new HttpError(404, "Failed to rotate the bot key");
      await log(
        seller,
        req,
        "bot_key_rotated",
        "Rotated the bot key; the old key stopped working until the bot gets the new one",
        "warning",
      );
      reply.header("Cache-Control", "no-store");
      return { botKey: key, info: botKeyInfo(updated), message: "Bot key rotated successfully!" };
    },

    async updateStoreSettings({ seller, body, req }) {
      const before = storeSettingsJson(seller);
      const changed = STORE_FIELDS.filter(
        ([field]) => body[field] !== undefined && body[field] !== before[field],
      );
      if (changed.length > 0) {
        await store.updateSeller(seller.id, body);
        await log(
          seller,
          req,
          "store_settings_updated",
          `Changed the ${joinWords(changed.map(([, words]) => words))}`,
          "info",
        );
      }
      const after = await store.findSellerById(seller.id);
      if (!after) throw new HttpError(404, "Failed to save store settings");
      return {
        store: storeSettingsJson(after),
        message: changed.length > 0 ? "Store settings saved successfully!" : "No changes to save",
      };
    },

    async resetAccessCode({ seller, req }) {
      // Every session, the caller's included, is revoked with the old code; the caller gets a fresh one so the
      // page that shows the new code (once) keeps working. Only a reset of the code this session still knows
      // applies: of two at once, one wins and the other is told (docs/decisions.md, "Hardening").
      const r = await store.resetAccessCode(seller.id, {
        expectedCode: seller.accessCode,
        session: { ttlMs: config.sessionTtlMs, meta: clientMeta(req) },
      });
      if (!r.ok && r.reason === "conflict") {
        throw new HttpError(
          409,
          "The access code was just reset by another request, so this reset was not applied. Sign in with the new code.",
        );
      }
      if (!r.ok) throw new HttpError(404, "Failed to reset access code");
      const { code, token } = r;
      await log(
        seller,
        req,
        "access_code_reset",
        "Reset the access code; every other session was signed out",
        "warning",
      );
      return { newAccessCode: code, token, message: "Access code reset successfully!" };
    },

    // ---- bugs ----
    async listBugs() {
      return { bugs: (await store.listBugs(ANSWER_LIMITS.bugs)).map(bugJson) };
    },

    async createBug({ seller, body, req }) {
      await store.createBug(seller, {
        title: body.title,
        description: body.description,
        steps: body.steps ?? "",
        expectedBehavior: body.expectedBehavior ?? "",
        actualBehavior: body.actualBehavior ?? "",
        severity: body.severity,
      });
      await log(
        seller,
        req,
        "bug_reported",
        `Reported "${body.title}" (${body.severity})`,
        body.severity === "critical" ? "error" : "info",
      );
      return { message: "Bug report created successfully!" };
    },

    async deleteBug({ seller, params, req }) {
      const title = await store.getBugTitle(params.id);
      if (title === undefined || !(await store.deleteBug(params.id)))
        throw new HttpError(404, "Bug report not found");
      await log(seller, req, "bug_deleted", `Deleted bug report "${title}"`, "warning");
      return { message: "Bug report deleted successfully!" };
    },

    async fixBug({ seller, params, req }) {
      const title = await store.getBugTitle(params.id);
      if (title === undefined || !(await store.setBugStatus(params.id, "fixed"))) {
        throw new HttpError(404, "Bug report not found");
      }
      await log(seller, req, "bug_fixed", `Marked "${title}" as fixed`, "success");
      return { message: "Bug marked as fixed!" };
    },

    // ---- bot ----
    async botPushStock({ seller, body }) {
      await store.updateSeller(seller.id, body);
      return { message: "Stock updated" };
    },

    async botStoreSettings({ seller, body, req }) {
      // Not in the contract's schema: the bot may also tell its guild id (the first seller gets a random one).
      const raw = (req.body ?? {}) as { guildId?: unknown };
      const patch: Parameters<Store["updateSeller"]>[1] = { ...body };
      if (raw.guildId !== undefined) {
        if (typeof raw.guildId !== "string" || !/^\d{5,25}$/.test(raw.guildId)) {
          throw new HttpError(400, "guildId: must be the guild's numeric id");
        }
        const other = await store.findSellerByGuildId(raw.guildId);
        if (other && other.id !== seller.id)
          throw new HttpError(409, "guildId: another seller already has this guild");
        patch.guildId = raw.guildId;
      }
      await store.updateSeller(seller.id, patch);
      return { message: "Store settings updated" };
    },

    async botUpsertOrder({ seller, params, body }) {
      if (body.orderId !== params.folderId) {
        throw new HttpError(
          400,
          `orderId (${body.orderId}) must equal the folder id in the path (${params.folderId})`,
        );
      }
      await store.upsertOrder(seller.id, {
        orderId: body.orderId,
        guildId: body.guildId,
        invite: body.invite,
        stock: body.stock,
        amount: body.amount,
        successTokens: body["tokens-used"].success,
        failedTokens: body["tokens-used"].failed,
        storeLink: body.storeLink ?? "",
        discordLink: body.discordLink ?? "",
        bbGuildId: body.BBGuildID ?? "",
      });
      return { message: "Order saved" };
    },

    async botAddRedeemKeys({ seller, body }) {
      const { added } = await store.addRedeemKeys(seller.id, body.keys);
      const skipped = body.keys.length - added;
      return {
        message: `Added ${added} key${added === 1 ? "" : "s"}${skipped ? `, skipped ${skipped} that already existed` : ""}`,
        added,
      };
    },

    async botClaimRedeems({ seller, body }) {
      const orders = await store.claimPendingRedeems(seller.id, body.limit);
      return {
        redeems: orders.map((o) => ({
          key: o.orderId,
          amount: Math.max(1, o.amount),
          stock: o.stock || "unknown.txt",
          discordInvite: o.invite,
          email: o.redeem?.email ?? "",
          displayname: opt(o.redeem?.displayName),
          bio: opt(o.redeem?.bio),
          avatar: opt(o.redeem?.avatar),
          banner: opt(o.redeem?.banner),
          redeemedAt: iso(o.createdAt),
        })),
      };
    },

    async botRedeemResult({ seller, params, body, req }) {
      const o = await store.completeRedeem(seller.id, params.redeemKey, {
        successTokens: body["tokens-used"].success,
        failedTokens: body["tokens-used"].failed,
        bbGuildId: body.BBGuildID,
      });
      if (!o) throw new HttpError(404, "No order for this redeem key");
      await log(
        seller,
        req,
        "redeem_delivered",
        `Order #${o.orderId}: ${o.successTokens.length * 2} of ${o.amount} boosts delivered`,
        o.successTokens.length * 2 >= o.amount ? "success" : "warning",
      );
      return { message: "Result recorded" };
    },
  };
}
