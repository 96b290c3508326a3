/** Number and date formatting through Intl. Locale defaults to en-US so screenshots are stable. */

/** Locale for numbers and dates unless a caller passes one: fixed so screenshots are stable. */
export const DEFAULT_LOCALE = "en-US";

export interface FormatOptions {
  locale?: string;
  /** IANA zone; defaults to the viewer's. Stories pass "UTC" for fixed screenshots. */
  timeZone?: string;
}

export type DateInput = Date | string | number;

// Building an Intl formatter costs far more than using one (a list of 20 cards built ~60 per render): keep them.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** 12345 -> '12,345'. */
export function formatNumber(value: number, options: FormatOptions = {}): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  // Every figure the screens show is an en-US integer: group its digits here. A page's first Intl.NumberFormat
  // makes the browser load ICU's number data, 35-50 ms of main thread in Chromium on our 2-core host (more than
  // a public page's whole hydration), for the same text; format.test.ts holds this path to Intl's output.
  if (locale === "en-US" && Number.isSafeInteger(value) && !Object.is(value, -0)) {
    return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
  }
  let formatter = numberFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    numberFormats.set(locale, formatter);
  }
  return formatter.format(value);
}

/** Seconds since the epoch (suggestions, bugs) as a Date. */
export function fromEpochSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

export function toDate(input: DateInput): Date {
  return input instanceof Date ? input : new Date(input);
}

function format(input: DateInput, options: FormatOptions, parts: Intl.DateTimeFormatOptions): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return "";
  const intl: Intl.DateTimeFormatOptions = { ...parts };
  if (options.timeZone) intl.timeZone = options.timeZone;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const key = `${locale}|${JSON.stringify(intl)}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, intl);
    dateFormats.set(key, formatter);
  }
  return formatter.format(date);
}

const DAY: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };
const DATE: Intl.DateTimeFormatOptions = { year: "numeric", ...DAY };
const CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const CLOCK_SECONDS: Intl.DateTimeFormatOptions = { ...CLOCK, second: "2-digit" };

/** 'Jan 31, 2026'. */
export function formatDate(input: DateInput, options: FormatOptions = {}): string {
  return format(input, options, DATE);
}

/** 'Jan 31, 2026, 2:05 PM'. */
export function formatDateTime(input: DateInput, options: FormatOptions = {}): string {
  return format(input, options, { ...DATE, ...CLOCK });
}

/** 'Jan 31, 2026, 2:05:09 PM': the admin log's full timestamp with seconds. */
export function formatTimestamp(input: DateInput, options: FormatOptions = {}): string {
  return format(input, options, { ...DATE, ...CLOCK_SECONDS });
}

/** 'Jan 31, 2:05:09 PM': a log line's time, to the second, without the year (the full one is a click away). */
export function formatShortTimestamp(input: DateInput, options: FormatOptions = {}): string {
  return format(input, options, { ...DAY, ...CLOCK_SECONDS });
}

/** Same calendar day in the given (or the viewer's) time zone. */
export function isSameDay(a: DateInput, b: DateInput, options: FormatOptions = {}): boolean {
  const day = (d: DateInput) =>
    format(d, { ...options, locale: "en-CA" }, { year: "numeric", month: "2-digit", day: "2-digit" });
  const first = day(a);
  return first !== "" && first === day(b);
}
