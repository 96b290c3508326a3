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
