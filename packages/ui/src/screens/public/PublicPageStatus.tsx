import { ErrorView } from "../../feedback/ErrorView";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { PublicShell, type PublicShellProps } from "../../layout/PublicShell";
import { LoadingState } from "../../primitives/LoadingState";
import { PublicCard } from "./PublicCard";
import { usePublicText } from "./publicText";

export interface PublicPageStatusProps {
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

/**
 * A customer page before its content (the dashboard's `ScreenStatusBody` for the three public screens): the page's
 * card with a spinner, or 'Oops! Something went wrong'.
 */
export function PublicPageStatus({
  status,
  loading,
  message,
  detail,
  onRetry,
  width,
}: PublicPageStatusProps) {
  const { messages } = usePublicText();
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
      <ErrorView
        message={message}
        detail={detail}
        onRetry={onRetry}
        fullPage={false}
        words={{ title: messages.common.errorTitle, retry: messages.common.retry }}
      />
    </PublicShell>
  );
}
