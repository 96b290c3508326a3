import { formatStockName } from "../../orders/rules.ts";
import type { PublicMessages } from "./en.ts";

/** Fills a catalogue text's `{name}` places; a place without a value stays as written (a test finds it). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The `{name}` places of a catalogue text, sorted. */
export function placesOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();
}

/**
 * A stock type in the customer's words: "oneMonthBoosts.txt" reads "1 Month Boosts" (in the page's language); a
 * type the catalogue does not know (the bot may report any) is spelled out from its name ("sixMonthBoosts.txt" reads
 * "Six Month Boosts").
 */
export function stockName(stock: string, messages: PublicMessages): string {
  const stem = stock.replace(/\.txt$/i, "");
  const names: Readonly<Record<string, string>> = messages.stock;
  return (Object.hasOwn(names, stem) ? names[stem] : undefined) ?? formatStockName(stock);
}

/** A heading with one part in brackets ("Live [Stock]"): the text before, the marked part, the text after. */
export function markedParts(text: string): [string, string, string] {
  const m = /^([^[]*)\[([^\]]*)\](.*)$/s.exec(text);
  return m ? [m[1] ?? "", m[2] ?? "", m[3] ?? ""] : [text, "", ""];
}

/**
 * A number of days in words ("15 days", "1 Tag", "2 дня"): Intl knows every language's plural forms. English is
 * written by hand, as formatNumber writes en-US figures: a page's first Intl.NumberFormat loads ICU's number data.
 */
export function daysIn(days: number, locale: string): string {
  if (locale === "en-US") return `${days} day${days === 1 ? "" : "s"}`;
  return new Intl.NumberFormat(locale, { style: "unit", unit: "day", unitDisplay: "long" }).format(days);
}

/** A whole percentage as the language writes it ("100%", "100 %", "%100"); English by hand, as `daysIn`. */
export function percentIn(percent: number, locale: string): string {
  if (locale === "en-US") return `${percent}%`;
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(percent / 100);
}
