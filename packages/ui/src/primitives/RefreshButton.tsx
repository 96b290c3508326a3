import { RefreshCw } from "lucide-react";
import { Button } from "./Button";

export interface RefreshButtonProps {
  /** A refresh is running: the icon spins and the button waits for it. */
  refreshing: boolean;
  /** Other reasons the screen cannot refresh now (still loading, streaming). */
  disabled?: boolean;
  onClick: () => void;
}

/** A screen header's 'Refresh' (Orders, Admin Logs). */
export function RefreshButton({ refreshing, disabled = false, onClick }: RefreshButtonProps) {
  return (
    <Button
      variant="secondary"
      onClick={onClick}
      disabled={refreshing || disabled}
      aria-busy={refreshing || undefined}
    >
      <RefreshCw aria-hidden="true" className={refreshing ? "animate-spin" : undefined} />
      Refresh
    </Button>
  );
}
