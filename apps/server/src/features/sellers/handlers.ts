// Settings: the access code, the bot key, the Store card, the customers' default language, the owner's answer to a
// guild move the bot asked for.
import { can } from "@boostdash/api-client/core/contract/permissions";
import { LOCALE_NAMES, matchLocale } from "@boostdash/api-client/public/i18n/locales";
import { customersLanguageMessages, guildMoveMessages } from "@boostdash/api-client/settings/texts";
import { clientMeta, HttpError } from "../../http.ts";
import { type FeatureHandlers, type HandlerDeps, iso, isoOrNull, type RequestLogger } from "../handlerKit.ts";
import { MailRepository } from "../mail/mailRepository.ts";
import type { Seller } from "./sellerRepository.ts";

function botKeyInfo(seller: Seller) {
  return {
    hint: seller.botKeyHint,
    rotatedAt: isoOrNull(seller.botKeyRotatedAt),
    lastUsedAt: isoOrNull(seller.botLastSeenAt),
  };
}

function storeSettingsJson(seller: Seller) {
  return {
    storeName: seller.storeName,
    storeLink: seller.storeLink,
    discordLink: seller.discordLink,
    embedColor: seller.embedColor,
    embedFooter: seller.embedFooter,
  };
}

/** The Store card's fields, as the activity log names them. */
const STORE_FIELDS = [
  ["storeName", "store name"],
  ["storeLink", "store link"],
  ["discordLink", "Discord link"],
  ["embedColor", "embed colour"],
  ["embedFooter", "footer text"],
] as const;

/** 'a', 'a and b', 'a, b and c'. */
function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export function settingsHandlers(
  { store, config }: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<
  | "userSettings"
  | "rotateBotKey"
  | "updateStoreSettings"
  | "updateCustomersLanguage"
  | "resetAccessCode"
  | "guildMove"
> {
  // The column is the mail feature's (its migration), read and written through its repository.
  const mail = new MailRepository(store.db);
  /** The stored language as one of ours: never chosen (null) or no longer one of ours reads English. */
  const customersLanguage = async (sellerId: string) =>
    matchLocale(await mail.customersDefaultLocale(sellerId)) ?? "en";

  return {
    async userSettings({ seller, actor }) {
      return {
        // The access code is the owner's own sign-in (docs/decisions.md#team-roles-and-permissions): a member's
        // answer leaves it empty.
        access_code: actor !== undefined && can(actor.role, "ownership") ? seller.accessCode : "",
        lastAccessCodeReset: seller.accessCodeResetAt === null ? null : iso(seller.accessCodeResetAt),
        botKey: botKeyInfo(seller),
        store: storeSettingsJson(seller),
        guildId: seller.guildId,
        pendingGuildId: seller.pendingGuildId,
        customersLanguage: await customersLanguage(seller.id),
        stock: seller.stock,
      };
    },

    async rotateBotKey({ seller, req, reply }) {
      const key = await store.sellers.resetBotKey(seller.id);
      const updated = key ? await store.sellers.findById(seller.id) : undefined;
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
        await store.sellers.update(seller.id, body);
        await log(
          seller,
          req,
          "store_settings_updated",
          `Changed the ${joinWords(changed.map(([, words]) => words))}`,
          "info",
        );
      }
      const after = await store.sellers.findById(seller.id);
      if (!after) throw new HttpError(404, "Failed to save store settings");
      return {
        store: storeSettingsJson(after),
        message: changed.length > 0 ? "Store settings saved successfully!" : "No changes to save",
      };
    },

    async updateCustomersLanguage({ seller, body, req }) {
      const before = await customersLanguage(seller.id);
      const next = body.customersLanguage;
      if (next === before) return { customersLanguage: next, message: customersLanguageMessages.unchanged };
      await mail.setCustomersDefaultLocale(seller.id, next);
      await log(
        seller,
        req,
        "customers_language_changed",
        `Changed the customers' default language from ${LOCALE_NAMES[before]} to ${LOCALE_NAMES[next]}`,
        "info",
      );
      return { customersLanguage: next, message: customersLanguageMessages.saved(LOCALE_NAMES[next]) };
    },

    async guildMove({ seller, body, req }) {
      const pending = seller.pendingGuildId;
      if (pending === null) throw new HttpError(409, guildMoveMessages.none);
      if (!body.accept) {
        if (await store.sellers.clearPendingGuild(seller.id, pending)) {
          await log(
            seller,
            req,
            "guild_move_declined",
            `Declined the bot's request to move the store to guild ${pending}; it stays on guild ${seller.guildId}`,
            "info",
          );
        }
        return { guildId: seller.guildId, pendingGuildId: null, message: guildMoveMessages.declined };
      }
      // Checked again now: another seller may have taken the guild since the bot asked.
      const other = await store.sellers.findByGuildId(pending);
      const result =
        other && other.id !== seller.id
          ? "taken"
          : await store.sellers.applyPendingGuild(seller.id, pending, Date.now());
      if (result === "taken") throw new HttpError(409, guildMoveMessages.takenAtConfirm(pending));
      if (result === "changed") throw new HttpError(409, guildMoveMessages.none);
      await log(
        seller,
        req,
        "guild_moved",
        `Moved the store from guild ${seller.guildId} to guild ${pending}; its public page links changed`,
        "warning",
      );
      return { guildId: pending, pendingGuildId: null, message: guildMoveMessages.moved(pending) };
    },

    async resetAccessCode({ seller, req }) {
      // Every session, the caller's included, is revoked with the old code; the caller gets a fresh one so the
      // page that shows the new code (once) keeps working. Only a reset of the code this session still knows
      // applies: of two at once, one wins and the other is told (docs/decisions.md#hardening).
      const r = await store.auth.resetAccessCode(seller.id, {
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
      await log(
        seller,
        req,
        "access_code_reset",
        "Reset the access code; every other session was signed out",
        "warning",
      );
      return { newAccessCode: r.code, token: r.token, message: "Access code reset successfully!" };
    },
  };
}
