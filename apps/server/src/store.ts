// The one storage interface every route, the CLI and the bot API use. Same Kysely queries on SQLite and
// PostgreSQL; anything that must not race (votes, redeems, one domain per seller, claims) is a single atomic
// statement or runs in a write transaction.
import { formatStockName } from "@boostdash/api-client";
import { type Kysely, type Selectable, sql, type Transaction, type Updateable } from "kysely";
import type { Db } from "./db/connect.ts";
import type { Database, LogsTable, OrdersTable, SellersTable } from "./db/schema.ts";
import { newAccessCode, newBotKey, newGuildId, newId, newSessionToken, sha256 } from "./ids.ts";

export interface StockCounts {
  oneMonthNitroTokens: number;
  oneMonthServerBoosts: number;
  threeMonthNitroTokens: number;
  threeMonthServerBoosts: number;
}

export interface StoreSettings {
  storeLink: string;
  discordLink: string;
  embedColor: string;
  embedFooter: string;
}

export interface Seller extends StoreSettings {
  id: string;
  name: string;
  discordId: string;
  guildId: string;
  isAdmin: boolean;
  accessCode: string;
  accessCodeResetAt: number | null;
  /** The bot key's last four characters (null for a key made before hints were kept). */
  botKeyHint: string | null;
  botKeyRotatedAt: number | null;
  /** The bot's last call with the current key; null: none since the key was made. */
  botLastSeenAt: number | null;
  stock: StockCounts;
  customCode: string;
  createdAt: number;
}

export interface OrderInput {
  orderId: string;
  guildId: string;
  invite: string;
  stock: string;
  amount: number;
  successTokens: string[];
  failedTokens: string[];
  storeLink: string;
  discordLink: string;
  bbGuildId: string;
  createdAt?: number | undefined;
}

export type OrderState = "pending" | "claimed" | "done";

export interface RedeemDetails {
  email: string;
  displayName: string;
  bio: string;
  avatar: string;
  banner: string;
}

export interface Order extends Omit<OrderInput, "createdAt"> {
  state: OrderState;
  redeem: RedeemDetails | null;
  createdAt: number;
  updatedAt: number;
}

export interface RedeemKeyInput {
  key: string;
  amount: number;
  stock: string;
}

export type SuggestionStatus = "pending" | "approved" | "implemented";
export type VoteType = "up" | "down";

export interface Suggestion {
  id: string;
  authorId: string;
  author: string;
  title: string;
  description: string;
  status: SuggestionStatus;
  createdAt: number;
  upvotes: number;
  downvotes: number;
  votes: Record<string, VoteType>;
}

export interface VoteResult {
  upvotes: number;
  downvotes: number;
  votes: Record<string, VoteType>;
  /** Null when this vote withdrew the user's earlier vote of the same kind. */
  userVote: VoteType | null;
}

export type BugSeverity = "low" | "medium" | "high" | "critical";
export type BugStatus = "open" | "investigating" | "fixed" | "closed";

export interface Bug {
  id: string;
  authorId: string;
  author: string;
  title: string;
  description: string;
  steps: string;
  expectedBehavior: string;
  actualBehavior: string;
  severity: BugSeverity;
  status: BugStatus;
  createdAt: number;
}

export type Severity = "info" | "success" | "warning" | "error";

export interface LogInput {
  sellerId: string | null;
  username: string;
  userId: string;
  action: string;
  details: string;
  severity: Severity;
  ipAddress?: string | null | undefined;
  userAgent?: string | null | undefined;
  timestamp?: number | undefined;
}

export interface LogEntry extends Required<Omit<LogInput, "ipAddress" | "userAgent">> {
  id: number;
  ipAddress: string | null;
  userAgent: string | null;
}

export type DomainStatus = "pending" | "active" | "failed";

export interface Domain {
  id: string;
  sellerId: string;
  domain: string;
  status: DomainStatus;
  createdAt: number;
  checkedAt: number | null;
  lastError: string | null;
}

export interface DashboardStats {
  totalOrders: number;
  newOrders: number;
  boostsL24: number;
}

export interface ActivityItem {
  action: string;
  details: string;
  time: number;
}

const HOUR = 3600_000;
/** How stale the recorded last bot contact may get before a bot call writes it again. */
export const BOT_SEEN_EVERY_MS = 60_000;

/** The last four characters of a bot key: enough to tell keys apart, far too few to guess one. */
export function botKeyHint(key: string): string {
  return key.slice(-4);
}

/**
 * The most each text field of a log entry keeps (docs/decisions.md, "Hardening: log flooding"). Every writer goes
 * through `addLog`, so a 15 KB User-Agent or a long title in a detail line is cut here once for all.
 */
export const LOG_FIELD_LIMITS = {
  username: 100,
  userId: 128,
  action: 64,
  details: 512,
  ipAddress: 64,
  userAgent: 256,
} as const;

