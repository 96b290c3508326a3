import { SearchX } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";
import { Button } from "./Button";

/** Compound pieces of an empty state (after shadcn's Empty); `EmptyState` assembles the usual shape. */
export function Empty({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="empty"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border bg-surface/60 px-6 py-12 text-center",
        className,
      )}
      {...props}
    />
  );
}

export function EmptyIcon({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="empty-icon"
      aria-hidden="true"
      className={cn(
        "mb-1 inline-flex size-12 items-center justify-center rounded-full border border-border bg-surface-2 text-muted [&_svg]:size-6",
        className,
      )}
      {...props}
    />
  );
}

/** A paragraph, not a heading: empty states sit at varying depths and must not break the heading outline. */
export function EmptyTitle({ className, ...props }: ComponentProps<"p">) {
  return (
    <p data-slot="empty-title" className={cn("text-base font-semibold text-fg", className)} {...props} />
  );
}

export function EmptyDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p data-slot="empty-description" className={cn("max-w-sm text-sm text-muted", className)} {...props} />
  );
}

export function EmptyActions({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="empty-actions"
      className={cn("mt-2 flex flex-wrap items-center justify-center gap-2", className)}
      {...props}
    />
  );
}

export type EmptyStateProps = {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. 'Create First Suggestion'. */
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <Empty className={className}>
      {icon ? <EmptyIcon>{icon}</EmptyIcon> : null}
      <EmptyTitle>{title}</EmptyTitle>
      {description ? <EmptyDescription>{description}</EmptyDescription> : null}
      {action ? <EmptyActions>{action}</EmptyActions> : null}
    </Empty>
  );
}

/**
 * A filtered list that shows nothing: 'No matching …', the usual hint, and Clear filters while a filter is set
 * (`onClear` given). `FilteredList` shows it.
 */
export function NoMatchesState({ title, onClear }: { title: string; onClear?: () => void }) {
  return (
    <EmptyState
      icon={<SearchX />}
      title={title}
      description="Try adjusting your search or filter criteria"
      action={
        onClear ? (
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        ) : undefined
      }
    />
  );
}

/** What a filtered list shows: its empty state, 'No matching …', or its rows. */
export type FilteredListShows = "empty" | "no matches" | "list";

/**
 * A filtered list's three states in one place (Orders, Admin Logs, Stock & Keys): `empty` while there is nothing at
 * all, `NoMatchesState` when nothing passes the search and filters (Clear filters while one is set, `onClear`), and
 * otherwise the list itself (`children`). Each screen decides which, and keeps its own words.
 */
export function FilteredList({
  shows,
  empty,
  noMatches,
  onClear,
  children,
}: {
  shows: FilteredListShows;
  empty: EmptyStateProps;
  /** 'No matching …' */
  noMatches: string;
  onClear?: () => void;
  children: ReactNode;
}) {
  if (shows === "empty") return <EmptyState {...empty} />;
  if (shows === "no matches") return <NoMatchesState title={noMatches} onClear={onClear} />;
  return children;
}
