import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { daysIn, fill, markedParts, percentIn, placesOf, stockName } from "./format.ts";
import { acceptedLanguages, matchLocale, negotiateLocale, PUBLIC_LOCALES } from "./locales.ts";
import { PUBLIC_MESSAGES } from "./messages.ts";

/** Every text of a catalogue, by its dotted key. */
function texts(catalogue: object, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of texts(value as object, path)) out.set(k, v);
  }
  return out;
}

describe("the customer pages' catalogues", () => {
  const english = texts(en);

  it.each(PUBLIC_LOCALES)(
    "%s has every key of the English one, no other, none empty, the same {places}",
    (locale) => {
      const theirs = texts(PUBLIC_MESSAGES[locale]);
      expect([...theirs.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of theirs) {
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
        expect(placesOf(text), `${locale} ${key}`).toEqual(placesOf(english.get(key) ?? ""));
      }
    },
  );

  it("translates: no language other than English repeats most of its texts word for word", () => {
    for (const locale of PUBLIC_LOCALES.filter((l) => l !== "en")) {
      const theirs = texts(PUBLIC_MESSAGES[locale]);
      const same = [...theirs].filter(([key, text]) => text === english.get(key));
      expect(same.length, `${locale}: ${same.map(([k]) => k).join(", ")}`).toBeLessThan(english.size / 10);
    }
  });

  it("fills places and leaves an unknown one as written", () => {
    expect(fill(en.orderStatus.boostsDelivered, { delivered: "8", amount: "14" })).toBe(
      "8 of 14 boosts delivered",
    );
    expect(fill("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

describe("choosing the language", () => {
  it.each([
    ["de", "de"],
    ["DE-at", "de"],
    ["pt", "pt-BR"],
    ["pt-PT", "pt-BR"],
    ["pt_BR", "pt-BR"],
    ["es-419", "es"],
    ["en-US", "en"],
    ["zh-CN", undefined],
    ["", undefined],
    ["de;drop table", undefined],
  ])("%s -> %s", (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it("reads Accept-Language by weight, then by order, without q=0", () => {
    expect(acceptedLanguages("fr;q=0.5, de, en;q=0.8, ru;q=0")).toEqual(["de", "en", "fr"]);
    expect(acceptedLanguages("*")).toEqual([]);
  });

  it("takes ?lang=, then the cookie, then the browser's languages, then English", () => {
    const header = "zh-CN, tr;q=0.9, en;q=0.8";
    expect(negotiateLocale({ query: "ru", cookie: "lang=de", acceptLanguage: header })).toEqual({
      locale: "ru",
      source: "query",
    });
    expect(negotiateLocale({ query: "xx", cookie: "a=1; lang=de", acceptLanguage: header })).toEqual({
      locale: "de",
      source: "cookie",
    });
    expect(negotiateLocale({ cookie: "lang=", acceptLanguage: header })).toEqual({
      locale: "tr",
      source: "browser",
    });
    expect(negotiateLocale({ acceptLanguage: "zh-CN" })).toEqual({ locale: "en", source: "default" });
    expect(negotiateLocale({})).toEqual({ locale: "en", source: "default" });
  });
});

describe("stock types in the customer's words", () => {
  it("names the four stock files in each language, and spells out any other", () => {
    expect(stockName("oneMonthBoosts.txt", en)).toBe("1 Month Boosts");
    expect(stockName("threeMonthNitroTokens.txt", en)).toBe("3 Month Nitro Tokens");
    expect(stockName("oneMonthBoosts.txt", PUBLIC_MESSAGES.de)).toBe("1-Monats-Boosts");
    expect(stockName("sixMonthBoosts.txt", PUBLIC_MESSAGES.de)).toBe("Six Month Boosts");
    expect(stockName("toString", en)).toBe("To String");
  });
});

describe("headings with a marked part", () => {
  it("splits the text around its brackets, in every language", () => {
    expect(markedParts(en.liveStock.heading)).toEqual(["Live ", "Stock", ""]);
    expect(markedParts(PUBLIC_MESSAGES.de.liveStock.heading)).toEqual(["Live-", "Bestand", ""]);
    expect(markedParts("no marks")).toEqual(["no marks", "", ""]);
    for (const locale of PUBLIC_LOCALES)
      expect(markedParts(PUBLIC_MESSAGES[locale].liveStock.heading)[1]).not.toBe("");
  });
});

describe("the warranty's days and share in each language", () => {
  it("writes days with the language's plural forms and the percent sign where the language puts it", () => {
    expect([daysIn(1, "en-US"), daysIn(15, "en-US"), percentIn(100, "en-US")]).toEqual([
      "1 day",
      "15 days",
      "100%",
    ]);
    // English by hand, as Intl would write it.
    expect(daysIn(15, "en-US")).toBe(
      new Intl.NumberFormat("en-US", { style: "unit", unit: "day", unitDisplay: "long" }).format(15),
    );
    expect(percentIn(50, "en-US")).toBe(new Intl.NumberFormat("en-US", { style: "percent" }).format(0.5));
    expect([daysIn(1, "de"), daysIn(15, "de")]).toEqual(["1 Tag", "15 Tage"]);
    expect([daysIn(1, "ru"), daysIn(2, "ru"), daysIn(15, "ru")]).toEqual(["1 день", "2 дня", "15 дней"]);
    expect(percentIn(100, "de")).toBe("100\u00a0%");
    expect(percentIn(100, "tr")).toBe("%100");
  });
});