/** `text` cut to at most `max` characters, ending in '…' when cut, never splitting a surrogate pair. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
const FIRST_SELLER_LOCK = 7_262_033_302;

function parseList(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

function toSeller(r: Selectable<SellersTable>): Seller {
  return {
    id: r.id,
    name: r.name,
    discordId: r.discord_id,
    guildId: r.guild_id,
    isAdmin: r.is_admin === 1,
    accessCode: r.access_code,
    accessCodeResetAt: r.access_code_reset_at,
    botKeyHint: r.bot_key_hint,
    botKeyRotatedAt: r.bot_key_rotated_at,
    botLastSeenAt: r.bot_last_seen_at,
    storeLink: r.store_link,
    discordLink: r.discord_link,
    embedColor: r.embed_color,
    embedFooter: r.embed_footer,
    stock: {
      oneMonthNitroTokens: r.one_month_nitro,
      oneMonthServerBoosts: r.one_month_boosts,
      threeMonthNitroTokens: r.three_month_nitro,
      threeMonthServerBoosts: r.three_month_boosts,
    },
    customCode: r.custom_code,
    createdAt: r.created_at,
  };
}

function toOrder(r: Selectable<OrdersTable>): Order {
  return {
    orderId: r.order_id,
    guildId: r.guild_id,
    invite: r.invite,
    stock: r.stock,
    amount: r.amount,
    successTokens: parseList(r.success_tokens),
    failedTokens: parseList(r.failed_tokens),
    storeLink: r.store_link,
    discordLink: r.discord_link,
    bbGuildId: r.bb_guild_id,
    state: (["pending", "claimed", "done"].includes(r.state) ? r.state : "done") as OrderState,
    redeem:
      r.email === null
        ? null
        : {
            email: r.email,
            displayName: r.display_name ?? "",
            bio: r.bio ?? "",
            avatar: r.avatar ?? "",
            banner: r.banner ?? "",
          },
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function toLog(r: Selectable<LogsTable>): LogEntry {
  return {
    id: r.id,
    timestamp: r.timestamp,
    sellerId: r.seller_id,
    username: r.username,
    userId: r.user_id,
    action: r.action,
    details: r.details,
    severity: r.severity as Severity,
    ipAddress: r.ip_address,
    userAgent: r.user_agent,
  };
}

/** A unique/primary-key violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

export class Store {
  readonly k: Kysely<Database>;
  constructor(readonly db: Db) {
    this.k = db.kysely;
  }

  tx<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.k.transaction().execute(fn);
  }

  /** Runs `fn` with a Store whose every query is inside one write transaction. */
  inTx<T>(fn: (store: Store) => Promise<T>): Promise<T> {
    return this.tx((trx) => fn(new Store({ ...this.db, kysely: trx })));
  }

  // ---- meta ----

  /** Returns the stored value, creating it once (the first writer wins when two processes race). */
  async getOrCreateMeta(key: string, create: () => string): Promise<string> {
    const found = await this.k.selectFrom("meta").select("value").where("key", "=", key).executeTakeFirst();
    if (found) return found.value;
    await this.k
      .insertInto("meta")
      .values({ key, value: create() })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    const row = await this.k
      .selectFrom("meta")
      .select("value")
      .where("key", "=", key)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  // ---- sellers ----

  async countSellers(): Promise<number> {
    const r = await this.k
      .selectFrom("sellers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async createSeller(input: {
    name: string;
    guildId?: string | undefined;
    discordId?: string | undefined;
    isAdmin: boolean;
    now?: number;
  }): Promise<{ seller: Seller; accessCode: string; botKey: string }> {
    const now = input.now ?? Date.now();
    const accessCode = newAccessCode();
    const botKey = newBotKey();
    const id = newId(now);
    await this.k
      .insertInto("sellers")
      .values({
        id,
        name: input.name,
        discord_id: input.discordId ?? "",
        guild_id: input.guildId ?? newGuildId(),
        is_admin: input.isAdmin ? 1 : 0,
        access_code: accessCode,
        access_code_reset_at: null,
        bot_key_hash: sha256(botKey),
        bot_key_hint: botKeyHint(botKey),
        created_at: now,
      })
      .execute();
    const seller = await this.findSellerById(id);
    if (!seller) throw new Error("seller vanished after insert");
    return { seller, accessCode, botKey };
  }

  /**
   * Creates the first seller (an admin) when there is none. Runs in a write transaction so two servers
   * starting on an empty database create one seller, not two.
   */
  async ensureFirstSeller(): Promise<{ seller: Seller; accessCode: string; botKey: string } | null> {
    return this.tx(async (trx) => {
      if (this.db.dialect === "postgres")
        await sql`SELECT pg_advisory_xact_lock(${FIRST_SELLER_LOCK})`.execute(trx);
      const n = await trx
        .selectFrom("sellers")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      if (Number(n.n) > 0) return null;
      return new Store({ ...this.db, kysely: trx }).createSeller({ name: "Owner", isAdmin: true });
    });
  }

  /** The one seller whose unique column holds the value. */
  private async findSellerWhere(
    column: "id" | "guild_id" | "access_code" | "bot_key_hash",
    value: string,
  ): Promise<Seller | undefined> {
    const r = await this.k.selectFrom("sellers").selectAll().where(column, "=", value).executeTakeFirst();
    return r ? toSeller(r) : undefined;
  }

  findSellerById(id: string): Promise<Seller | undefined> {
    return this.findSellerWhere("id", id);
  }

  findSellerByGuildId(guildId: string): Promise<Seller | undefined> {
    return this.findSellerWhere("guild_id", guildId);
  }

  findSellerByAccessCode(code: string): Promise<Seller | undefined> {
    return this.findSellerWhere("access_code", code);
  }

  findSellerByBotKey(key: string): Promise<Seller | undefined> {
    return this.findSellerWhere("bot_key_hash", sha256(key));
  }

  /** Finds a seller by id, guild id or name (for the CLI). */
  async findSeller(ref: string): Promise<Seller | undefined> {
    const r = await this.k
      .selectFrom("sellers")
      .selectAll()
      .where((eb) => eb.or([eb("id", "=", ref), eb("guild_id", "=", ref), eb("name", "=", ref)]))
      .orderBy("created_at")
      .executeTakeFirst();
    return r ? toSeller(r) : undefined;
  }

  async listSellers(): Promise<Seller[]> {
    const rows = await this.k.selectFrom("sellers").selectAll().orderBy("created_at").execute();
    return rows.map(toSeller);
  }

  /**
   * New access code; the old one and every session of the seller stop working in the same transaction.
   * `expectedCode`: the code the caller's session was made with. The update only applies while it is still the
   * current one, so of two resets at once exactly one wins: on PostgreSQL the second waits on the row lock and then
   * finds the code changed; SQLite's write transactions are serial. `session`: a fresh session for the caller,
   * created in the same transaction so it belongs to the winning reset and nothing else survives it.
   */
  async resetAccessCode(
    sellerId: string,
    opts: {
      expectedCode?: string;
      session?: { ttlMs: number; meta?: { ip?: string | undefined; userAgent?: string | undefined } };
    } = {},
    now = Date.now(),
  ): Promise<
    { ok: true; code: string; token: string | undefined } | { ok: false; reason: "missing" | "conflict" }
  > {
    return this.tx(async (trx) => {
      const code = newAccessCode();
      let update = trx
        .updateTable("sellers")
        .set({ access_code: code, access_code_reset_at: now })
        .where("id", "=", sellerId);
      if (opts.expectedCode !== undefined) update = update.where("access_code", "=", opts.expectedCode);
      const r = await update.executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) {
        if (opts.expectedCode === undefined) return { ok: false, reason: "missing" } as const;
        const exists = await trx
          .selectFrom("sellers")
          .select("id")
          .where("id", "=", sellerId)
          .executeTakeFirst();
        return { ok: false, reason: exists ? "conflict" : "missing" } as const;
      }
      await trx.deleteFrom("sessions").where("seller_id", "=", sellerId).execute();
      const token = opts.session
        ? await new Store({ ...this.db, kysely: trx }).createSession(
            sellerId,
            opts.session.ttlMs,
            opts.session.meta,
            now,
          )
        : undefined;
      return { ok: true, code, token } as const;
    });
  }

  /**
   * A new bot key; the old one stops working at once. Only its hash and last four characters are kept, and
   * the last bot contact is cleared: the bot is not connected until it calls with the new key.
   */
  async resetBotKey(sellerId: string, now = Date.now()): Promise<string | undefined> {
    const key = newBotKey();
    const r = await this.k
      .updateTable("sellers")
      .set({
        bot_key_hash: sha256(key),
        bot_key_hint: botKeyHint(key),
        bot_key_rotated_at: now,
        bot_last_seen_at: null,
      })
      .where("id", "=", sellerId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 0 ? undefined : key;
  }

  /**
   * Records a call of the bot API. One write a minute at most per seller (the bot may call often), in one
   * statement, so concurrent calls never race.
   */
  async markBotSeen(sellerId: string, now = Date.now()): Promise<void> {
    await this.k
      .updateTable("sellers")
      .set({ bot_last_seen_at: now })
      .where("id", "=", sellerId)
      .where((eb) =>
        eb.or([eb("bot_last_seen_at", "is", null), eb("bot_last_seen_at", "<", now - BOT_SEEN_EVERY_MS)]),
      )
      .execute();
  }

  async updateSeller(
    sellerId: string,
    patch: Partial<StoreSettings> &
      Partial<StockCounts> & { guildId?: string; name?: string; discordId?: string },
  ): Promise<void> {
    const set: Updateable<SellersTable> = {};
    if (patch.storeLink !== undefined) set.store_link = patch.storeLink;
    if (patch.discordLink !== undefined) set.discord_link = patch.discordLink;
    if (patch.embedColor !== undefined) set.embed_color = patch.embedColor;
    if (patch.embedFooter !== undefined) set.embed_footer = patch.embedFooter;
    if (patch.oneMonthNitroTokens !== undefined) set.one_month_nitro = patch.oneMonthNitroTokens;
    if (patch.oneMonthServerBoosts !== undefined) set.one_month_boosts = patch.oneMonthServerBoosts;
    if (patch.threeMonthNitroTokens !== undefined) set.three_month_nitro = patch.threeMonthNitroTokens;
    if (patch.threeMonthServerBoosts !== undefined) set.three_month_boosts = patch.threeMonthServerBoosts;
    if (patch.guildId !== undefined) set.guild_id = patch.guildId;
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.discordId !== undefined) set.discord_id = patch.discordId;
    if (Object.keys(set).length === 0) return;
    await this.k.updateTable("sellers").set(set).where("id", "=", sellerId).execute();
  }

  async setCustomCode(sellerId: string, code: string): Promise<void> {
    await this.k.updateTable("sellers").set({ custom_code: code }).where("id", "=", sellerId).execute();
  }

  // ---- sessions ----

  async createSession(
    sellerId: string,
    ttlMs: number,
    meta: { ip?: string | undefined; userAgent?: string | undefined } = {},
    now = Date.now(),
  ): Promise<string> {
    const token = newSessionToken();
    await this.k
      .insertInto("sessions")
      .values({
        token_hash: sha256(token),
        seller_id: sellerId,
        created_at: now,
        expires_at: now + ttlMs,
        ip: meta.ip ?? null,
        user_agent: meta.userAgent ?? null,
      })
      .execute();
    return token;
  }

  async sellerForToken(token: string, now = Date.now()): Promise<Seller | undefined> {
    if (!token) return undefined;
    const r = await this.k
      .selectFrom("sessions")
      .innerJoin("sellers", "sellers.id", "sessions.seller_id")
      .selectAll("sellers")
      .where("sessions.token_hash", "=", sha256(token))
      .where("sessions.expires_at", ">", now)
      .executeTakeFirst();
    return r ? toSeller(r) : undefined;
  }

  async deleteExpiredSessions(now = Date.now()): Promise<void> {
    await this.k.deleteFrom("sessions").where("expires_at", "<=", now).execute();
    await this.k.deleteFrom("captcha_used").where("expires_at", "<=", now).execute();
  }

  // ---- captcha replay guard ----

  /** Records a solved captcha; false when it was already used (a replay). */
  async markCaptchaUsed(id: string, expiresAt: number): Promise<boolean> {
    const r = await this.k
      .insertInto("captcha_used")
      .values({ id, expires_at: expiresAt })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  // ---- orders ----

  async upsertOrder(sellerId: string, o: OrderInput, now = Date.now()): Promise<void> {
    const values = {
      guild_id: o.guildId,
      invite: o.invite,
      stock: o.stock,
      amount: o.amount,
      success_tokens: JSON.stringify(o.successTokens),
      failed_tokens: JSON.stringify(o.failedTokens),
      store_link: o.storeLink,
      discord_link: o.discordLink,
      bb_guild_id: o.bbGuildId,
      updated_at: now,
    };
    await this.k
      .insertInto("orders")
      .values({
        ...values,
        seller_id: sellerId,
        order_id: o.orderId,
        state: "done",
        created_at: o.createdAt ?? now,
      })
      .onConflict((oc) =>
        oc
          .columns(["seller_id", "order_id"])
          .doUpdateSet(o.createdAt === undefined ? values : { ...values, created_at: o.createdAt }),
      )
      .execute();
  }

  async getOrder(sellerId: string, orderId: string): Promise<Order | undefined> {
    const r = await this.k
      .selectFrom("orders")
      .selectAll()
      .where("seller_id", "=", sellerId)
      .where("order_id", "=", orderId)
      .executeTakeFirst();
    return r ? toOrder(r) : undefined;
  }

  /** The seller's orders among `orderIds` (at most a batch), in one query; ids it does not have are left out. */
  async getOrders(sellerId: string, orderIds: readonly string[]): Promise<Order[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.k
      .selectFrom("orders")
      .selectAll()
      .where("seller_id", "=", sellerId)
      .where("order_id", "in", [...orderIds])
      .execute();
    return rows.map(toOrder);
  }

  /** Order ids with their creation time, newest first. */
  async listOrderFolders(sellerId: string): Promise<{ orderId: string; createdAt: number }[]> {
    const rows = await this.k
      .selectFrom("orders")
      .select(["order_id", "created_at"])
      .where("seller_id", "=", sellerId)
      .orderBy("created_at", "desc")
      .orderBy("order_id")
      .execute();
    return rows.map((r) => ({ orderId: r.order_id, createdAt: r.created_at }));
  }

  async dashboardStats(sellerId: string, now = Date.now()): Promise<DashboardStats> {
    const counts = await this.k
      .selectFrom("orders")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when("created_at", ">=", now - HOUR)
              .then(1)
              .else(0)
              .end(),
          )
          .as("lastHour"),
      ])
      .where("seller_id", "=", sellerId)
      .executeTakeFirstOrThrow();
    const recent = await this.k
      .selectFrom("orders")
      .select("success_tokens")
      .where("seller_id", "=", sellerId)
      .where("created_at", ">=", now - 24 * HOUR)
      .execute();
    const tokens = recent.reduce((n, r) => n + parseList(r.success_tokens).length, 0);
    return {
      totalOrders: Number(counts.total),
      newOrders: Number(counts.lastHour ?? 0),
      boostsL24: tokens * 2,
    };
  }

  /** The seller's latest orders and log events, merged, newest first. */
  async recentActivity(sellerId: string, limit = 10): Promise<ActivityItem[]> {
    const orders = await this.k
      .selectFrom("orders")
      .select(["order_id", "amount", "stock", "state", "success_tokens", "created_at"])
      .where("seller_id", "=", sellerId)
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute();
    const logs = await this.k
      .selectFrom("logs")
      .select(["action", "details", "timestamp"])
      .where("seller_id", "=", sellerId)
      // A redemption is already in the list as its order ('Order redeemed'): its log entry would say it twice.
      .where("action", "!=", "redeem")
      .orderBy("timestamp", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    const items: ActivityItem[] = [
      ...orders.map((o) => ({
        action: o.state === "done" ? "New order" : "Order redeemed",
        details: `#${o.order_id}: ${o.amount.toLocaleString("en-US")} boosts, ${formatStockName(o.stock)}${
          o.state === "done"
            ? `, ${(parseList(o.success_tokens).length * 2).toLocaleString("en-US")} delivered`
            : ""
        }`,
        time: o.created_at,
      })),
      ...logs.map((l) => ({ action: humanAction(l.action), details: l.details, time: l.timestamp })),
    ];
    return items.sort((a, b) => b.time - a.time).slice(0, limit);
  }

  // ---- redeem keys and redeems ----

  async addRedeemKeys(
    sellerId: string,
    keys: RedeemKeyInput[],
    now = Date.now(),
  ): Promise<{ added: number }> {
    if (keys.length === 0) return { added: 0 };
    let added = 0;
    await this.tx(async (trx) => {
      for (const k of keys) {
        const r = await trx
          .insertInto("redeem_keys")
          .values({ seller_id: sellerId, key: k.key, amount: k.amount, stock: k.stock, created_at: now })
          .onConflict((oc) => oc.columns(["seller_id", "key"]).doNothing())
          .executeTakeFirst();
        added += Number(r.numInsertedOrUpdatedRows ?? 0);
      }
    });
    return { added };
  }

  /** The seller's redeem keys not used yet, oldest first. */
  async listUnusedRedeemKeys(sellerId: string): Promise<RedeemKeyInput[]> {
    const rows = await this.k
      .selectFrom("redeem_keys")
      .select(["key", "amount", "stock"])
      .where("seller_id", "=", sellerId)
      .where("used_at", "is", null)
      .orderBy("created_at")
      .orderBy("key")
      .execute();
    return rows.map((r) => ({ key: r.key, amount: r.amount, stock: r.stock }));
  }

  async countRedeemKeys(sellerId: string): Promise<{ total: number; unused: number }> {
    const r = await this.k
      .selectFrom("redeem_keys")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.sum<number>(eb.case().when("used_at", "is", null).then(1).else(0).end()).as("unused"),
      ])
      .where("seller_id", "=", sellerId)
      .executeTakeFirstOrThrow();
    return { total: Number(r.total), unused: Number(r.unused ?? 0) };
  }

  /**
   * Uses a redeem key: marks it used and creates a pending order whose id is the key, atomically, so a key
   * redeemed twice at once gives one order.
   */
  async redeem(
    seller: Seller,
    key: string,
    input: { invite: string } & RedeemDetails,
    now = Date.now(),
  ): Promise<{ ok: true; order: Order } | { ok: false; reason: "unknown" | "used" }> {
    return this.tx(async (trx) => {
      const row = await trx
        .selectFrom("redeem_keys")
        .selectAll()
        .where("seller_id", "=", seller.id)
        .where("key", "=", key)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "unknown" } as const;
      const upd = await trx
        .updateTable("redeem_keys")
        .set({ used_at: now })
        .where("seller_id", "=", seller.id)
        .where("key", "=", key)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(upd.numUpdatedRows) === 0) return { ok: false, reason: "used" } as const;
      const existing = await trx
        .selectFrom("orders")
        .select("order_id")
        .where("seller_id", "=", seller.id)
        .where("order_id", "=", key)
        .executeTakeFirst();
      if (existing) return { ok: false, reason: "used" } as const;
      await trx
        .insertInto("orders")
        .values({
          seller_id: seller.id,
          order_id: key,
          guild_id: seller.guildId,
          invite: input.invite,
          stock: row.stock,
          amount: row.amount,
          store_link: seller.storeLink,
          discord_link: seller.discordLink,
          bb_guild_id: "",
          state: "pending",
          email: input.email,
          display_name: input.displayName,
          bio: input.bio,
          avatar: input.avatar,
          banner: input.banner,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const order = await trx
        .selectFrom("orders")
        .selectAll()
        .where("seller_id", "=", seller.id)
        .where("order_id", "=", key)
        .executeTakeFirstOrThrow();
      return { ok: true, order: toOrder(order) } as const;
    });
  }

  /** Hands up to `limit` pending redeems to the bot; each one goes to exactly one caller. */
  async claimPendingRedeems(sellerId: string, limit: number, now = Date.now()): Promise<Order[]> {
    const candidates = await this.k
      .selectFrom("orders")
      .select("order_id")
      .where("seller_id", "=", sellerId)
      .where("state", "=", "pending")
      .orderBy("created_at")
      .limit(limit)
      .execute();
    const claimed: Order[] = [];
    for (const c of candidates) {
      const r = await this.k
        .updateTable("orders")
        .set({ state: "claimed", updated_at: now })
        .where("seller_id", "=", sellerId)
        .where("order_id", "=", c.order_id)
        .where("state", "=", "pending")
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) {
        const o = await this.getOrder(sellerId, c.order_id);
        if (o) claimed.push(o);
      }
    }
    return claimed;
  }

  async completeRedeem(
    sellerId: string,
    orderId: string,
    result: { successTokens: string[]; failedTokens: string[]; bbGuildId?: string | undefined },
    now = Date.now(),
  ): Promise<Order | undefined> {
    const set: Updateable<OrdersTable> = {
      success_tokens: JSON.stringify(result.successTokens),
      failed_tokens: JSON.stringify(result.failedTokens),
      state: "done",
      updated_at: now,
    };
    if (result.bbGuildId !== undefined) set.bb_guild_id = result.bbGuildId;
    const r = await this.k
      .updateTable("orders")
      .set(set)
      .where("seller_id", "=", sellerId)
      .where("order_id", "=", orderId)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return undefined;
    return this.getOrder(sellerId, orderId);
  }

  // ---- suggestions ----

  /** The newest `limit` suggestions with their votes (ANSWER_LIMITS.suggestions for the API). */
  async listSuggestions(limit: number): Promise<Suggestion[]> {
    const rows = await this.k
      .selectFrom("suggestions")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    const votes =
      rows.length === 0
        ? []
        : await this.k
            .selectFrom("suggestion_votes")
            .select(["suggestion_id", "user_id", "vote"])
            .where(
              "suggestion_id",
              "in",
              rows.map((r) => r.id),
            )
            .execute();
    const bySuggestion = new Map<string, Record<string, VoteType>>();
    for (const v of votes) {
      const m = bySuggestion.get(v.suggestion_id) ?? {};
      m[v.user_id] = v.vote === "down" ? "down" : "up";
      bySuggestion.set(v.suggestion_id, m);
    }
    return rows.map((r) => {
      const m = bySuggestion.get(r.id) ?? {};
      const values = Object.values(m);
      return {
        id: r.id,
        authorId: r.author_id,
        author: r.author,
        title: r.title,
        description: r.description,
        status: r.status as SuggestionStatus,
        createdAt: r.created_at,
        upvotes: values.filter((v) => v === "up").length,
        downvotes: values.filter((v) => v === "down").length,
        votes: m,
      };
    });
  }

  async createSuggestion(
    author: { id: string; name: string },
    input: { title: string; description: string },
    now = Date.now(),
  ): Promise<string> {
    const id = newId(now);
    await this.k
      .insertInto("suggestions")
      .values({
        id,
        author_id: author.id,
        author: author.name,
        title: input.title,
        description: input.description,
        status: "pending",
        created_at: now,
      })
      .execute();
    return id;
  }

  /**
   * One vote per user, a toggle (docs/decisions.md, "Repeated vote"): the other kind replaces the user's vote,
   * the same kind again withdraws it. The suggestion row is locked first on PostgreSQL (SQLite's write
   * transactions are already serial), so two clicks at once act one after the other.
   */
  async vote(
    suggestionId: string,
    userId: string,
    vote: VoteType,
    now = Date.now(),
  ): Promise<VoteResult | undefined> {
    return this.tx(async (trx) => {
      let find = trx.selectFrom("suggestions").select("id").where("id", "=", suggestionId);
      if (this.db.dialect === "postgres") find = find.forUpdate();
      const exists = await find.executeTakeFirst();
      if (!exists) return undefined;
      const previous = await trx
        .selectFrom("suggestion_votes")
        .select("vote")
        .where("suggestion_id", "=", suggestionId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      const withdraw = previous?.vote === vote;
      if (withdraw) {
        await trx
          .deleteFrom("suggestion_votes")
          .where("suggestion_id", "=", suggestionId)
          .where("user_id", "=", userId)
          .execute();
      } else {
        await trx
          .insertInto("suggestion_votes")
          .values({ suggestion_id: suggestionId, user_id: userId, vote, created_at: now })
          .onConflict((oc) => oc.columns(["suggestion_id", "user_id"]).doUpdateSet({ vote, created_at: now }))
          .execute();
      }
      const rows = await trx
        .selectFrom("suggestion_votes")
        .select(["user_id", "vote"])
        .where("suggestion_id", "=", suggestionId)
        .execute();
      const votes: Record<string, VoteType> = {};
      for (const r of rows) votes[r.user_id] = r.vote === "down" ? "down" : "up";
      const values = Object.values(votes);
      return {
        upvotes: values.filter((v) => v === "up").length,
        downvotes: values.filter((v) => v === "down").length,
        votes,
        userVote: withdraw ? null : vote,
      };
    });
  }

  async getSuggestionTitle(id: string): Promise<string | undefined> {
    const r = await this.k.selectFrom("suggestions").select("title").where("id", "=", id).executeTakeFirst();
    return r?.title;
  }

  async deleteSuggestion(id: string): Promise<boolean> {
    return this.tx(async (trx) => {
      await trx.deleteFrom("suggestion_votes").where("suggestion_id", "=", id).execute();
      const r = await trx.deleteFrom("suggestions").where("id", "=", id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    });
  }

  async setSuggestionStatus(id: string, status: SuggestionStatus): Promise<boolean> {
    const r = await this.k.updateTable("suggestions").set({ status }).where("id", "=", id).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  // ---- bugs ----

  /** The newest `limit` bug reports (ANSWER_LIMITS.bugs for the API). */
  async listBugs(limit: number): Promise<Bug[]> {
    const rows = await this.k
      .selectFrom("bugs")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      authorId: r.author_id,
      author: r.author,
      title: r.title,
      description: r.description,
      steps: r.steps,
      expectedBehavior: r.expected_behavior,
      actualBehavior: r.actual_behavior,
      severity: r.severity as BugSeverity,
      status: r.status as BugStatus,
      createdAt: r.created_at,
    }));
  }

  async createBug(
    author: { id: string; name: string },
    input: Pick<
      Bug,
      "title" | "description" | "steps" | "expectedBehavior" | "actualBehavior" | "severity"
    > & {
      status?: BugStatus;
    },
    now = Date.now(),
  ): Promise<string> {
    const id = newId(now);
    await this.k
      .insertInto("bugs")
      .values({
        id,
        author_id: author.id,
        author: author.name,
        title: input.title,
        description: input.description,
        steps: input.steps,
        expected_behavior: input.expectedBehavior,
        actual_behavior: input.actualBehavior,
        severity: input.severity,
        status: input.status ?? "open",
        created_at: now,
      })
      .execute();
    return id;
  }

  async getBugTitle(id: string): Promise<string | undefined> {
    const r = await this.k.selectFrom("bugs").select("title").where("id", "=", id).executeTakeFirst();
    return r?.title;
  }

  async deleteBug(id: string): Promise<boolean> {
    const r = await this.k.deleteFrom("bugs").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async setBugStatus(id: string, status: BugStatus): Promise<boolean> {
    const r = await this.k.updateTable("bugs").set({ status }).where("id", "=", id).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  // ---- activity log ----

  async addLog(e: LogInput): Promise<void> {
    const L = LOG_FIELD_LIMITS;
    const optional = (v: string | null | undefined, max: number) => (v == null ? null : clip(v, max));
    await this.k
      .insertInto("logs")
      .values({
        timestamp: e.timestamp ?? Date.now(),
        seller_id: e.sellerId,
        username: clip(e.username, L.username),
        user_id: clip(e.userId, L.userId),
        action: clip(e.action, L.action),
        details: clip(e.details, L.details),
        severity: e.severity,
        ip_address: optional(e.ipAddress, L.ipAddress),
        user_agent: optional(e.userAgent, L.userAgent),
      })
      .execute();
  }

  async countLogs(): Promise<number> {
    const r = await this.k
      .selectFrom("logs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * Keeps the log within its bounds: entries older than `maxAgeMs` go, then all but the newest `maxEntries`.
   * Returns how many were deleted. Safe to run from several instances at once (each delete is idempotent).
   */
  async pruneLogs(bounds: { maxAgeMs: number; maxEntries: number }, now = Date.now()): Promise<number> {
    const old = await this.k
      .deleteFrom("logs")
      .where("timestamp", "<", now - bounds.maxAgeMs)
      .executeTakeFirst();
    let deleted = Number(old.numDeletedRows);
    // The oldest entry still kept; everything older than it (in the list's own order) goes.
    const edge = await this.k
      .selectFrom("logs")
      .select(["timestamp", "id"])
      .orderBy("timestamp", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .offset(bounds.maxEntries - 1)
      .executeTakeFirst();
    if (edge) {
      const extra = await this.k
        .deleteFrom("logs")
        .where((eb) =>
          eb.or([
            eb("timestamp", "<", edge.timestamp),
            eb.and([eb("timestamp", "=", edge.timestamp), eb("id", "<", edge.id)]),
          ]),
        )
        .executeTakeFirst();
      deleted += Number(extra.numDeletedRows);
    }
    return deleted;
  }

  // ---- background jobs shared by every instance ----

  /**
   * Claims this run of a periodic job: true for exactly one caller once `intervalMs` has passed since the last
   * claimed run, false for everyone else (one atomic upsert, so two instances cannot both win). On PostgreSQL the
   * database's clock decides, so instances with skewed clocks still agree; SQLite has one machine's clock.
   */
  async claimJobRun(name: string, intervalMs: number, runBy: string): Promise<boolean> {
    const now =
      this.db.dialect === "postgres"
        ? sql<number>`(extract(epoch FROM now()) * 1000)::bigint`
        : sql<number>`${Date.now()}`;
    const r = await sql<{ runs: number }>`
      INSERT INTO job_runs AS j (name, last_run_at, runs, run_by) VALUES (${name}, ${now}, 1, ${runBy})
      ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at, runs = j.runs + 1, run_by = excluded.run_by
      WHERE j.last_run_at + ${intervalMs} <= excluded.last_run_at
      RETURNING runs`.execute(this.k);
    return r.rows.length > 0;
  }

  async listLogs(limit = 1000): Promise<LogEntry[]> {
    const rows = await this.k
      .selectFrom("logs")
      .selectAll()
      .orderBy("timestamp", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map(toLog);
  }

  // ---- domains ----

  async listDomains(sellerId: string): Promise<Domain[]> {
    const rows = await this.k
      .selectFrom("domains")
      .selectAll()
      .where("seller_id", "=", sellerId)
      .orderBy("created_at")
      .execute();
    return rows.map(toDomain);
  }

  async addDomain(
    sellerId: string,
    domain: string,
    now = Date.now(),
  ): Promise<{ ok: true; domain: Domain } | { ok: false; reason: "limit" | "in_use" }> {
    try {
      return await this.tx(async (trx) => {
        const mine = await trx
          .selectFrom("domains")
          .select("id")
          .where("seller_id", "=", sellerId)
          .executeTakeFirst();
        if (mine) return { ok: false, reason: "limit" } as const;
        const taken = await trx
          .selectFrom("domains")
          .select("id")
          .where("domain", "=", domain)
          .executeTakeFirst();
        if (taken) return { ok: false, reason: "in_use" } as const;
        const id = newId(now);
        await trx
          .insertInto("domains")
          .values({ id, seller_id: sellerId, domain, status: "pending", created_at: now })
          .execute();
        const row = await trx
          .selectFrom("domains")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        return { ok: true, domain: toDomain(row) } as const;
      });
    } catch (err) {
      // Two adds racing on PostgreSQL (read committed): the unique constraints decide.
      if (isUniqueViolation(err)) {
        const mine = await this.listDomains(sellerId);
        return { ok: false, reason: mine.length > 0 ? "limit" : "in_use" };
      }
      throw err;
    }
  }

  async deleteDomain(sellerId: string, id: string): Promise<Domain | undefined> {
    const row = await this.k
      .selectFrom("domains")
      .selectAll()
      .where("id", "=", id)
      .where("seller_id", "=", sellerId)
      .executeTakeFirst();
    if (!row) return undefined;
    await this.k.deleteFrom("domains").where("id", "=", id).execute();
    return toDomain(row);
  }

  async findDomain(id: string): Promise<Domain | undefined> {
    const row = await this.k.selectFrom("domains").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toDomain(row) : undefined;
  }

  async listAllDomains(): Promise<Domain[]> {
    const rows = await this.k.selectFrom("domains").selectAll().execute();
    return rows.map(toDomain);
  }

  async setDomainStatus(id: string, status: DomainStatus, lastError: string | null, now = Date.now()) {
    await this.k
      .updateTable("domains")
      .set({ status, last_error: lastError, checked_at: now })
      .where("id", "=", id)
      .execute();
  }

  async sellerForActiveDomain(host: string): Promise<Seller | undefined> {
    const r = await this.k
      .selectFrom("domains")
      .innerJoin("sellers", "sellers.id", "domains.seller_id")
      .selectAll("sellers")
      .where("domains.domain", "=", host)
      .where("domains.status", "=", "active")
      .executeTakeFirst();
    return r ? toSeller(r) : undefined;
  }
}

function toDomain(r: Selectable<Database["domains"]>): Domain {
  return {
    id: r.id,
    sellerId: r.seller_id,
    domain: r.domain,
    status: (["pending", "active", "failed"].includes(r.status) ? r.status : "pending") as DomainStatus,
    createdAt: r.created_at,
    checkedAt: r.checked_at,
    lastError: r.last_error,
  };
}

/** `access_code_reset` -> `Access Code Reset`, for activity items. */
export function humanAction(action: string): string {
  return action
    .split("_")
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(" ");
}
