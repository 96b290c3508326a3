import { getApiConfig } from "@boostdash/api-client";
import type {} from "altcha/types/react";
import { type CSSProperties, useEffect, useRef } from "react";
import { CaptchaStatus } from "./CaptchaStatus";
import { loadWithRetry } from "./retry";
import type { CaptchaWidgetProps } from "./types";
import { useCaptchaLoad } from "./useCaptchaLoad";

let altchaModule: Promise<unknown> | undefined;

/** The widget's code (about 35 KB gzip) loads on first use, so it stays out of the login route's entry. */
function loadAltcha(): Promise<unknown> {
  altchaModule ??= loadWithRetry(() => import("altcha")).catch((error: unknown) => {
    altchaModule = undefined;
    throw error;
  });
  return altchaModule;
}

/** The widget draws with `light-dark()`, so the page's dark scheme applies; these match our tokens. */
const darkTheme = {
  colorScheme: "dark",
  "--altcha-color-base": "var(--color-surface-2)",
  "--altcha-color-base-content": "var(--color-fg)",
  "--altcha-color-neutral": "var(--color-border)",
  "--altcha-color-neutral-content": "var(--color-muted)",
  "--altcha-color-primary": "var(--color-primary)",
  "--altcha-color-primary-content": "var(--color-primary-fg)",
  "--altcha-color-success": "var(--color-success)",
  "--altcha-color-error": "var(--color-danger)",
  "--altcha-border-color": "var(--color-border)",
  "--altcha-border-radius": "var(--radius-md)",
  "--altcha-max-width": "100%",
} as CSSProperties;

interface AltchaStateEvent {
  state?: string;
  payload?: string;
}

/** The self-hosted proof-of-work captcha (docs/product.md#captcha), with challenges from our own server. */
export function AltchaCaptcha(props: CaptchaWidgetProps) {
  const widget = useRef<HTMLElement>(null);
  // The element draws itself once its code is defined: nothing to undo.
  const { state, retry, callbacks } = useCaptchaLoad(props, () => loadAltcha().then(() => undefined), []);

  useEffect(() => {
    const element = widget.current;
    if (state !== "ready" || !element) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateEvent>).detail ?? {};
      if (detail.state === "verified" && detail.payload) callbacks.current.onVerify(detail.payload);
      else if (detail.state === "expired") callbacks.current.onExpire();
      else if (detail.state === "error") callbacks.current.onError();
    };
    element.addEventListener("statechange", onStateChange);
    return () => element.removeEventListener("statechange", onStateChange);
  }, [state, callbacks]);

  if (state !== "ready") {
    return <CaptchaStatus state={state} onRetry={retry} />;
  }
  return (
    <altcha-widget
      ref={widget}
      challenge={`${getApiConfig().baseUrl}/auth/altcha-challenge`}
      name="altcha"
      style={darkTheme}
    />
  );
}
