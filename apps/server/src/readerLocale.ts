// The reader's language for a request (docs/decisions.md#public-pages-in-the-customers-language): `?lang=`, then the
// cookie the language links set, then Accept-Language. One reading for the page routes, the live-stock read (a
// seller's custom page is rendered in it) and the cache fast path, so all three choose the same.
import {
  type LocaleSource,
  negotiateLocale,
  type PublicLocale,
} from "@boostdash/api-client/public/i18n/locales";

export interface LocaleRequest {
  query?: unknown;
  headers: { cookie?: string | undefined; "accept-language"?: string | undefined };
}

export function readerLocale(req: LocaleRequest): { locale: PublicLocale; source: LocaleSource } {
  const query = (req.query as { lang?: unknown } | undefined)?.lang;
  return negotiateLocale({
    query: typeof query === "string" ? query : undefined,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
  });
}
