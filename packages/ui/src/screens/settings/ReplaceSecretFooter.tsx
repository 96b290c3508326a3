import { RotateCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../primitives/Button";
import { CardFooter } from "../../primitives/Card";
import { ReplaceSecretDialog, type ReplaceSecretDialogProps } from "./ReplaceSecretDialog";

/** What each card's footer says under the secret, and its button. */
const footers = {
  accessCode: { note: "Resetting signs out every other session.", action: "Reset Access Code" },
  botKey: { note: "Rotating disconnects the bot until it has the new key.", action: "Rotate Bot Key" },
} as const;

export interface ReplaceSecretFooterProps {
  secret: ReplaceSecretDialogProps["secret"];
  /** The reset or rotation is running. */
  busy: boolean;
  /** The new secret, once the server has sent it: the dialog closes and the card shows it. */
  replaced?: string | null;
  onConfirm: () => void;
}

/**
 * The foot of a Settings card whose secret can be replaced: what replacing does, and the red button that asks
 * first ('Confirm Access Code Reset', 'Confirm Bot Key Rotation'). Focus comes back to the button on close.
 */
export function ReplaceSecretFooter({ secret, busy, replaced, onConfirm }: ReplaceSecretFooterProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // The dialog's job is done once the new secret is here; the card takes over.
  useEffect(() => {
    if (replaced) setConfirmOpen(false);
  }, [replaced]);

  const words = footers[secret];
  return (
    <CardFooter className="justify-between">
      <p className="text-xs text-muted">{words.note}</p>
      <Button ref={button} variant="danger" onClick={() => setConfirmOpen(true)}>
        <RotateCw aria-hidden="true" />
        {words.action}
      </Button>
      <ReplaceSecretDialog
        secret={secret}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        busy={busy}
        onConfirm={onConfirm}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          button.current?.focus();
        }}
      />
    </CardFooter>
  );
}
