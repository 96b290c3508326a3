import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

/** Shared by Input, Textarea and the Select trigger so every control looks alike. */
export const controlClass =
  "w-full min-w-0 rounded-md border border-border bg-surface-2 px-3 text-sm text-fg shadow-xs transition-colors placeholder:text-muted hover:border-muted/50 focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/40 read-only:bg-surface";

export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type ?? "text"}
      className={cn(controlClass, "h-10 py-2", className)}
      {...props}
    />
  );
}
