import type { LogEntry } from "@boostdash/api-client/admin/contract";
import type { LogStats } from "@boostdash/api-client/admin/rules";
import type { DateInput } from "@boostdash/api-client/core/format";

/**
 * The four numbers of the Admin Logs cards, with one date formatter for the whole list: building one per entry made 10,000 logs take about a second.
 */
export function computeLogStats(logs: readonly LogEntry[], now: DateInput, timeZone?: string): LogStats {
  const dayOf = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  });
  const day = (input: DateInput) => {
    const date = new Date(input);
    return Number.isNaN(date.getTime()) ? "" : dayOf.format(date);
  };
  const today = day(now);
  let todayCount = 0;
  let errors = 0;
  let accessCodeResets = 0;
  for (const log of logs) {
    if (today !== "" && day(log.timestamp) === today) todayCount += 1;
    if (log.severity === "error") errors += 1;
    if (log.action === "access_code_reset") accessCodeResets += 1;
  }
  return { total: logs.length, today: todayCount, errors, accessCodeResets };
}
