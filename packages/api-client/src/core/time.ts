/** Wording of elapsed time (docs/product.md#limits). Every function takes `now`, so screens and screenshots stay fixed. */
import { type DateInput, toDate } from "./format.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function elapsed(from: DateInput, now: DateInput): number {
  return Math.max(0, toDate(now).getTime() - toDate(from).getTime());
}

/** '5s ago' under a minute, '3m ago' under an hour, '2h ago' under a day, else '4d ago'. */
export function relativeAge(from: DateInput, now: DateInput): string {
  const ms = elapsed(from, now);
  if (Number.isNaN(ms)) return "";
  if (ms < MINUTE) return `${Math.floor(ms / SECOND)}s ago`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h ago`;
  return `${Math.floor(ms / DAY)}d ago`;
}

/**
 * Settings' 'Last Reset': 'Never', 'Less than an hour ago', 'N hours ago' under a day, else 'N days ago'
 * (singular for 1, so it never reads '1 hours ago').
 */
export function lastResetLabel(lastReset: DateInput | null | undefined, now: DateInput): string {
  if (lastReset === null || lastReset === undefined || lastReset === "") return "Never";
  const ms = elapsed(lastReset, now);
  if (Number.isNaN(ms)) return "Never";
  if (ms < HOUR) return "Less than an hour ago";
  if (ms < DAY) return plural(Math.floor(ms / HOUR), "hour");
  return plural(Math.floor(ms / DAY), "day");
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
}
