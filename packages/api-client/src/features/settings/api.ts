import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import type {
  CustomersLanguageUpdate,
  GuildMoveRequest,
  GuildMoveResponse,
  ResetAccessCodeResponse,
  RotateBotKeyResponse,
  StoreSettingsUpdate,
  UpdateCustomersLanguageResponse,
  UpdateStoreSettingsResponse,
  UserSettings,
} from "./contract.ts";

/** `GET /api/user/settings`. */
export async function getUserSettings(options: CallOptions): Promise<UserSettings> {
  return request(routes.userSettings, options);
}

/** `POST /api/user/reset-access-code`. The old code and every session stop working. */
export async function resetAccessCode(options: CallOptions): Promise<ResetAccessCodeResponse> {
  return request(routes.resetAccessCode, options);
}

/** `POST /api/user/rotate-bot-key`. The old key stops working; the answer holds the new one, once. */
export async function rotateBotKey(options: CallOptions): Promise<RotateBotKeyResponse> {
  return request(routes.rotateBotKey, options);
}

/** `PUT /api/user/store-settings`, checked by the server with the bot API's schema. */
export async function updateStoreSettings(
  settings: StoreSettingsUpdate,
  options: CallOptions,
): Promise<UpdateStoreSettingsResponse> {
  return request(routes.updateStoreSettings, { ...options, data: settings });
}

/** `PUT /api/user/customers-language`: the language of customers' mail when their order's is unknown. */
export async function updateCustomersLanguage(
  update: CustomersLanguageUpdate,
  options: CallOptions,
): Promise<UpdateCustomersLanguageResponse> {
  return request(routes.updateCustomersLanguage, { ...options, data: update });
}

/** `POST /api/user/guild-move`: the owner moves the store to the guild the bot asked for, or keeps it. */
export async function answerGuildMove(
  answer: GuildMoveRequest,
  options: CallOptions,
): Promise<GuildMoveResponse> {
  return request(routes.guildMove, { ...options, data: answer });
}
