import type { LogEntry } from "@boostdash/api-client/admin/contract";
import { titleCaseAction } from "@boostdash/api-client/admin/rules";
import { actorLabel } from "@boostdash/api-client/admin/trail";
import { type DateInput, formatShortTimestamp, formatTimestamp } from "@boostdash/api-client/core/format";
import { relativeAge } from "@boostdash/api-client/core/time";
import { ChevronDown } from "lucide-react";
import { memo } from "react";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge";
import { severities } from "./severity";

/** Who did it (docs/product.md#admin-logs): the details' row, and the line's words for anyone but the owner. */
export const logByText = {
  label: "By",
  line: (who: string) => `by ${who}`,
} as const;

export interface LogEntryCardProps {
  log: LogEntry;
  now: DateInput;
  timeZone?: string;
  expanded: boolean;
  onToggle: (id: string) => void;
}

/**
 * One activity-log entry (docs/product.md#admin-logs, docs/decisions.md#first-hour), compact: one line (time, user, action, short
 * detail, age) that is a disclosure button, and everything else (severity, user id, the full timestamp with
 * seconds, the whole detail, IP address and user agent) below it when expanded. Memoised: the virtual list
 * re-renders rows as the page scrolls.
 */
export const LogEntryCard = memo(function LogEntryCard({
  log,
  now,
  timeZone,
  expanded,
  onToggle,
}: LogEntryCardProps) {
  const severity = severities[log.severity];
  const Icon = severity.icon;
  const panelId = `log-${log.id}-details`;
  const by = log.by ? actorLabel(log.by) : undefined;
  // The user column already names the store's account: the line adds who else acted (a member, the bot, a customer).
  const byOnLine = log.by && log.by.kind !== "owner" ? by : undefined;
  return (
    <article data-testid="log-entry" data-expanded={expanded || undefined}>
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onToggle(log.id)}
          className={cn(
            "grid w-full grid-cols-[1rem_minmax(0,1fr)_auto_1rem] items-center gap-x-3 gap-y-0.5 px-4 py-2.5 text-left text-sm transition-colors hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-offset-[-2px]",
            "sm:grid-cols-[1rem_9.5rem_minmax(0,8rem)_minmax(0,11rem)_minmax(0,1fr)_4rem_1rem]",
            expanded && "bg-surface-2",
          )}
        >
          <Icon
            aria-hidden="true"
            className={cn("col-start-1 row-start-1 size-4 shrink-0", severity.iconClass)}
          />
          <span className="sr-only">{severity.label}:</span>
          <time
            dateTime={log.timestamp}
            className="hidden text-xs text-muted tabular-nums sm:col-start-2 sm:row-start-1 sm:block"
          >
            {formatShortTimestamp(log.timestamp, { timeZone })}
          </time>
          <span
            data-testid="log-user"
            className="hidden truncate font-medium text-fg sm:col-start-3 sm:row-start-1 sm:block"
          >
            {log.username}
          </span>
          <span
            data-testid="log-action"
            className="col-start-2 row-start-1 truncate font-semibold text-fg sm:col-start-4"
          >
            {titleCaseAction(log.action)}
          </span>
          <span className="col-span-2 col-start-2 row-start-2 truncate text-xs text-muted sm:col-span-1 sm:col-start-5 sm:row-start-1 sm:text-sm">
            {/* Phones have no room for the user's column: it leads the second line instead. */}
            <span className="sm:hidden">
              <span className="font-medium text-fg">{log.username}</span>
              {" · "}
            </span>
            {byOnLine ? (
              <span data-testid="log-by" className="text-fg">
                {logByText.line(byOnLine)}
                {" · "}
              </span>
            ) : null}
            {log.details}
          </span>
          <span className="col-start-3 row-start-1 text-right text-xs text-muted tabular-nums sm:col-start-6">
            {relativeAge(log.timestamp, now)}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              "col-start-4 row-start-1 size-4 text-muted transition-transform sm:col-start-7",
              expanded && "rotate-180",
            )}
          />
        </button>
      </h3>
      {expanded ? (
        <div id={panelId} className="border-t border-border/60 bg-surface-2/50 px-4 py-3 sm:pl-11">
          <dl className="grid gap-x-4 gap-y-1.5 text-xs sm:grid-cols-[7rem_minmax(0,1fr)]">
            <dt className="text-muted">Severity</dt>
            <dd>
              <Badge tone={severity.tone}>{severity.label}</Badge>
            </dd>
            <dt className="text-muted">User</dt>
            <dd className="text-fg">
              <span className="font-medium">{log.username}</span>
              {log.userId ? <span className="ml-1.5 font-mono text-muted">({log.userId})</span> : null}
            </dd>
            {by ? (
              <>
                <dt className="text-muted">{logByText.label}</dt>
                <dd className="text-fg">
                  <span className="font-medium">{by}</span>
                  {log.by?.kind === "member" && log.by.id ? (
                    <span className="ml-1.5 font-mono text-muted">({log.by.id})</span>
                  ) : null}
                </dd>
              </>
            ) : null}
            <dt className="text-muted">Time</dt>
            <dd className="text-fg tabular-nums">
              <time dateTime={log.timestamp}>{formatTimestamp(log.timestamp, { timeZone })}</time>
            </dd>
            <dt className="text-muted">Details</dt>
            <dd className="text-sm break-words text-fg">{log.details}</dd>
            {log.ipAddress ? (
              <>
                <dt className="text-muted">IP Address</dt>
                <dd className="font-mono text-fg">{log.ipAddress}</dd>
              </>
            ) : null}
            {log.userAgent ? (
              <>
                <dt className="text-muted">User Agent</dt>
                <dd className="font-mono break-all text-fg">{log.userAgent}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
    </article>
  );
});
