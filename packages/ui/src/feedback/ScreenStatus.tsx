import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../primitives/Button";
import { EmptyState } from "../primitives/EmptyState";
import { LoadingState } from "../primitives/LoadingState";

/**
 * Where a screen's data stands, the one word every screen and container uses: `loading` until the first answer,
 * `error` when it failed, `ready` once it is here. An empty list is `ready`: its empty state sits inside the
 * screen's own layout (stat cards and filters stay), so each screen draws it with `EmptyState`.
 */
export type ScreenStatus = "loading" | "error" | "ready";

/** What a dashboard screen shows when its load failed: an icon, a title and a sentence. */
export interface ScreenStatusError {
  icon: ReactNode;
  title: string;
  description: string;
}

export interface ScreenStatusBodyProps {
  status: Exclude<ScreenStatus, "ready">;
  /** E.g. 'Loading logs...'. */
  loading: string;
  /** A line under the spinner, e.g. how many of the orders have arrived. */
  loadingDetail?: ReactNode;
  error: ScreenStatusError;
  /** The error's button; without it the error has none. */
  onRetry?: () => void;
  /** 'Try again' unless the screen's words in docs/product.md differ (Orders: 'Retry'). */
  retryLabel?: string;
  /** The button's icon: RotateCw, or the header's own Refresh icon when the retry is that same refresh. */
  retryIcon?: ReactNode;
}

/** A screen's loading line, its failure, and its retry button if not the usual: each screen declares its own beside it. */
export type ScreenStatusTexts = Pick<ScreenStatusBodyProps, "loading" | "error" | "retryLabel" | "retryIcon">;

/**
 * What sits under a dashboard screen's header while loading or after a failure: the spinner, or the failure with
 * its retry. `ScreenLayout` (layout/ScreenLayout.tsx) shows it for every status but `ready`; screens use that.
 */
export function ScreenStatusBody({
  status,
  loading,
  loadingDetail,
  error,
  onRetry,
  retryLabel = "Try again",
  retryIcon = <RotateCw aria-hidden="true" />,
}: ScreenStatusBodyProps) {
  if (status === "loading") {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center">
        <LoadingState text={loading} />
        {loadingDetail}
      </div>
    );
  }
  return (
    <EmptyState
      icon={error.icon}
      title={error.title}
      description={error.description}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {retryIcon}
            {retryLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
