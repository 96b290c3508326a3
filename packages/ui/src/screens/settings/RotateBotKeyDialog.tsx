import { ConfirmDialog } from "../../primitives/ConfirmDialog";

const consequences = [
  "Your current bot key will stop working immediately",
  "A new bot key will be generated and shown once",
  "Your bot stays disconnected until you give it the new key",
  "This action will be logged for security purposes",
];

export interface RotateBotKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rotating: boolean;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Confirm Bot Key Rotation', worded like the access-code reset it sits beside. */
export function RotateBotKeyDialog({
  open,
  onOpenChange,
  rotating,
  onConfirm,
  onCloseAutoFocus,
}: RotateBotKeyDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm Bot Key Rotation"
      description="Are you sure you want to rotate your bot key? This action cannot be undone."
      confirmLabel="Yes, Rotate Key"
      busyLabel="Rotating..."
      busy={rotating}
      tone="danger"
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
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
