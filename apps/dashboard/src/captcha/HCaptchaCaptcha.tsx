import { ExplicitRenderCaptcha, type ExplicitRenderSource } from "./ExplicitRenderCaptcha";
import type { CaptchaWidgetProps } from "./types";

const hcaptcha: ExplicitRenderSource = {
  scriptSrc: "https://js.hcaptcha.com/1/api.js?render=explicit",
  globalName: "hcaptcha",
  label: "hCaptcha",
};

/** hCaptcha, when the server is configured with `CAPTCHA_PROVIDER=hcaptcha` and a site key. */
export function HCaptchaCaptcha(props: CaptchaWidgetProps) {
  return <ExplicitRenderCaptcha source={hcaptcha} {...props} />;
}
