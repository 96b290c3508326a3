import { type DateInput, formatDateTime, toDate } from "@boostdash/api-client/core/format";
import { relativeAge } from "@boostdash/api-client/core/time";
import type { Session } from "@boostdash/api-client/sessions/contract";
import { AlertCircle, Laptop, MonitorSmartphone, Smartphone } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardFooter, CardIconHeader } from "../../primitives/Card";
import { LoadingState } from "../../primitives/LoadingState";
import { Notice } from "../../primitives/Notice";

/** The list's words (docs/product.md#sessions). */
export const sessionsListText = {
  title: "Your sessions",
  description: "Where you are signed in. Ending a session signs that device out at its next request.",
  memberDescription:
    "Where this member is signed in. Ending a session signs that device out at its next request.",
  thisDevice: "This device",
  signedIn: "Signed in",
  lastSeen: "Last seen",
  activeNow: "Active now",
  end: "End session",
  ending: "Ending...",
  endOthers: "End all other sessions",
  endAll: "End all sessions",
  endingOthers: "Ending sessions...",
  none: "No active sessions.",
  loading: "Loading sessions...",
  errorTitle: "Sessions could not be changed",
  loadErrorTitle: "Sessions could not be loaded",
  retry: "Try again",
} as const;

/** A last-seen time this recent reads "Active now": the server writes it at most once a minute. */
const ACTIVE_WITHIN_MS = 2 * 60_000;

export interface SessionsListProps {
  /** Undefined while the list loads. */
  sessions: readonly Session[] | undefined;
  /** The clock the ages are read against. */
  now: DateInput;
  timeZone?: string;
  /** Another person's sessions (the owner's view of a member): no row is this device, and "End all sessions". */
  member?: boolean;
  /** Heading; "Your sessions" unless given (e.g. the member's name). */
  title?: string;
  onEnd: (id: string) => void;
  onEndOthers: () => void;
  /** The session being ended, or "others" while the others (or a member's all) are ended. */
  pending?: string | "others" | null;
  /** The load's or the last end's failure, in words. */
  error?: string | null;
  /** With `error` and no list: the failure was the load itself. */
  onRetry?: () => void;
}

function deviceIcon(device: string) {
  if (/iPhone|Android/.test(device)) return Smartphone;
  if (/iPad/.test(device)) return MonitorSmartphone;
  return Laptop;
}

/**
 * A person's sessions (docs/decisions.md#sessions-and-the-trail): each device with when it signed in and when it was
 * last seen, this one marked, an End button on every other, and one to end all the others. Pure: the Team screen
 * passes `useSessions`' state.
 */
export function SessionsList({
  sessions,
  now,
  timeZone,
  member = false,
  title = sessionsListText.title,
  onEnd,
  onEndOthers,
  pending = null,
  error = null,
  onRetry,
}: SessionsListProps) {
  const titleId = useId();
  const others = sessions?.filter((s) => !s.current) ?? [];
  const busy = pending !== null;
  return (
    <Card role="region" aria-labelledby={titleId} className="max-w-3xl" data-testid="sessions-list">
      <CardIconHeader
        icon={<MonitorSmartphone />}
        title={title}
        titleId={titleId}
        description={member ? sessionsListText.memberDescription : sessionsListText.description}
      />
      <CardContent className="flex flex-col gap-3">
        {error ? (
          <Notice
            tone="danger"
            icon={AlertCircle}
            role="alert"
            title={sessions ? sessionsListText.errorTitle : sessionsListText.loadErrorTitle}
          >
            <p className="text-fg">{error}</p>
            {onRetry ? (
              <Button variant="secondary" size="sm" className="mt-1 self-start" onClick={onRetry}>
                {sessionsListText.retry}
              </Button>
            ) : null}
          </Notice>
        ) : null}
        {sessions === undefined ? (
          error ? null : (
            <LoadingState text={sessionsListText.loading} className="py-8" />
          )
        ) : sessions.length === 0 ? (
          <p className="text-sm text-muted">{sessionsListText.none}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface-2">
            {sessions.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                now={now}
                timeZone={timeZone}
                member={member}
                ending={pending === s.id || (pending === "others" && !s.current)}
                disabled={busy}
                onEnd={onEnd}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {others.length > 0 ? (
        <CardFooter className="justify-end">
          <Button
            variant="danger"
            size="sm"
            busy={pending === "others"}
            busyLabel={sessionsListText.endingOthers}
            disabled={busy}
            onClick={onEndOthers}
          >
            {member ? sessionsListText.endAll : sessionsListText.endOthers}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

function SessionRow({
  session,
  now,
  timeZone,
  member,
  ending,
  disabled,
  onEnd,
}: {
  session: Session;
  now: DateInput;
  timeZone: string | undefined;
  member: boolean;
  ending: boolean;
  disabled: boolean;
  onEnd: (id: string) => void;
}) {
  const Icon = deviceIcon(session.device);
  const current = session.current && !member;
  const seenMs = toDate(now).getTime() - toDate(session.lastSeenAt).getTime();
  const active = current || seenMs < ACTIVE_WITHIN_MS;
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-session={session.id}>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg">
          <span className="break-words">{session.device}</span>
          {current ? <Badge tone="success">{sessionsListText.thisDevice}</Badge> : null}
        </p>
        <p className="flex flex-wrap gap-x-1.5 text-xs text-muted">
          <span>
            {sessionsListText.signedIn}{" "}
            <time dateTime={session.createdAt}>{formatDateTime(session.createdAt, { timeZone })}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span className="whitespace-nowrap">
            {active ? (
              sessionsListText.activeNow
            ) : (
              <>
                {sessionsListText.lastSeen}{" "}
                <time dateTime={session.lastSeenAt}>{relativeAge(session.lastSeenAt, now)}</time>
              </>
            )}
          </span>
        </p>
      </div>
      {current ? null : (
        <Button
          variant="secondary"
          size="sm"
          busy={ending}
          busyLabel={sessionsListText.ending}
          disabled={disabled}
          aria-label={ending ? undefined : `${sessionsListText.end}: ${session.device}`}
          onClick={() => onEnd(session.id)}
        >
          {sessionsListText.end}
        </Button>
      )}
    </li>
  );
}
