// Sign-in: login with captcha and access code, the current user, the captcha's settings and challenge.
import { can, PERMISSIONS } from "@boostdash/api-client/core/contract/permissions";
import { SIGN_IN_CODE_PARAM } from "@boostdash/api-client/core/token";
import { OWNER_MEMBER_ID } from "@boostdash/api-client/team/rules";
import { captchaConfigOf } from "../../captcha.ts";
import { clientMeta, HttpError, rawAuthorization } from "../../http.ts";
import { type FeatureHandlers, type HandlerDeps, iso, type RequestLogger } from "../handlerKit.ts";
import { TeamRepository } from "../team/teamRepository.ts";

/** How long a dashboard link from the bot signs in (docs/decisions.md#sign-in-links). */
export const SIGN_IN_CODE_TTL_MS = 5 * 60_000;

export const SIGN_IN_LINK_INVALID =
  "This sign-in link has expired or was already used. Ask the bot for a new one, or sign in with your access code.";

export function authHandlers(
  { store, config, captcha }: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<
  | "login"
  | "currentUser"
  | "captchaConfig"
  | "altchaChallenge"
  | "logout"
  | "redeemSignInCode"
  | "botSignInLink"
> {
  return {
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
      const seller = await store.sellers.findByAccessCode(body.access_code.trim());
      if (!seller) {
        await log(undefined, req, "login_failed", "Invalid access code", "warning");
        throw new HttpError(401, "Invalid access code", { code: 401 });
      }
      const token = await store.auth.createSession(seller.id, config.sessionTtlMs, clientMeta(req));
      await log(seller, req, "login", "Signed in to the dashboard", "success");
      reply.header("Cache-Control", "no-store");
      return { code: 200, message: "Login successful", token };
    },

    async currentUser({ seller, actor }) {
      const role = actor?.role ?? "owner";
      const person = actor?.memberId ?? OWNER_MEMBER_ID;
      return {
        code: 200,
        message: "OK",
        admin: seller.isAdmin,
        id: seller.id,
        _id: seller.id,
        discordId: seller.discordId || null,
        guildId: seller.guildId,
        role,
        memberName: actor?.memberId ? actor.name : null,
        permissions: PERMISSIONS.filter((p) => can(role, p)),
        factors: await new TeamRepository(store.db).factorSummary(seller.id, person),
      };
    },

    async logout({ seller, req }) {
      await store.auth.deleteSession(rawAuthorization(req));
      await log(seller, req, "logout", "Signed out of the dashboard", "info");
      return { message: "Signed out" };
    },

    async redeemSignInCode({ body, req, reply }) {
      const result = await store.auth.redeemSignInCode(body.code.trim(), {
        ttlMs: config.sessionTtlMs,
        meta: clientMeta(req),
      });
      if (!result) {
        await log(undefined, req, "login_failed", "Sign-in link expired, used or unknown", "warning");
        throw new HttpError(401, SIGN_IN_LINK_INVALID, { code: 401 });
      }
      const seller = await store.sellers.findById(result.sellerId);
      await log(seller, req, "login", "Signed in to the dashboard with a link from the bot", "success");
      reply.header("Cache-Control", "no-store");
      return { code: 200, message: "Login successful", token: result.token };
    },

    async botSignInLink({ seller, req, reply }) {
      const now = Date.now();
      const code = await store.auth.createSignInCode(seller.id, SIGN_IN_CODE_TTL_MS, now);
      const path = `/dashboard?${SIGN_IN_CODE_PARAM}=${code}`;
      reply.header("Cache-Control", "no-store");
      return {
        path,
        // The address the bot reached the server at; Host is vetted before any route runs (host.ts).
        url: `${req.protocol}://${req.host}${path}`,
        expires_at: iso(now + SIGN_IN_CODE_TTL_MS),
      };
    },

    async captchaConfig() {
      return captchaConfigOf(captcha);
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
  };
}
