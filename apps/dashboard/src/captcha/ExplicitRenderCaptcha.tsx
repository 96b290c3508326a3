import { useRef } from "react";
import { CaptchaStatus } from "./CaptchaStatus";
import { loadScript } from "./loadScript";
import { CAPTCHA_THEME, type CaptchaWidgetProps } from "./types";
import { useCaptchaLoad } from "./useCaptchaLoad";

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
  ...props
}: CaptchaWidgetProps & { source: ExplicitRenderSource }) {
  const container = useRef<HTMLDivElement>(null);
  const { state, retry, callbacks } = useCaptchaLoad(
    props,
    async (run) => {
      await loadScript(source.scriptSrc);
      const api = apiOf(source.globalName);
      if (run.cancelled || !container.current) return undefined;
      if (!api || !siteKey) throw new Error(`${source.label} is not configured`);
      const widgetId = api.render(container.current, {
        sitekey: siteKey,
        theme: CAPTCHA_THEME,
        callback: (token) => callbacks.current.onVerify(token),
        "expired-callback": () => callbacks.current.onExpire(),
        "error-callback": () => callbacks.current.onError(),
      });
      return () => apiOf(source.globalName)?.remove(widgetId);
    },
    [source, siteKey],
  );

  return (
    <div className="min-h-[65px]">
      {state !== "ready" && <CaptchaStatus state={state} onRetry={retry} />}
      <div ref={container} data-provider={source.globalName} />
    </div>
  );
}
