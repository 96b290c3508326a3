import { formatDate, fromEpochSeconds } from "@boostdash/api-client/core/format";
import { CalendarDays, User } from "lucide-react";
import type { ReactNode } from "react";

export interface PostCardProps {
  /** `data-testid` of the article, e.g. `bug-card`. */
  testId: string;
  /** Id of the title, which names the article; none for a record without an id. */
  titleId: string | undefined;
  /** Status (and severity) badges above the title. */
  badges: ReactNode;
  title: string;
  author: string;
  /** Seconds since the epoch. */
  createdAt: number;
  timeZone?: string;
  /** The description, details and actions under the author line. */
  children: ReactNode;
}

/** The shell of a community post (a suggestion, a bug report): badges, title, author and date, then its body. */
export function PostCard({
  testId,
  titleId,
  badges,
  title,
  author,
  createdAt,
  timeZone,
  children,
}: PostCardProps) {
  const created = fromEpochSeconds(createdAt);
  return (
    <article
      data-testid={testId}
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-lg shadow-black/20 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">{badges}</div>
      <h3 id={titleId} className="text-base font-semibold leading-snug text-fg [overflow-wrap:anywhere]">
        {title}
      </h3>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
        <span className="flex min-w-0 items-center gap-1.5">
          <User aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="font-medium text-fg [overflow-wrap:anywhere]">{author}</span>
        </span>
        <span className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
          <time dateTime={created.toISOString()}>{formatDate(created, { timeZone })}</time>
        </span>
      </div>
      {children}
    </article>
  );
}
