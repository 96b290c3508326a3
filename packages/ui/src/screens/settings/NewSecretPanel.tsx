import { CircleCheck } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

export interface NewSecretPanelProps {
  /** 'New Access Code Generated', 'New Bot Key Generated'. */
  title: string;
  /** The space between the title and the lines under it. */
  className?: string;
  children: ReactNode;
}

/** The green panel shown once a secret is replaced: a titled section the new secret or its warning sits in. */
export function NewSecretPanel({ title, className, children }: NewSecretPanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-3 rounded-lg border border-success/40 bg-success-bg p-4", className)}
    >
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-success">
        <CircleCheck aria-hidden="true" className="size-4" />
        {title}
      </h3>
      {children}
    </section>
  );
}
