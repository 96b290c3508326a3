/** The Stock & Keys list's rules (docs/product.md#stock-and-keys): counts, search and filters, the CSV export. */
import { toCsv } from "../../core/csv.ts";
import type { RedeemKeyRow } from "./contract.ts";

export type KeyStateFilter = "all" | "unused" | "used";

export interface KeyFilters {
  query: string;
  state: KeyStateFilter;
  /** "all" or a stock file name. */
  stock: string;
}

export const noKeyFilters: KeyFilters = { query: "", state: "all", stock: "all" };

export interface KeySummary {
  total: number;
  unused: number;
  used: number;
}

export function summarizeKeys(keys: readonly RedeemKeyRow[]): KeySummary {
  let used = 0;
  for (const k of keys) if (k.usedAt !== null) used++;
  return { total: keys.length, unused: keys.length - used, used };
}

/**
 * The keys that match: a case-insensitive part of the key, the state and the stock. `lower` is the keys'
 * lower-cased text, made once per list (50,000 keys are searched on each keystroke).
 */
export function filterKeys(
  keys: readonly RedeemKeyRow[],
  filters: KeyFilters,
  lower: readonly string[] = keys.map((k) => k.key.toLowerCase()),
): RedeemKeyRow[] {
  const needle = filters.query.trim().toLowerCase();
  const out: RedeemKeyRow[] = [];
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as RedeemKeyRow;
    if (filters.state === "used" && k.usedAt === null) continue;
    if (filters.state === "unused" && k.usedAt !== null) continue;
    if (filters.stock !== "all" && k.stock !== filters.stock) continue;
    if (needle !== "" && !(lower[i] ?? "").includes(needle)) continue;
    out.push(k);
  }
  return out;
}

/**
 * The list as CSV: the first three columns are the lines `add-keys` and the screen read back; cells that a
 * spreadsheet would run as formulas are neutralised (core/csv.ts, the Orders export's guard).
 */
export function keysCsv(keys: readonly RedeemKeyRow[]): string {
  return toCsv([
    ["key", "amount", "stock", "state", "created", "used", "order"],
    ...keys.map((k) => [
      k.key,
      k.amount,
      k.stock,
      k.usedAt === null ? "unused" : "used",
      k.createdAt,
      k.usedAt ?? "",
      k.usedAt === null ? "" : k.key,
    ]),
  ]);
}
