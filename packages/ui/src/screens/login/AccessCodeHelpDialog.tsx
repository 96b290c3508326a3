import { Info, Terminal } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "../../primitives/Button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from "../../primitives/Dialog";
import { IconCircle } from "../../primitives/IconCircle";

const steps = [
  "Check the bot's console output for your access code.",
  "If it isn't there, check the log channel in your Discord server, where the bot sent an embed with the code.",
  "If you still can't find it, try rerunning the bot.",
];

export interface AccessCodeHelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Forgotten Access Code?' button, which gets focus back on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** 'How to Get an Access Code' (docs/product.md#access-code-help). Loaded on demand: the login route stays light. */
export default function AccessCodeHelpDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: AccessCodeHelpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose returnFocusTo={returnFocusTo}>
        <DialogHeading
          className="pr-0"
          title="How to Get an Access Code"
          description="Follow these steps to find the code for your dashboard."
        />
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm leading-relaxed text-fg">
              <IconCircle className="mt-0.5 size-6 shrink-0 text-xs font-semibold">{index + 1}</IconCircle>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <p className="flex gap-2.5 rounded-lg border border-info/30 bg-info-bg p-3 text-sm text-info">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">Note:</strong> The access code is generated automatically when
            the bot starts.
          </span>
        </p>
        {/* This product's own place for the code, beside the steps above (docs/product.md#access-code-help). */}
        <p className="flex gap-2.5 rounded-lg border border-border bg-surface-2 p-3 text-sm text-fg">
          <Terminal aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>
            <strong className="font-semibold">On this server:</strong> the code is also printed in the
            server's output at every start, and <code className="font-mono">npm run cli -- show-code</code>{" "}
            prints it.
          </span>
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
