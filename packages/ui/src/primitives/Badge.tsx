import { formatNumber } from "@boostdash/api-client/core/format";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";
import { statusToneClasses } from "../lib/tones";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3.5 [&_svg]:shrink-0",
  {
    variants: { tone: statusToneClasses },
    defaultVariants: { tone: "neutral" },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

export type BadgeProps = ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & {
    /** Decorative icon before the text (hidden from assistive tech; the text carries the meaning). */
    icon?: ReactNode;
    /** Spins the icon, e.g. a domain whose DNS check is pending. */
    spinning?: boolean;
  };

export function Badge({ className, tone, icon, spinning = false, children, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone ?? "neutral"}
      className={cn(badgeVariants({ tone }), className)}
      {...props}
    >
      {icon ? (
        <span aria-hidden="true" className={cn("inline-flex", spinning && "animate-spin")}>
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}

/**
 * How many a screen or list holds, beside its title: '7 Orders', '1 entry'. `noun` is singular then plural, as the
 * screen words it.
 */
export function CountBadge({
  count,
  noun,
  ...props
}: Omit<BadgeProps, "tone" | "children"> & { count: number; noun: readonly [string, string] }) {
  return (
    <Badge tone="info" {...props}>
      {formatNumber(count)} {count === 1 ? noun[0] : noun[1]}
    </Badge>
  );
}
