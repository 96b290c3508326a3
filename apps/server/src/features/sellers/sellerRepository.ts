// Sellers: who they are, their store settings and stock counts, their bot key.
import { type Selectable, sql, type Updateable } from "kysely";
import { countRows, isUniqueViolation, Repository, touched } from "../../db/repository.ts";
import type { SellersTable } from "../../db/schema.ts";
import { newAccessCode, newBotKey, newGuildId, newId, sha256 } from "../../ids.ts";

export interface StockCounts {
  oneMonthNitroTokens: number;
  oneMonthServerBoosts: number;
  threeMonthNitroTokens: number;
  threeMonthServerBoosts: number;
}

export interface StoreSettings {
  /** The name on the public pages; "" uses the account name (`publicStoreName`). */
  storeName: string;
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
  /** When the guild id was first told (the bot's first set, or the CLI); null: still the placeholder. */
  guildIdSetAt: number | null;
  /** A guild the bot asked to move the store to, waiting for the owner's answer in Settings. */
  pendingGuildId: string | null;
}

export type SellerPatch = Partial<StoreSettings> &
  Partial<StockCounts> & { guildId?: string; name?: string; discordId?: string };

export interface NewSeller {
  seller: Seller;
  accessCode: string;
  botKey: string;
}

/** What a patch may change, and the column each field is kept in (the stock counts have shorter names). */
const PATCH_COLUMNS: [keyof SellerPatch, keyof SellersTable][] = [
  ["storeName", "storeName"],
  ["storeLink", "storeLink"],
  ["discordLink", "discordLink"],
  ["embedColor", "embedColor"],
  ["embedFooter", "embedFooter"],
  ["oneMonthNitroTokens", "oneMonthNitro"],
  ["oneMonthServerBoosts", "oneMonthBoosts"],
  ["threeMonthNitroTokens", "threeMonthNitro"],
  ["threeMonthServerBoosts", "threeMonthBoosts"],
  ["guildId", "guildId"],
  ["name", "name"],
  ["discordId", "discordId"],
];

/** How stale the recorded last bot contact may get before a bot call writes it again. */
export const BOT_SEEN_EVERY_MS = 60_000;
const FIRST_SELLER_LOCK = 7_262_033_302;

/** The last four characters of a bot key: enough to tell keys apart, far too few to guess one. */
export function botKeyHint(key: string): string {
  return key.slice(-4);
}

/** A row as the code uses it: the flag a boolean, the four stock columns grouped, the key's hash left out. */
export function toSeller(row: Selectable<SellersTable>): Seller {
  const {
    isAdmin,
    oneMonthNitro,
    oneMonthBoosts,
    threeMonthNitro,
    threeMonthBoosts,
    botKeyHash: _hash,
    ...rest
  } = row;
  return {
    ...rest,
    isAdmin: isAdmin === 1,
    stock: {
      oneMonthNitroTokens: oneMonthNitro,
      oneMonthServerBoosts: oneMonthBoosts,
      threeMonthNitroTokens: threeMonthNitro,
      threeMonthServerBoosts: threeMonthBoosts,
    },
  };
}

/** The store's name on its public pages: the one set in Settings > Store, else the seller's account name. */
export function publicStoreName(seller: Pick<Seller, "storeName" | "name">): string {
  return seller.storeName.trim() || seller.name;
}

export class SellerRepository extends Repository {
  count(): Promise<number> {
    return countRows(this.k, "sellers");
  }

  async create(input: {
    name: string;
    guildId?: string | undefined;
    discordId?: string | undefined;
    isAdmin: boolean;
    now?: number;
  }): Promise<NewSeller> {
    const now = input.now ?? Date.now();
    const accessCode = newAccessCode();
    const botKey = newBotKey();
    const id = newId(now);
    await this.k
      .insertInto("sellers")
      .values({
        id,
        name: input.name,
        discordId: input.discordId ?? "",
        guildId: input.guildId ?? newGuildId(),
        isAdmin: input.isAdmin ? 1 : 0,
        accessCode,
        accessCodeResetAt: null,
        botKeyHash: sha256(botKey),
        botKeyHint: botKeyHint(botKey),
        createdAt: now,
        guildIdSetAt: input.guildId ? now : null,
      })
      .execute();
    const seller = await this.findById(id);
    if (!seller) throw new Error("seller vanished after insert");
    return { seller, accessCode, botKey };
  }

  /**
   * Creates the first seller (an admin) when there is none. Runs in a write transaction so two servers
   * starting on an empty database create one seller, not two.
   */
  ensureFirst(): Promise<NewSeller | null> {
    return this.tx(async (trx) => {
      if (this.db.dialect === "postgres")
        await sql`SELECT pg_advisory_xact_lock(${FIRST_SELLER_LOCK})`.execute(trx);
      if ((await countRows(trx, "sellers")) > 0) return null;
      return new SellerRepository(this.within(trx)).create({ name: "Owner", isAdmin: true });
    });
  }

  /** The one seller whose unique column holds the value. */
  private async findWhere(
    column: "id" | "guildId" | "accessCode" | "botKeyHash",
    value: string,
  ): Promise<Seller | undefined> {
    const r = await this.k.selectFrom("sellers").selectAll().where(column, "=", value).executeTakeFirst();
    return r && toSeller(r);
  }

  findById(id: string): Promise<Seller | undefined> {
    return this.findWhere("id", id);
  }

  findByGuildId(guildId: string): Promise<Seller | undefined> {
    return this.findWhere("guildId", guildId);
  }

