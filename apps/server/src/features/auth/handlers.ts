// Sign-in: login with captcha and access code, the current user, the captcha's settings and challenge.
import { captchaConfigOf } from "../../captcha.ts";
import { clientMeta, HttpError } from "../../http.ts";
import type { FeatureHandlers, HandlerDeps, RequestLogger } from "../handlerKit.ts";

export function authHandlers(
  { store, config, captcha }: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<"login" | "currentUser" | "captchaConfig" | "altchaChallenge"> {
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

    async currentUser({ seller }) {
      return {
        code: 200,
        message: "OK",
        admin: seller.isAdmin,
        id: seller.id,
        _id: seller.id,
        discordId: seller.discordId || null,
        access_code: seller.accessCode,
        guildId: seller.guildId,
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
