import { RotateCw, TriangleAlert } from "lucide-react";
import { cn } from "../lib/cn";
import { Button } from "../primitives/Button";
import { IconCircle } from "../primitives/IconCircle";

export type ErrorViewProps = {
  message: string;
  /** A second, quieter line (e.g. the server's detail). */
  detail?: string;
  onRetry: () => void;
  /** Fill the viewport and centre the card (default); false when it sits inside a page's own layout. */
  fullPage?: boolean;
  className?: string;
  /** The heading and the button's words; English unless a page in another language passes its own. */
  words?: { title: string; retry: string };
};

const ENGLISH = { title: "Oops! Something went wrong", retry: "Retry" };

/** 'Oops! Something went wrong' with the message and a Retry button; centred, fits a full page or a card slot. */
export function ErrorView({
  message,
  detail,
  onRetry,
  fullPage = true,
  className,
  words = ENGLISH,
}: ErrorViewProps) {
  return (
    <div
      data-slot="error-view"
      className={cn("flex w-full items-center justify-center px-4 py-12", fullPage && "min-h-dvh", className)}
    >
      <div className="flex w-full max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-surface p-8 text-center shadow-2xl shadow-black/40">
        <IconCircle tone="danger" className="mb-1 size-12">
          <TriangleAlert className="size-6" />
        </IconCircle>
        <h1 className="text-xl font-semibold tracking-tight text-fg">{words.title}</h1>
        <p className="text-sm text-danger">{message}</p>
        {detail ? <p className="text-sm text-muted">{detail}</p> : null}
        <Button className="mt-3" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {words.retry}
        </Button>
      </div>
    </div>
  );
}
