/**
 * The redeem page's captcha, shown only once the store's failure budget is spent (docs/decisions.md#redeem-keys):
 * the same self-hosted ALTCHA proof of work as the login, with challenges from our own server. Its code (about
 * 35 KB gzip) is a chunk of its own that only such a page loads.
 */
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import type { PublicMessages } from "@boostdash/api-client/public/i18n/en";
import type { PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import { stockPaths } from "@boostdash/api-client/stock/paths";
import { altchaDarkTheme } from "@boostdash/ui/lib/altchaTheme";
import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";

export interface RedeemCaptchaProps {
  /** The page's language: the widget's own words come in it too. */
  locale: PublicLocale;
  /** The page's words for the widget's loading and failure lines. */
  words: Pick<PublicMessages["redeem"], "captchaLoading" | "captchaLoadFailed">;
  onVerify: (payload: string) => void;
  onExpire: () => void;
}

/**
 * ALTCHA's own translation of its widget (I'm not a robot, Verifying..., ...) for each of our languages but English,
 * which the widget has built in: each a small chunk fetched with the widget, only for the language shown. The value
 * is the name the file registers its words under, which the widget's `language` then picks.
 */
const WIDGET_WORDS: Record<Exclude<PublicLocale, "en">, { name: string; load: () => Promise<unknown> }> = {
  es: { name: "es-es", load: () => import("altcha/i18n/es-es") },
  "pt-BR": { name: "pt-br", load: () => import("altcha/i18n/pt-br") },
  fr: { name: "fr-fr", load: () => import("altcha/i18n/fr-fr") },
  de: { name: "de", load: () => import("altcha/i18n/de") },
  tr: { name: "tr", load: () => import("altcha/i18n/tr") },
  ru: { name: "ru", load: () => import("altcha/i18n/ru") },
};

export default function RedeemCaptcha({ locale, words, onVerify, onExpire }: RedeemCaptchaProps) {
  const widget = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onVerify, onExpire });
  callbacks.current = { onVerify, onExpire };

  useEffect(() => {
    let live = true;
    const translation = locale === "en" ? undefined : WIDGET_WORDS[locale];
    // The widget first (it sets up the registry its translations go in), then its words.
    import("altcha")
      .then(() => translation?.load())
      .then(
        () => live && setReady(true),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [locale]);

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

  if (failed) return <p className="text-sm text-danger">{words.captchaLoadFailed}</p>;
  if (!ready) return <p className="h-[70px] text-sm text-muted">{words.captchaLoading}</p>;
  return (
    <altcha-widget
      ref={widget}
      challenge={redeemChallengeUrl()}
      name="altcha"
      language={locale === "en" ? "en" : WIDGET_WORDS[locale].name}
      style={altchaDarkTheme}
    />
  );
}

function redeemChallengeUrl(): string {
  return `${API_BASE_PATH}${stockPaths.redeemChallenge.path}`;
}
