/**
 * The redeem page's captcha, shown only once the store's failure budget is spent (docs/decisions.md#redeem-keys):
 * the same self-hosted ALTCHA proof of work as the login, with challenges from our own server. Its code (about
 * 35 KB gzip) is a chunk of its own that only such a page loads.
 */
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import { stockPaths } from "@boostdash/api-client/stock/paths";
import { altchaDarkTheme } from "@boostdash/ui/lib/altchaTheme";
import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";

export interface RedeemCaptchaProps {
  onVerify: (payload: string) => void;
  onExpire: () => void;
}

export default function RedeemCaptcha({ onVerify, onExpire }: RedeemCaptchaProps) {
  const widget = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onVerify, onExpire });
  callbacks.current = { onVerify, onExpire };

  useEffect(() => {
    let live = true;
    import("altcha").then(
      () => live && setReady(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      if (detail.state === "verified" && detail.payload) callbacks.current.onVerify(detail.payload);
      else if (detail.state === "expired" || detail.state === "error") callbacks.current.onExpire();
    };
    element.addEventListener("statechange", onStateChange);
    return () => element.removeEventListener("statechange", onStateChange);
  }, [ready]);

  if (failed) return <p className="text-sm text-danger">Captcha failed to load. Please reload the page.</p>;
  if (!ready) return <p className="h-[70px] text-sm text-muted">Loading captcha...</p>;
  return (
    <altcha-widget ref={widget} challenge={redeemChallengeUrl()} name="altcha" style={altchaDarkTheme} />
  );
}

function redeemChallengeUrl(): string {
  return `${API_BASE_PATH}${stockPaths.redeemChallenge.path}`;
}
