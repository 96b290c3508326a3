import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";

/** Box and accent (icon and title) colours per tone. Full class strings, so Tailwind finds them here. */
const noticeTones = {
  info: { box: "border-info/30 bg-info-bg", accent: "text-info" },
  warning: { box: "border-warning/30 bg-warning-bg", accent: "text-warning" },
  danger: { box: "border-danger/30 bg-danger-bg", accent: "text-danger" },
};

export type NoticeProps = Omit<ComponentProps<"div">, "title"> & {
  tone: keyof typeof noticeTones;
  icon: LucideIcon;
  /** The bold first line, in the tone's colour. */
  title: ReactNode;
  /** The text under the title: give it its own colour (`text-fg`), the notice does not set one. */
  children: ReactNode;
};

/**
 * A tinted box inside a card: an icon, a bold title and a few lines (Settings' 'Security Notice', a save that
 * failed, a domain's DNS finding and the DNS notes). `className` last, e.g. `p-3` for a denser one; pass `role="alert"` when it reports a failure.
 */
export function Notice({ tone, icon: Icon, title, children, className, ...props }: NoticeProps) {
  const { box, accent } = noticeTones[tone];
  return (
    <div
      data-slot="notice"
      className={cn("flex gap-3 rounded-lg border p-4 text-sm", box, className)}
      {...props}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", accent)} />
      <div className="flex min-w-0 flex-col gap-1">
        <p className={cn("font-semibold", accent)}>{title}</p>
        {children}
      </div>
    </div>
  );
}
