import type { ReactNode } from "react";
import { CountBadge } from "../../primitives/Badge";
import { EmptyState, type EmptyStateProps } from "../../primitives/EmptyState";
import { VirtualList, type VirtualListProps } from "../../primitives/VirtualList";

export interface CommunityListProps<Item> {
  /** Id of the section's heading, which names it. */
  headingId: string;
  heading: string;
  /** `data-testid` of the count badge. */
  countTestId: string;
  /** The count's noun, singular and plural: `["report", "reports"]`. */
  noun: readonly [string, string];
  items: readonly Item[];
  /** What an empty list shows. */
  empty: EmptyStateProps;
  list: Omit<VirtualListProps<Item>, "items">;
}

/** The list section of a community screen: heading, count, then the posts or the empty state. */
export function CommunityList<Item>({
  headingId,
  heading,
  countTestId,
  noun,
  items,
  empty,
  list,
}: CommunityListProps<Item>): ReactNode {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-fg">
          {heading}
        </h2>
        <CountBadge count={items.length} noun={noun} data-testid={countTestId} />
      </div>
      {items.length === 0 ? <EmptyState {...empty} /> : <VirtualList items={items} {...list} />}
    </section>
  );
}
