import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { compactStat } from "../../primitives/compactStat";
import { StatCard, type StatCardProps } from "../../primitives/StatCard";

export interface CompactStatsProps {
  /** One card per figure, in order. */
  stats: readonly (Pick<StatCardProps, "value" | "tone"> & { title: string; icon: ReactNode })[];
  /** The grid's columns, e.g. `grid-cols-3`. */
  className: string;
}

/** The summary row of a community screen: three or four compact stat cards that fit a phone. */
export function CompactStats({ stats, className }: CompactStatsProps) {
  return (
    <section aria-label="Summary" className={cn("grid gap-2 sm:gap-4", className)}>
      {stats.map((stat) => (
        <StatCard key={stat.title} className={compactStat} {...stat} />
      ))}
    </section>
  );
}
