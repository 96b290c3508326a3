import { RefreshCw, RotateCw, ServerCrash, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { PublicShell, type PublicShellProps } from "../layout/PublicShell";
import { Button } from "../primitives/Button";
import { EmptyState } from "../primitives/EmptyState";
import { LoadingState } from "../primitives/LoadingState";
import { PublicCard } from "../screens/public/PublicCard";
import { ErrorView } from "./ErrorView";

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
  /** 'Try again' unless the screen's spec words differ (Orders: 'Retry'). */
  retryLabel?: string;
  /** The button's icon: RotateCw, or the header's own Refresh icon when the retry is that same refresh. */
  retryIcon?: ReactNode;
}

/**
 * The words of every dashboard screen's loading and failed states, in one place so they read alike. A screen
 * hands its entry to its layout: `<ScreenLayout statusTexts={screenStatusTexts.orders} ... />`.
 */
export const screenStatusTexts = {
  adminLogs: {
    loading: "Loading logs...",
    error: {
      icon: <ServerCrash />,
      title: "Failed to fetch logs",
      description: "The activity log could not be loaded. Try again in a moment.",
    },
    retryIcon: <RefreshCw aria-hidden="true" />,
  },
  settings: {
    loading: "Loading settings...",
    error: {
      icon: <ShieldAlert />,
      title: "Failed to load settings",
      description: "Your settings could not be loaded. Check your connection and try again.",
    },
  },
  bugReports: {
    loading: "Loading bug reports...",
    error: {
      icon: <ServerCrash />,
      title: "Failed to load bug reports",
      description: "The bug reports could not be loaded. Try again in a moment.",
    },
  },
  customDomain: {
    loading: "Loading domains...",
    error: {
      icon: <ShieldAlert />,
      title: "Failed to load domains",
      description: "Your domains could not be loaded. Check your connection and try again.",
    },
  },
  liveStockEditor: {
    loading: "Loading your live stock page...",
    error: {
      icon: <ShieldAlert />,
      title: "Failed to load your custom code",
      description: "Your live stock page could not be loaded. Check your connection and try again.",
    },
  },
  suggestions: {
    loading: "Loading suggestions...",
    error: {
      icon: <ServerCrash />,
      title: "Failed to load suggestions",
      description: "The suggestions could not be loaded. Try again in a moment.",
    },
  },
  orders: {
    loading: "Loading orders...",
    error: {
      icon: <ServerCrash />,
      title: "Failed to fetch orders",
      description: "Your orders could not be loaded. Check your connection and try again.",
    },
    retryLabel: "Retry",
    retryIcon: <RefreshCw aria-hidden="true" />,
  },
} satisfies Record<string, Pick<ScreenStatusBodyProps, "loading" | "error" | "retryLabel" | "retryIcon">>;

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

export interface PublicScreenStatusBodyProps {
  status: Exclude<ScreenStatus, "ready">;
  /** E.g. 'Loading live stock...'. */
  loading: string;
  /** The red line of the error view: the message for the failed load (404, other HTTP error, unexpected). */
  message: string;
  /** A quieter second line under it. */
  detail?: string;
  onRetry: () => void;
  /** The loading card's width: the page's own, so the card does not change width when the content arrives. */
  width?: PublicShellProps["width"];
}

/** The same two branches on a customer page: the page's card with a spinner, or 'Oops! Something went wrong'. */
export function PublicScreenStatusView({
  status,
  loading,
  message,
  detail,
  onRetry,
  width,
}: PublicScreenStatusBodyProps) {
  if (status === "loading") {
    return (
      <PublicShell width={width}>
        <PublicCard>
          <LoadingState text={loading} />
        </PublicCard>
      </PublicShell>
    );
  }
  return (
    <PublicShell>
      <ErrorView message={message} detail={detail} onRetry={onRetry} fullPage={false} />
    </PublicShell>
  );
}
