import { ExplicitRenderCaptcha, type ExplicitRenderSource } from "./ExplicitRenderCaptcha";
import type { CaptchaWidgetProps } from "./types";

const turnstile: ExplicitRenderSource = {
  scriptSrc: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
  globalName: "turnstile",
  label: "Cloudflare Turnstile",
};

/** Cloudflare Turnstile, when the server is configured with `CAPTCHA_PROVIDER=turnstile` and a site key. */
export function TurnstileCaptcha(props: CaptchaWidgetProps) {
  return <ExplicitRenderCaptcha source={turnstile} {...props} />;
}
