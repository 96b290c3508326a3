import type { ReactNode } from "react";
import { Button } from "./Button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from "./Dialog";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Extra content between the description and the buttons (e.g. a list of consequences). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** Shown on the confirm button while `busy` (e.g. 'Resetting...'). */
  busyLabel?: ReactNode;
  busy?: boolean;
  cancelLabel?: ReactNode;
  tone?: "danger" | "primary";
  onConfirm: () => void;
  /**
   * Radix's close-focus hook. A dialog opened without a DialogTrigger has no trigger to give focus back to:
   * call `event.preventDefault()` and focus the control that opened it instead.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/** A yes/cancel question. While busy both buttons are disabled and the dialog cannot be dismissed. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  cancelLabel = "Cancel",
  tone = "primary",
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        hideClose={busy}
        onCloseAutoFocus={onCloseAutoFocus}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogHeading title={title} description={description} />
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            variant={tone === "danger" ? "danger" : "primary"}
            busy={busy}
            busyLabel={busyLabel}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
