import { formatNumber } from "@boostdash/api-client/core/format";
import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { iconTileVariants } from "./Card";

/** Thousands separators for numbers ('12,345'); strings (e.g. '87%') are shown as given. */
export function formatStatValue(value: number | string): string {
  return typeof value === "number" ? formatNumber(value) : value;
}

/** The icon tile's tone: the same tile as a card heading's. */
export type StatCardProps = VariantProps<typeof iconTileVariants> & {
  title: ReactNode;
  value: number | string;
  subtitle?: ReactNode;
  /** Decorative icon in the corner, coloured by `tone`. */
  icon?: ReactNode;
  className?: string;
};

export function StatCard({ title, value, subtitle, icon, tone, className }: StatCardProps) {
  return (
    <div
      data-slot="stat-card"
      className={cn(
        "flex flex-col gap-2 rounded-xl border border-border bg-surface p-5 shadow-lg shadow-black/20",
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted">{title}</p>
        {icon ? (
          <span aria-hidden="true" className={iconTileVariants({ tone })}>
            {icon}
          </span>
        ) : null}
      </div>
      <p data-slot="stat-value" className="text-3xl font-semibold tracking-tight tabular-nums">
        {formatStatValue(value)}
      </p>
      {subtitle ? <p className="text-xs text-muted">{subtitle}</p> : null}
    </div>
  );
}
