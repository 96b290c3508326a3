import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

export type LabelProps = ComponentProps<typeof LabelPrimitive.Root> & {
  /** Adds a red '*' after the text (hidden from screen readers: the control itself is `required`). */
  required?: boolean;
};

export function Label({ className, required = false, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn("inline-flex items-center gap-1 text-sm font-medium text-fg select-none", className)}
      {...props}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
}