  findByAccessCode(code: string): Promise<Seller | undefined> {
    return this.findWhere("accessCode", code);
  }

  findByBotKey(key: string): Promise<Seller | undefined> {
    return this.findWhere("botKeyHash", sha256(key));
  }

  /** Finds a seller by id, guild id or name (for the CLI). */
  async find(ref: string): Promise<Seller | undefined> {
    const r = await this.k
      .selectFrom("sellers")
      .selectAll()
      .where((eb) => eb.or([eb("id", "=", ref), eb("guildId", "=", ref), eb("name", "=", ref)]))
      .orderBy("createdAt")
      .executeTakeFirst();
    return r && toSeller(r);
  }

  async list(): Promise<Seller[]> {
    const rows = await this.k.selectFrom("sellers").selectAll().orderBy("createdAt").execute();
    return rows.map(toSeller);
  }

  /**
   * A new bot key; the old one stops working at once. Only its hash and last four characters are kept, and
   * the last bot contact is cleared: the bot is not connected until it calls with the new key. The dashboard links
   * the old key asked for (sign-in codes) end in the same transaction: a leaked key's link must not outlive it.
   */
  resetBotKey(sellerId: string, now = Date.now()): Promise<string | undefined> {
    return this.tx(async (trx) => {
      const key = newBotKey();
      const r = await trx
        .updateTable("sellers")
        .set({
          botKeyHash: sha256(key),
          botKeyHint: botKeyHint(key),
          botKeyRotatedAt: now,
          botLastSeenAt: null,
        })
        .where("id", "=", sellerId)
        .executeTakeFirst();
      if (!touched(r)) return undefined;
      await trx.deleteFrom("signInCodes").where("sellerId", "=", sellerId).execute();
      return key;
    });
  }

  /**
   * Records a call of the bot API. One write a minute at most per seller (the bot may call often), in one
   * statement, so concurrent calls never race.
   */
  async markBotSeen(sellerId: string, now = Date.now()): Promise<void> {
    await this.k
      .updateTable("sellers")
      .set({ botLastSeenAt: now })
      .where("id", "=", sellerId)
      .where((eb) =>
        eb.or([eb("botLastSeenAt", "is", null), eb("botLastSeenAt", "<", now - BOT_SEEN_EVERY_MS)]),
      )
      .execute();
  }

  /** Changes the fields given (undefined ones are left alone); anything else on `patch` is ignored. */
  async update(sellerId: string, patch: SellerPatch): Promise<void> {
    const set: Record<string, string | number> = {};
    for (const [field, column] of PATCH_COLUMNS) {
      const value = patch[field];
      if (value !== undefined) set[column] = value;
    }
    if (Object.keys(set).length === 0) return;
    await this.k
      .updateTable("sellers")
      .set(set as Updateable<SellersTable>)
      .where("id", "=", sellerId)
      .execute();
  }

  async setAccessCodeResetAt(sellerId: string, accessCodeResetAt: number): Promise<void> {
    await this.k.updateTable("sellers").set({ accessCodeResetAt }).where("id", "=", sellerId).execute();
  }

  async setCustomCode(sellerId: string, customCode: string): Promise<void> {
    await this.k.updateTable("sellers").set({ customCode }).where("id", "=", sellerId).execute();
  }

  /**
   * The bot's first guild id: applies only while the store still has its placeholder (`guildIdSetAt` null), so of
   * two first calls at once one wins and the other becomes a move request. False: already set, or the guild was
   * taken meanwhile.
   */
  async setFirstGuild(sellerId: string, guildId: string, now: number): Promise<boolean> {
    try {
      const r = await this.k
        .updateTable("sellers")
        .set({ guildId, guildIdSetAt: now, pendingGuildId: null })
        .where("id", "=", sellerId)
        .where("guildIdSetAt", "is", null)
        .executeTakeFirst();
      return touched(r);
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /** The bot confirmed the guild the store already has: it is no longer a placeholder. */
  async markGuildSet(sellerId: string, now: number): Promise<void> {
    await this.k
      .updateTable("sellers")
      .set({ guildIdSetAt: now })
      .where("id", "=", sellerId)
      .where("guildIdSetAt", "is", null)
      .execute();
  }

  async setPendingGuild(sellerId: string, pendingGuildId: string | null): Promise<void> {
    await this.k.updateTable("sellers").set({ pendingGuildId }).where("id", "=", sellerId).execute();
  }

  /**
   * The owner's yes: the pending guild becomes the store's, if it is still the one the owner saw. "taken": another
   * seller got that guild first (the request stays, for the owner to decline).
   */
  async applyPendingGuild(
    sellerId: string,
    expected: string,
    now: number,
  ): Promise<"moved" | "changed" | "taken"> {
    try {
      const r = await this.k
        .updateTable("sellers")
        .set({ guildId: expected, guildIdSetAt: now, pendingGuildId: null })
        .where("id", "=", sellerId)
        .where("pendingGuildId", "=", expected)
        .executeTakeFirst();
      return touched(r) ? "moved" : "changed";
    } catch (err) {
      if (isUniqueViolation(err)) return "taken";
      throw err;
    }
  }

  /** The owner's no: forgets the request if it is still the one the owner saw. */
  async clearPendingGuild(sellerId: string, expected: string): Promise<boolean> {
    const r = await this.k
      .updateTable("sellers")
      .set({ pendingGuildId: null })
      .where("id", "=", sellerId)
      .where("pendingGuildId", "=", expected)
      .executeTakeFirst();
    return touched(r);
  }
}
