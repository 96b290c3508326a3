import { Button } from "@boostdash/ui/primitives/Button";
import { Loader2, TriangleAlert } from "lucide-react";

/** The placeholder a widget shows while its code loads, or when it could not be loaded at all. */
export function CaptchaStatus({ state, onRetry }: { state: "loading" | "failed"; onRetry?: () => void }) {
  if (state === "loading") {
    return (
      <div
        role="status"
        className="flex h-[65px] w-full items-center gap-2 rounded-md border border-border bg-surface-2 px-4 text-sm text-muted"
      >
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Loading captcha...
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex h-[65px] w-full items-center justify-between gap-3 rounded-md border border-danger/40 bg-danger-bg px-4 text-sm text-danger"
    >
      <span className="flex items-center gap-2">
        <TriangleAlert aria-hidden="true" className="size-4" />
        Captcha failed to load.
      </span>
      {onRetry && (
        <Button variant="link" size="sm" onClick={onRetry} className="text-danger">
          Try again
        </Button>
      )}
    </div>
  );
}
