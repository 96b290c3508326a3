/**
 * The languages of the customer pages (docs/decisions.md#public-pages-in-the-customers-language) and how one is
 * chosen for a request: `?lang=`, then the cookie the language links set, then `Accept-Language`, else English.
 */

export const PUBLIC_LOCALES = ["en", "es", "pt-BR", "fr", "de", "tr", "ru"] as const;
export type PublicLocale = (typeof PUBLIC_LOCALES)[number];
export const DEFAULT_LOCALE: PublicLocale = "en";

/** The cookie a language link sets (a year), read before Accept-Language. */
export const LANG_COOKIE = "lang";
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Each language in its own words, for the language links. */
export const LOCALE_NAMES: Record<PublicLocale, string> = {
  en: "English",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  fr: "Français",
  de: "Deutsch",
  tr: "Türkçe",
  ru: "Русский",
};

/**
 * One of ours for a BCP 47 tag, or undefined: the exact tag first (any case), then its language alone, so "de-AT"
 * is German, "pt" and "pt-PT" are Portuguese (Brazil), "es-419" is Spanish. Discord's locales ("pt-BR", "es-ES",
 * "en-US", "tr", "ru", "fr", "de") all land on one.
 */
export function matchLocale(tag: string | undefined | null): PublicLocale | undefined {
  if (!tag) return undefined;
  const clean = tag.trim().replace(/_/g, "-").toLowerCase();
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(clean)) return undefined;
  const exact = PUBLIC_LOCALES.find((l) => l.toLowerCase() === clean);
  if (exact) return exact;
  const language = clean.split("-")[0];
  return PUBLIC_LOCALES.find((l) => l.split("-")[0] === language);
}

/** The languages of an Accept-Language header, best first (q=0 left out; ties keep the header's order). */
export function acceptedLanguages(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag !== "" && l.tag !== "*" && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface LocaleSources {
  /** `?lang=` of the address. */
  query?: string | null;
  /** The Cookie header. */
  cookie?: string | null;
  /** The Accept-Language header. */
  acceptLanguage?: string | null;
}

/** Where the language came from: an explicit choice (`query`, `cookie`), the browser's, or the default. */
export type LocaleSource = "query" | "cookie" | "browser" | "default";

/** The language to show: `?lang=`, then the cookie, then Accept-Language (best match first), else English. */
export function negotiateLocale(sources: LocaleSources): { locale: PublicLocale; source: LocaleSource } {
  const fromQuery = matchLocale(sources.query);
  if (fromQuery) return { locale: fromQuery, source: "query" };
  const fromCookie = matchLocale(cookieValue(sources.cookie, LANG_COOKIE));
  if (fromCookie) return { locale: fromCookie, source: "cookie" };
  for (const tag of acceptedLanguages(sources.acceptLanguage)) {
    const match = matchLocale(tag);
    if (match) return { locale: match, source: "browser" };
  }
  return { locale: DEFAULT_LOCALE, source: "default" };
}
