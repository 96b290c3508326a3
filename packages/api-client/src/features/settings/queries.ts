import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken, setToken } from "../../core/token.ts";
import { dashboardDataQuery } from "../dashboard/queries.ts";
import {
  answerGuildMove,
  getUserSettings,
  resetAccessCode,
  rotateBotKey,
  updateCustomersLanguage,
  updateStoreSettings,
} from "./api.ts";
import type {
  CustomersLanguageUpdate,
  GuildMoveRequest,
  StoreSettingsUpdate,
  UserSettings,
} from "./contract.ts";

/** The only place this key is written; invalidations read it from here. */
const settingsKey = [...queryRoot, "settings"] as const;

export function userSettingsQuery() {
  return queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => getUserSettings({ token: getToken(), signal }),
  });
}

/**
 * Resets the access code. On success the new code is cached and the last-reset time set to now
 * (docs/product.md#settings); a fresh session token, when the server sends one, replaces the revoked one.
 */
export function resetAccessCodeMutation() {
  return mutationOptions({
    mutationFn: () => resetAccessCode({ token: getToken() }),
    onSuccess: (response, _variables, _result, { client }) => {
      if (response.token) setToken(response.token);
      client.setQueryData<UserSettings>(settingsKey, (old) =>
        old
          ? { ...old, access_code: response.newAccessCode, lastAccessCodeReset: new Date().toISOString() }
          : old,
      );
    },
  });
}

/**
 * Rotates the bot key. The key itself is only in the mutation's answer (the page shows it once);
 * the cached settings get the new key's hint and times. Home's setup checklist is refetched: the bot
 * is disconnected until it has the new key.
 */
export function rotateBotKeyMutation() {
  return mutationOptions({
    mutationFn: () => rotateBotKey({ token: getToken() }),
    onSuccess: (response, _variables, _result, { client }) => {
      client.setQueryData<UserSettings>(settingsKey, (old) =>
        old ? { ...old, botKey: response.info } : old,
      );
      void client.invalidateQueries({ queryKey: dashboardDataQuery().queryKey });
    },
  });
}

/** Saves the Store card; the cached settings become what the server saved. */
export function updateStoreSettingsMutation() {
  return mutationOptions({
    mutationFn: (settings: StoreSettingsUpdate) => updateStoreSettings(settings, { token: getToken() }),
    onSuccess: (response, _variables, _result, { client }) => {
      client.setQueryData<UserSettings>(settingsKey, (old) =>
        old ? { ...old, store: response.store } : old,
      );
    },
  });
}

/** Saves the customers' default language; the cached settings take the server's answer. */
export function updateCustomersLanguageMutation() {
  return mutationOptions({
    mutationFn: (update: CustomersLanguageUpdate) => updateCustomersLanguage(update, { token: getToken() }),
    onSuccess: (response, _variables, _result, { client }) => {
      client.setQueryData<UserSettings>(settingsKey, (old) =>
        old ? { ...old, customersLanguage: response.customersLanguage } : old,
      );
    },
  });
}

/**
 * The owner's answer to a guild move: the cached settings take the server's guild and request. A refusal (another
 * seller took the guild) refetches them, so the card shows what the server has now.
 */
export function guildMoveMutation() {
  return mutationOptions({
    mutationFn: (answer: GuildMoveRequest) => answerGuildMove(answer, { token: getToken() }),
    onSuccess: (response, _variables, _result, { client }) => {
      client.setQueryData<UserSettings>(settingsKey, (old) =>
        old ? { ...old, guildId: response.guildId, pendingGuildId: response.pendingGuildId } : old,
      );
    },
    onError: (_error, _variables, _result, { client }) => {
      void client.invalidateQueries({ queryKey: settingsKey });
    },
  });
}
