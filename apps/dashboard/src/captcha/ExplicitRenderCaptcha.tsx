import { useEffect, useRef, useState } from "react";
import { CaptchaStatus } from "./CaptchaStatus";
import { loadScript } from "./loadScript";
import { CAPTCHA_THEME, type CaptchaWidgetProps } from "./types";

/** The explicit-render API that Cloudflare Turnstile and hCaptcha share. */
interface ExplicitRenderApi {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      theme: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
      "error-callback": () => void;
    },
  ) => string;
  remove: (widgetId: string) => void;
}

export interface ExplicitRenderSource {
  /** The provider's script, loaded only when this provider is configured. */
  scriptSrc: string;
  /** The global the script defines (`turnstile`, `hcaptcha`). */
  globalName: string;
  label: string;
}

function apiOf(globalName: string): ExplicitRenderApi | undefined {
  const value: unknown = Reflect.get(window, globalName);
  return typeof value === "object" && value !== null && "render" in value
    ? (value as ExplicitRenderApi)
    : undefined;
}

export function ExplicitRenderCaptcha({
  source,
  siteKey,
  onVerify,
  onExpire,
  onError,
}: CaptchaWidgetProps & { source: ExplicitRenderSource }) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onVerify, onExpire, onError });
  callbacks.current = { onVerify, onExpire, onError };
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts loading on "Try again".
  useEffect(() => {
    let cancelled = false;
    let widgetId: string | undefined;
    setState("loading");
    loadScript(source.scriptSrc)
      .then(() => {
        const api = apiOf(source.globalName);
        if (cancelled || !container.current) return;
        if (!api || !siteKey) throw new Error(`${source.label} is not configured`);
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          theme: CAPTCHA_THEME,
          callback: (token) => callbacks.current.onVerify(token),
          "expired-callback": () => callbacks.current.onExpire(),
          "error-callback": () => callbacks.current.onError(),
        });
        setState("ready");
      })
      .catch(() => {
        if (cancelled) return;
        setState("failed");
        callbacks.current.onError();
      });
    return () => {
      cancelled = true;
      if (widgetId !== undefined) apiOf(source.globalName)?.remove(widgetId);
    };
  }, [source, siteKey, attempt]);

  return (
    <div className="min-h-[65px]">
      {state !== "ready" && <CaptchaStatus state={state} onRetry={() => setAttempt((n) => n + 1)} />}
      <div ref={container} data-provider={source.globalName} />
    </div>
  );
}
