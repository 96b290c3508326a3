import { type DateInput, formatDateTime } from "@boostdash/api-client/core/format";
import { relativeAge } from "@boostdash/api-client/core/time";
import type { ActivityItem } from "@boostdash/api-client/dashboard/contract";
import { NEW_ACTIVITY_BADGES } from "@boostdash/api-client/dashboard/rules";
import { Activity } from "lucide-react";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../primitives/Card";
import { EmptyState } from "../../primitives/EmptyState";

export interface RecentActivityProps {
  /** Newest first. */
  items: readonly ActivityItem[];
  now: DateInput;
  timeZone?: string;
}

/** The home page's feed: a pulsing dot on the newest item, 'New' on the first two (docs/product.md#home). */
export function RecentActivity({ items, now, timeZone }: RecentActivityProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 border-b border-border pb-4">
        <div className="flex flex-col gap-1">
          <CardTitle>Recent Activity</CardTitle>
          <CardDescription>The latest events across your store</CardDescription>
        </div>
        <Activity aria-hidden="true" className="size-5 text-muted" />
      </CardHeader>
      <CardContent className={items.length > 0 ? "p-0" : undefined}>
        {items.length === 0 ? (
          <EmptyState
            className="border-0 bg-transparent py-10"
            icon={<Activity />}
            title="No recent activity"
            description="Activity will appear here when available"
          />
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item, index) => (
              <li
                // Items have no id, and two events can share a time and action; the feed is replaced
                // whole on each load, so the position is part of what identifies an item.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={`${index}-${item.time}-${item.action}`}
                className="flex items-start gap-4 px-5 py-4"
              >
                <span aria-hidden="true" className="relative mt-1.5 flex size-2.5 shrink-0">
                  {index === 0 && (
                    <span
                      data-testid="activity-pulse"
                      className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60"
                    />
                  )}
                  <span
                    className={cn(
                      "relative inline-flex size-2.5 rounded-full",
                      index === 0 ? "bg-success" : "bg-border",
                    )}
                  />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="text-sm font-medium text-fg">{item.action}</p>
                    {index < NEW_ACTIVITY_BADGES && <Badge tone="info">New</Badge>}
                  </div>
                  <p className="text-sm text-muted">{item.details}</p>
                </div>
                <time
                  dateTime={item.time}
                  title={formatDateTime(item.time, { timeZone })}
                  className="shrink-0 pt-0.5 text-xs text-muted tabular-nums"
                >
                  {relativeAge(item.time, now)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
