import { ConfirmDialog } from "../../primitives/ConfirmDialog";

/** The two secrets Settings can replace, and the words of each confirmation (the bot key's follow the code's). */
const secrets = {
  accessCode: {
    title: "Confirm Access Code Reset",
    description: "Are you sure you want to reset your access code? This action cannot be undone.",
    confirmLabel: "Yes, Reset Code",
    busyLabel: "Resetting...",
    consequences: [
      "Your current access code will be invalidated immediately",
      "A new access code will be generated",
      "You will need to use the new code for all future logins",
      "This action will be logged for security purposes",
    ],
  },
  botKey: {
    title: "Confirm Bot Key Rotation",
    description: "Are you sure you want to rotate your bot key? This action cannot be undone.",
    confirmLabel: "Yes, Rotate Key",
    busyLabel: "Rotating...",
    consequences: [
      "Your current bot key will stop working immediately",
      "A new bot key will be generated and shown once",
      "Your bot stays disconnected until you give it the new key",
      "This action will be logged for security purposes",
    ],
  },
} as const;

export interface ReplaceSecretDialogProps {
  secret: keyof typeof secrets;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reset or rotation is running. */
  busy: boolean;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'Confirm Access Code Reset' (docs/product.md#settings) and 'Confirm Bot Key Rotation': what replacing the
 * secret does, then yes or cancel.
 */
export function ReplaceSecretDialog({
  secret,
  open,
  onOpenChange,
  busy,
  onConfirm,
  onCloseAutoFocus,
}: ReplaceSecretDialogProps) {
  const words = secrets[secret];
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description={words.description}
      confirmLabel={words.confirmLabel}
      busyLabel={words.busyLabel}
      busy={busy}
      tone="danger"
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="rounded-lg border border-warning/30 bg-warning-bg p-4">
        <p className="mb-2 text-sm font-medium text-warning">This will:</p>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-fg marker:text-warning">
          {words.consequences.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </ConfirmDialog>
  );
}
