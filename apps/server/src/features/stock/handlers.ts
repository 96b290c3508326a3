// Stock & Keys (docs/product.md#stock-and-keys): the four counts with who last changed them (the seller here, the
// bot with its push), and the store's redeem keys: list, add all-or-nothing, generate, delete unused.
import { randomFillSync } from "node:crypto";
import { STOCK_FIELDS, type StockField } from "@boostdash/api-client/stock/contract";
import { generateKey, isLowEntropyKey } from "@boostdash/api-client/stock/keyRules";
import { keyMessages, stockFieldLabels, stockMessages } from "@boostdash/api-client/stock/texts";
import { HttpError } from "../../http.ts";
import { type FeatureHandlers, type HandlerDeps, iso, type RequestLogger } from "../handlerKit.ts";
import { notifications } from "../notifications/notifier.ts";
import type { Seller, StockCounts } from "../sellers/sellerRepository.ts";
import type { StockRepository } from "./stockRepository.ts";

/** The most keys one list answer holds (newest first): 100,000 keys are about 9 MB of JSON, 1 MB compressed. */
export const KEY_LIST_LIMIT = 100_000;

export function stockHandlers(
  deps: HandlerDeps,
  log: RequestLogger,
  repo: StockRepository,
): FeatureHandlers<
  "stockInfo" | "updateStock" | "botPushStock" | "listKeys" | "addKeys" | "generateKeys" | "deleteKeys"
> {
  const { store } = deps;

  async function info(seller: Seller, stock: StockCounts = seller.stock) {
    const changes = await repo.changes(seller.id);
    const change = (f: StockField) => {
      const c = changes.get(f);
      return c ? { by: c.by, at: iso(c.at) } : null;
    };
    return {
      stock,
      changes: {
        oneMonthNitroTokens: change("oneMonthNitroTokens"),
        oneMonthServerBoosts: change("oneMonthServerBoosts"),
        threeMonthNitroTokens: change("threeMonthNitroTokens"),
        threeMonthServerBoosts: change("threeMonthServerBoosts"),
      },
    };
  }

  /** Saves the counts given; records and logs the ones that changed. */
  async function setStock(
    seller: Seller,
    patch: Partial<StockCounts>,
    by: "bot" | "seller",
    req: Parameters<RequestLogger>[1],
  ): Promise<StockCounts> {
    const changed = STOCK_FIELDS.filter((f) => patch[f] !== undefined && patch[f] !== seller.stock[f]);
    const next = { ...seller.stock };
    for (const f of changed) next[f] = patch[f] ?? next[f];
    if (changed.length === 0) return next;
    await store.sellers.update(seller.id, patch);
    await repo.recordChanges(seller.id, changed, by);
    const what = changed.map((f) => `${stockFieldLabels[f]} ${seller.stock[f]} → ${next[f]}`).join(", ");
    await log(
      seller,
      req,
      "stock_updated",
      `${by === "bot" ? "The bot" : "The seller"} changed ${what}`,
      "info",
    );
    // Stock below a seller's alert threshold notifies, whoever lowered it (docs/decisions.md#notifications).
    await notifications(store, deps.config.publicHost).stockChanged(seller.id);
    return next;
  }

  return {
    async stockInfo({ seller }) {
      return info(seller);
    },

    async updateStock({ seller, body, req }) {
      return info(seller, await setStock(seller, body, "seller", req));
    },

    async botPushStock({ seller, body, req }) {
      await setStock(seller, body, "bot", req);
      return { message: "Stock updated" };
    },

    async listKeys({ seller, reply }) {
      reply.header("Cache-Control", "no-store");
      const rows = await repo.listKeys(seller.id, KEY_LIST_LIMIT);
      return {
        keys: rows.map((r) => ({
          key: r.key,
          amount: r.amount,
          stock: r.stock,
          createdAt: iso(r.createdAt),
          usedAt: r.usedAt === null ? null : iso(r.usedAt),
        })),
      };
    },

    async addKeys({ seller, body, req }) {
      const names = body.keys.map((k) => k.key);
      const twice = names.filter((k, i) => names.indexOf(k) !== i);
      if (twice.length > 0) {
        throw new HttpError(400, `Nothing was added: ${twice[0]} is in the list twice.`);
      }
      const present = [...(await repo.existing(seller.id, names))];
      if (present.length > 0) {
        throw new HttpError(409, stockMessages.alreadyAdded(present.length, present.slice(0, 3)), {
          existing: present.slice(0, 100),
        });
      }
      try {
        await repo.addAll(seller.id, body.keys);
      } catch (err) {
        // Another add took one of these keys meanwhile: the transaction added none.
        if (isDuplicate(err)) throw new HttpError(409, stockMessages.alreadyAdded(1, []));
        throw err;
      }
      const guessable = names.filter(isLowEntropyKey);
      await log(
        seller,
        req,
        "keys_added",
        `${stockMessages.keysAdded(names.length)} on the Stock & Keys page`,
        "info",
      );
      return {
        message: stockMessages.keysAdded(names.length),
        added: names.length,
        ...(guessable.length > 0
          ? { warning: keyMessages.lowEntropy(guessable.length, guessable.slice(0, 3)) }
          : {}),
      };
    },

    async generateKeys({ seller, body, req, reply }) {
      const keys = Array.from({ length: body.count }, () => generateKey((b) => randomFillSync(b)));
      await repo.addAll(
        seller.id,
        keys.map((key) => ({ key, amount: body.amount, stock: body.stock })),
      );
      await log(
        seller,
        req,
        "keys_added",
        `${stockMessages.keysGenerated(keys.length)} (${body.stock})`,
        "info",
      );
      // Shown once: never kept by a cache between here and the seller.
      reply.header("Cache-Control", "no-store");
      return { message: stockMessages.keysGenerated(keys.length), keys };
    },

    async deleteKeys({ seller, body, req }) {
      const deleted = await repo.deleteUnused(seller.id, body.keys);
      if (deleted > 0) {
        await log(seller, req, "keys_deleted", `${stockMessages.keysDeleted(deleted)} (unused)`, "warning");
      }
      return { message: stockMessages.keysDeleted(deleted), deleted };
    },
  };
}

function isDuplicate(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
