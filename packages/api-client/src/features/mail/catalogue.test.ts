import { describe, expect, it } from "vitest";
import { placesOf } from "../public/i18n/format.ts";
import { PUBLIC_LOCALES } from "../public/i18n/locales.ts";
import { MAIL_MESSAGES } from "./catalogue.ts";

describe("the emails' catalogue", () => {
  const english = MAIL_MESSAGES.en;
  const keys = Object.keys(english).sort();

  it.each(PUBLIC_LOCALES)("%s has every key of the English one, none empty, the same {places}", (locale) => {
    const theirs: Record<string, string> = MAIL_MESSAGES[locale];
    expect(Object.keys(theirs).sort()).toEqual(keys);
    for (const key of keys) {
      const text = theirs[key] ?? "";
      expect(text.trim(), `${locale} ${key}`).not.toBe("");
      expect(placesOf(text), `${locale} ${key}`).toEqual(
        placesOf((english as Record<string, string>)[key] ?? ""),
      );
    }
  });

  it("translates: no language other than English repeats its texts word for word", () => {
    for (const locale of PUBLIC_LOCALES.filter((l) => l !== "en")) {
      const theirs: Record<string, string> = MAIL_MESSAGES[locale];
      const same = keys.filter((k) => theirs[k] === (english as Record<string, string>)[k]);
      expect(same, locale).toEqual([]);
    }
  });
});
