import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

const numberFormat = new Intl.NumberFormat("en-US");

/** Thousands separators for numbers ('12,345'); strings (e.g. '87%') are shown as given. */
export function formatStatValue(value: number | string): string {
  return typeof value === "number" ? numberFormat.format(value) : value;
}

export const statIconVariants = cva(
  "inline-flex size-9 shrink-0 items-center justify-center rounded-lg border [&_svg]:size-4.5",
  {
    variants: {
      tone: {
        primary: "border-accent/30 bg-primary/15 text-accent",
        success: "border-success/30 bg-success-bg text-success",
        warning: "border-warning/30 bg-warning-bg text-warning",
        danger: "border-danger/30 bg-danger-bg text-danger",
        info: "border-info/30 bg-info-bg text-info",
        neutral: "border-border bg-neutral-bg text-neutral",
      },
    },
    defaultVariants: { tone: "primary" },
  },
);

export type StatCardProps = VariantProps<typeof statIconVariants> & {
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
          <span aria-hidden="true" className={statIconVariants({ tone })}>
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
