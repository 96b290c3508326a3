import { Loader2 } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

export type LoadingStateProps = {
  /** E.g. 'Loading orders...'; announced politely. */
  text: string;
  className?: string;
};

export function LoadingState({ text, className }: LoadingStateProps) {
  return (
    <div
      role="status"
      data-slot="loading-state"
      className={cn(
        "flex flex-col items-center justify-center gap-3 px-6 py-12 text-center text-sm text-muted",
        className,
      )}
    >
      <Loader2 aria-hidden="true" className="size-7 animate-spin text-accent" />
      <span>{text}</span>
    </div>
  );
}

/** A placeholder block while content loads; decorative, so hidden from assistive tech. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-surface-2", className)}
      {...props}
    />
  );
}
