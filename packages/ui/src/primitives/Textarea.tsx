import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { controlClass } from "./Input";

export function Textarea({ className, rows, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows ?? 4}
      className={cn(controlClass, "min-h-20 resize-y py-2 leading-relaxed", className)}
      {...props}
    />
  );
}
