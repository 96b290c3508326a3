import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Beside the title, e.g. `<Badge>12 Orders</Badge>`. */
  badge?: ReactNode;
  /** Buttons on the right (below the title on small screens). */
  actions?: ReactNode;
  className?: string;
};

export function PageHeader({ title, subtitle, badge, actions, className }: PageHeaderProps) {
  return (
    <div
      data-slot="page-header"
      className={cn("flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between", className)}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{title}</h1>
          {badge}
        </div>
        {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
