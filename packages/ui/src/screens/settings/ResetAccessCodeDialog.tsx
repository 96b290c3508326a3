import { ConfirmDialog } from "../../primitives/ConfirmDialog";

const consequences = [
  "Your current access code will be invalidated immediately",
  "A new access code will be generated",
  "You will need to use the new code for all future logins",
  "This action will be logged for security purposes",
];

export interface ResetAccessCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resetting: boolean;
  onConfirm: () => void;
}

/** 'Confirm Access Code Reset' (spec §2, Settings): the four consequences, then yes or cancel. */
export function ResetAccessCodeDialog({
  open,
  onOpenChange,
  resetting,
  onConfirm,
}: ResetAccessCodeDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm Access Code Reset"
      description="Are you sure you want to reset your access code? This action cannot be undone."
      confirmLabel="Yes, Reset Code"
      busyLabel="Resetting..."
      busy={resetting}
      tone="danger"
      onConfirm={onConfirm}
    >
      <div className="rounded-lg border border-warning/30 bg-warning-bg p-4">
        <p className="mb-2 text-sm font-medium text-warning">This will:</p>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-fg marker:text-warning">
          {consequences.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </ConfirmDialog>
  );
}
