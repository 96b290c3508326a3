import type { LogEntry } from "@boostdash/api-client/admin/contract";
import { distinctActions, filterLogs } from "@boostdash/api-client/admin/rules";
import { type DateInput, formatNumber } from "@boostdash/api-client/core/format";
import { sortNewestFirst } from "@boostdash/api-client/core/sort";
import { CalendarClock, CircleAlert, KeyRound, ScrollText } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { ScreenLayout } from "../../layout/ScreenLayout";
import { CountBadge } from "../../primitives/Badge";
import { type EmptyStateProps, FilteredList } from "../../primitives/EmptyState";
import { RefreshButton } from "../../primitives/RefreshButton";
import { StatCard } from "../../primitives/StatCard";
import { adminLogsStatusTexts } from "./adminLogsText";
import { LogFilters, type LogFilterValues } from "./LogFilters";
import { LogList } from "./LogList";
import { computeLogStats } from "./stats";

export interface AdminLogsScreenProps {
  /** `error`: the first load failed (the app has toasted 'Failed to fetch logs'). */
  status: ScreenStatus;
  logs: readonly LogEntry[];
  /**
   * How many entries the log holds in all, when the server sent only the newest (`logs`): Total Logs shows it, and
   * a line says "Showing the newest N of M entries". Absent: `logs` is everything.
   */
  total?: number;
  /** For relative ages and Today's Activity; fixed in stories. */
  now: DateInput;
  /** IANA zone for timestamps and "today"; the viewer's by default. */
  timeZone?: string;
  /** A refresh is running: the button spins and is disabled. */
  refreshing?: boolean;
  onRefresh: () => void;
  /** Starting filters (stories); the screen keeps them after that. */
  initialFilters?: Partial<LogFilterValues>;
}

const noFilters: LogFilterValues = { query: "", severity: "all", action: "all" };

const noLogsYet: EmptyStateProps = {
  icon: <ScrollText />,
  title: "No logs yet",
  description: "User activity logs will appear here",
};

/** `/dashboard/admin`: the activity log, searchable and filterable, newest first (docs/product.md#admin-logs). */
export function AdminLogsScreen({
  status,
  logs,
  total,
  now,
  timeZone,
  refreshing = false,
  onRefresh,
  initialFilters,
}: AdminLogsScreenProps) {
  const [filters, setFilters] = useState<LogFilterValues>({ ...noFilters, ...initialFilters });
  // Typing stays instant over 10,000 entries: the list catches up in a deferred render.
  const deferredFilters = useDeferredValue(filters);

  const sorted = useMemo(() => sortNewestFirst(logs, (log) => log.timestamp), [logs]);
  const stats = useMemo(() => computeLogStats(logs, now, timeZone), [logs, now, timeZone]);
  const actions = useMemo(() => distinctActions(logs), [logs]);
  const visible = useMemo(() => filterLogs(sorted, deferredFilters), [sorted, deferredFilters]);
  const totalLogs = Math.max(total ?? 0, logs.length);
  const filtering = filters.query.trim() !== "" || filters.severity !== "all" || filters.action !== "all";

  return (
    <ScreenLayout
      status={status}
      title="Admin Logs"
      subtitle="Monitor user activities and system events"
      badge={<CountBadge count={visible.length} noun={["entry", "entries"]} data-testid="entries-count" />}
      actions={<RefreshButton refreshing={refreshing} disabled={status === "loading"} onClick={onRefresh} />}
      keepActions
      statusTexts={adminLogsStatusTexts}
      onRetry={onRefresh}
    >
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard title="Total Logs" value={totalLogs} icon={<ScrollText />} tone="primary" />
        <StatCard title="Today's Activity" value={stats.today} icon={<CalendarClock />} tone="info" />
        <StatCard title="Errors" value={stats.errors} icon={<CircleAlert />} tone="danger" />
        <StatCard
          title="Access Code Resets"
          value={stats.accessCodeResets}
          icon={<KeyRound />}
          tone="warning"
        />
      </section>

      <section aria-labelledby="log-entries-title" className="flex flex-col gap-4">
        <h2 id="log-entries-title" className="sr-only">
          Log entries
        </h2>
        {totalLogs > logs.length ? (
          <p className="text-sm text-muted" data-testid="logs-shown">
            Showing the newest {formatNumber(logs.length)} of {formatNumber(totalLogs)} entries. Search,
            filters and the other cards cover only these.
          </p>
        ) : null}
        <LogFilters values={filters} onChange={setFilters} actions={actions} />
        <FilteredList
          shows={logs.length === 0 ? "empty" : visible.length === 0 ? "no matches" : "list"}
          empty={noLogsYet}
          noMatches="No matching logs"
          onClear={filtering ? () => setFilters(noFilters) : undefined}
        >
          {/* A new filter starts the list at the top again. */}
          <LogList key={JSON.stringify(deferredFilters)} logs={visible} now={now} timeZone={timeZone} />
        </FilteredList>
      </section>
    </ScreenLayout>
  );
}
