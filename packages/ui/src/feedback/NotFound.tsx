import { ArrowLeft } from "lucide-react";
import { cn } from "../lib/cn";
import { Button } from "../primitives/Button";

export type NotFoundProps = {
  /** Go Back: the app returns to the previous page. */
  onBack: () => void;
  className?: string;
  /** The page's words; English unless a page in another language passes its own. */
  words?: { title: string; text: string; back: string };
};

const ENGLISH = {
  title: "Page not found",
  text: "The page you're looking for doesn't exist or has been moved.",
  back: "Go Back",
};

export function NotFound({ onBack, className, words = ENGLISH }: NotFoundProps) {
  return (
    <div
      data-slot="not-found"
      className={cn(
        "flex min-h-dvh w-full flex-col items-center justify-center gap-3 px-4 py-12 text-center",
        className,
      )}
    >
      {/* One solid colour, not a gradient clipped to the text: a contrast checker can only measure a colour (7.6:1
          here, docs/decisions.md#valid-pages). */}
      <p className="text-8xl font-bold tracking-tighter text-accent">404</p>
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{words.title}</h1>
      <p className="max-w-sm text-sm text-muted">{words.text}</p>
      <Button className="mt-4" variant="secondary" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {words.back}
      </Button>
    </div>
  );
}
