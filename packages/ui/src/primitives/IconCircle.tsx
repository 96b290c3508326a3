import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { type Tone, toneClasses } from "../lib/tones";

export interface IconCircleProps {
  tone?: Tone;
  /** Its size and spacing, e.g. `size-12`; the icon inside sets its own size. */
  className?: string;
  /** An icon, or a step's number. */
  children: ReactNode;
}

/**
 * The round, tinted badge an icon sits in at the head of a centred card (sign-in, an error, a redeem's success),
 * or a numbered step's number. Decorative: the text beside it carries the meaning.
 */
export function IconCircle({ tone = "primary", className, children }: IconCircleProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex items-center justify-center rounded-full border",
        toneClasses[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
