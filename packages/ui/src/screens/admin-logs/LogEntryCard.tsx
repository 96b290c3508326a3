import {
  type DateInput,
  formatTimestamp,
  type LogEntry,
  relativeAge,
  titleCaseAction,
} from "@boostdash/api-client";
import { Clock, User } from "lucide-react";
import { memo } from "react";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge";
import { severityIcons, severityLabels, severityTones } from "./severity";

const iconTones = {
  info: "text-info",
  success: "text-success",
  warning: "text-warning",
  error: "text-danger",
} as const;

export interface LogEntryCardProps {
  log: LogEntry;
  now: DateInput;
  timeZone?: string;
}

/** One activity-log entry (spec §2, Admin Logs). Memoised: the virtual list re-renders rows as it scrolls. */
export const LogEntryCard = memo(function LogEntryCard({ log, now, timeZone }: LogEntryCardProps) {
  const Icon = severityIcons[log.severity];
  const hasClient = Boolean(log.ipAddress || log.userAgent);
  return (
    <article
      data-testid="log-entry"
      className="flex gap-3 rounded-lg border border-border bg-surface p-4 transition-colors hover:border-muted/40"
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", iconTones[log.severity])} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold text-fg">{titleCaseAction(log.action)}</h3>
            <Badge tone={severityTones[log.severity]}>{severityLabels[log.severity]}</Badge>
          </div>
          <span className="shrink-0 text-xs text-muted tabular-nums">{relativeAge(log.timestamp, now)}</span>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
          <span className="flex min-w-0 items-center gap-1.5">
            <User aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="font-medium text-fg">{log.username}</span>
            {log.userId ? <span className="truncate font-mono">({log.userId})</span> : null}
          </span>
          <span className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5 shrink-0" />
            <time dateTime={log.timestamp} className="tabular-nums">
              {formatTimestamp(log.timestamp, { timeZone })}
            </time>
          </span>
        </div>
        <p className="text-sm text-fg/90 break-words">{log.details}</p>
        {hasClient ? (
          <dl className="mt-1 grid gap-x-3 gap-y-1 rounded-md border border-border bg-surface-2 px-3 py-2 text-xs sm:grid-cols-[auto_minmax(0,1fr)]">
            {log.ipAddress ? (
              <>
                <dt className="text-muted">IP Address</dt>
                <dd className="font-mono text-fg">{log.ipAddress}</dd>
              </>
            ) : null}
            {log.userAgent ? (
              <>
                <dt className="text-muted">User Agent</dt>
                <dd className="truncate font-mono text-fg" title={log.userAgent}>
                  {log.userAgent}
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </div>
    </article>
  );
});
