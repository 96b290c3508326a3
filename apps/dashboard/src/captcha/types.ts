import type { CaptchaProvider } from "@boostdash/api-client/auth/contract";
import type { ComponentType } from "react";

/**
 * What every captcha widget reports. The login page keeps the key: `onVerify` sets it, `onExpire` and
 * `onError` clear it (docs/product.md#captcha). Remounting a widget (a new React key) gives a fresh challenge.
 */
export interface CaptchaWidgetProps {
  /** Turnstile and hCaptcha site key; ALTCHA needs none. */
  siteKey?: string;
  onVerify: (key: string) => void;
  onExpire: () => void;
  onError: () => void;
}

export type CaptchaWidget = ComponentType<CaptchaWidgetProps>;

/** One widget per provider the server can be configured with; stories swap in a fake. */
export type CaptchaRegistry = Record<CaptchaProvider, CaptchaWidget>;

/** The theme of every provider (docs/product.md#captcha). */
export const CAPTCHA_THEME = "dark";
