import { LOCALE_NAMES, PUBLIC_LOCALES } from "@boostdash/api-client/public/i18n/locales";
import { usePublicText } from "./publicText";

/**
 * The page in another language: one plain link per language, in its own words, under the page. A link is `?lang=`,
 * which the server answers in that language and remembers in a cookie for the store's other pages; no script needed.
 */
export function LanguageLinks() {
  const { locale, messages } = usePublicText();
  return (
    <nav aria-label={messages.common.language} className="px-4 pb-6 text-center text-xs text-muted">
      <ul className="flex flex-wrap justify-center gap-x-3">
        {PUBLIC_LOCALES.map((l) => (
          <li key={l}>
            <a
              href={`?lang=${l}`}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? "true" : undefined}
              className="inline-flex min-h-6 items-center underline-offset-2 hover:text-fg hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-fg"
            >
              {LOCALE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
