import type { ResetAccessCodeResponse, UserSettings } from "../contract/settings.ts";
import { type CallOptions, call } from "./call.ts";

/** `GET /api/user/settings`. */
export async function getUserSettings(options: CallOptions): Promise<UserSettings> {
  return call("userSettings", options);
}

/** `POST /api/user/reset-access-code`. The old code and every session stop working. */
export async function resetAccessCode(options: CallOptions): Promise<ResetAccessCodeResponse> {
  return call("resetAccessCode", options);
}
