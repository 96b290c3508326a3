/** Sign-in fixtures for stories and tests. */
import { MOCK_GUILD_ID } from "../../core/mocks/fixtures.ts";
import type { CaptchaConfig, CurrentUser } from "./contract.ts";

export function createCurrentUser(over: Partial<CurrentUser> = {}): CurrentUser {
  return {
    code: 200,
    message: "Authenticated",
    admin: true,
    id: "seller-0001",
    discordId: "900000000000000001",
    _id: "seller-0001",
    guildId: MOCK_GUILD_ID,
    ...over,
  };
}

export function createCaptchaConfig(over: Partial<CaptchaConfig> = {}): CaptchaConfig {
  return { provider: "off", ...over };
}
