import { useEffect, useRef } from "react";
import type { CaptchaWidgetProps } from "./types";

/** Sent as the captcha key when the server runs with `CAPTCHA_PROVIDER=off` (local tests and demos). */
const CAPTCHA_OFF_KEY = "captcha-off";

/** No widget: the key is set at once, so sign-in works without a captcha (docs/product.md#captcha). */
export function OffCaptcha({ onVerify }: CaptchaWidgetProps) {
  const onVerifyRef = useRef(onVerify);
  onVerifyRef.current = onVerify;
  useEffect(() => {
    onVerifyRef.current(CAPTCHA_OFF_KEY);
  }, []);
  return null;
}
