/** Admin Logs rules (docs/product.md#admin-logs): search, filters, action names, stats. */

import type { LogEntry, Severity } from "./contract.ts";
import { actorLabel } from "./trail.ts";

/** 'access_code_reset' -> 'Access Code Reset'. */
export function titleCaseAction(action: string): string {
  return action
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/**
 * Case-insensitive match on username, action, details and userId, and on who did it as the entry shows them
 * ("Ana (Support)", "Customer", "Storefront (Shoppex)"), so a member's entries are found by their name.
 */
export function searchLogs<
  T extends Pick<LogEntry, "username" | "action" | "details" | "userId"> & Partial<Pick<LogEntry, "by">>,
>(logs: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...logs];
  return logs.filter((log) =>
    [log.username, log.action, log.details, log.userId, log.by ? actorLabel(log.by) : ""].some((f) =>
      f.toLowerCase().includes(needle),
    ),
  );
}

export interface LogFilters {
  query?: string;
  severity?: Severity | "all";
  action?: string | "all";
}

export function filterLogs<T extends LogEntry>(logs: readonly T[], filters: LogFilters): T[] {
  return searchLogs(logs, filters.query ?? "").filter(
    (log) =>
      (!filters.severity || filters.severity === "all" || log.severity === filters.severity) &&
      (!filters.action || filters.action === "all" || log.action === filters.action),
  );
}

/** The distinct actions present, sorted, for the action filter. */
export function distinctActions(logs: readonly Pick<LogEntry, "action">[]): string[] {
  return [...new Set(logs.map((l) => l.action))].sort();
}

/** The four numbers of the Admin Logs cards (packages/ui's `computeLogStats` counts them). */
export interface LogStats {
  total: number;
  today: number;
  errors: number;
  accessCodeResets: number;
}
