import { lazy } from "react";
import { AltchaCaptcha } from "./AltchaCaptcha";
import { OffCaptcha } from "./OffCaptcha";
import type { CaptchaRegistry } from "./types";

/**
 * The widgets the server's `CAPTCHA_PROVIDER` can select. ALTCHA (the default) and `off` are tiny and
 * ship with the login route (ALTCHA's own code still loads on mount); the third-party loaders are chunks.
 */
export const captchaWidgets: CaptchaRegistry = {
  altcha: AltchaCaptcha,
  off: OffCaptcha,
  turnstile: lazy(() => import("./TurnstileCaptcha").then((m) => ({ default: m.TurnstileCaptcha }))),
  hcaptcha: lazy(() => import("./HCaptchaCaptcha").then((m) => ({ default: m.HCaptchaCaptcha }))),
};
