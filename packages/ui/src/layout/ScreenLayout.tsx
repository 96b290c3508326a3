import type { KeyboardEventHandler, ReactNode } from "react";
import { type ScreenStatus, ScreenStatusBody, type ScreenStatusTexts } from "../feedback/ScreenStatus";
import { cn } from "../lib/cn";
import { PageHeader } from "../primitives/PageHeader";

export interface ScreenLayoutProps {
  status: ScreenStatus;
  title: string;
  subtitle: string;
  /** Beside the title once the data is here, e.g. a count. */
  badge?: ReactNode;
  /** The header's buttons; shown once the data is here unless `keepActions`. */
  actions?: ReactNode;
  /** Show `actions` while loading and after a failure too (a Refresh that is also the retry). */
  keepActions?: boolean;
  /** The screen's own words, declared beside it: `statusTexts={ordersStatusTexts}` (screens/orders/ordersText.tsx). */
  statusTexts: ScreenStatusTexts;
  loadingDetail?: ReactNode;
  onRetry?: () => void;
  /** The ready page's column, e.g. `max-w-4xl`. */
  className?: string;
  /** A keyboard shortcut for the whole ready page (Ctrl/Cmd+S in the live stock editor). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  /** The ready page under the header. */
  children: ReactNode;
}

/**
 * The frame of a dashboard screen: its PageHeader, then the spinner or the failure (`ScreenStatusBody`) until the
 * data is `ready`, then the screen's own content in the same column. The header is one element throughout, so it
 * never moves and is never replaced: a button in it keeps focus, and a reader keeps its place, when the data
 * arrives.
 */
export function ScreenLayout({
  status,
  title,
  subtitle,
  badge,
  actions,
  keepActions = false,
  statusTexts,
  loadingDetail,
  onRetry,
  className,
  onKeyDown,
  children,
}: ScreenLayoutProps) {
  const ready = status === "ready";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a keyboard shortcut for the whole page, not a control
    <div className={cn("flex flex-col gap-6", ready && className)} onKeyDown={ready ? onKeyDown : undefined}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        badge={ready ? badge : undefined}
        actions={ready || keepActions ? actions : undefined}
      />
      {ready ? (
        children
      ) : (
        <ScreenStatusBody status={status} {...statusTexts} loadingDetail={loadingDetail} onRetry={onRetry} />
      )}
    </div>
  );
}
