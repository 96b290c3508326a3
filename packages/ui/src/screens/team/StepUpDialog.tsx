import { AlertCircle, Fingerprint } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../primitives/Button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from "../../primitives/Dialog";
import { Input } from "../../primitives/Input";
import { Label } from "../../primitives/Label";
import { Notice } from "../../primitives/Notice";

/** The dialog's words (docs/decisions.md#team-screens). */
export const stepUpText = {
  title: "Confirm it is you",
  description: "This change needs a fresh confirmation. It holds for the next 5 minutes.",
  passkey: "Use my passkey",
  passkeyBusy: "Waiting for your passkey...",
  or: "or",
  totpLabel: "Authenticator code",
  accessCodeLabel: "Access code",
  accessCodeHint: "You have no passkey or authenticator app yet: type your access code.",
  confirm: "Confirm",
  confirming: "Confirming...",
  cancel: "Cancel",
  failedTitle: "Not confirmed",
} as const;

/** How the person can confirm: their own factors, or the access code for an owner who has none. */
export interface StepUpMethods {
  passkey: boolean;
  totp: boolean;
  accessCode: boolean;
}

export interface StepUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  methods: StepUpMethods;
  /** Which proof is on its way: the passkey prompt, or a typed code. */
  busy?: "passkey" | "code" | null;
  /** The last proof's refusal, in the server's words. */
  error?: string | null;
  onPasskey: () => void;
  onTotp: (code: string) => void;
  onAccessCode: (code: string) => void;
}

/**
 * Asked when a risky call answers that it needs a fresh step-up: the person confirms with a passkey, an
 * authenticator code, or (an owner without either) the access code; the app then sends the refused call once more.
 */
export function StepUpDialog({
  open,
  onOpenChange,
  methods,
  busy = null,
  error,
  onPasskey,
  onTotp,
  onAccessCode,
}: StepUpDialogProps) {
  const id = useId();
  const [code, setCode] = useState("");
  const typed = methods.totp || methods.accessCode;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value || busy) return;
    if (methods.totp) onTotp(value);
    else onAccessCode(value);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent hideClose={busy !== null}>
        <DialogHeading title={stepUpText.title} description={stepUpText.description} />
        {error ? (
          <Notice tone="danger" icon={AlertCircle} title={stepUpText.failedTitle} role="alert">
            <p className="text-fg">{error}</p>
          </Notice>
        ) : null}
        {methods.passkey ? (
          <Button
            variant={typed ? "secondary" : "primary"}
            busy={busy === "passkey"}
            busyLabel={stepUpText.passkeyBusy}
            disabled={busy === "code"}
            onClick={onPasskey}
          >
            <Fingerprint aria-hidden="true" />
            {stepUpText.passkey}
          </Button>
        ) : null}
        {methods.passkey && typed ? <p className="text-center text-xs text-muted">{stepUpText.or}</p> : null}
        {typed ? (
          <form id={`${id}-form`} onSubmit={submit} className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-code`}>
              {methods.totp ? stepUpText.totpLabel : stepUpText.accessCodeLabel}
            </Label>
            <Input
              id={`${id}-code`}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              inputMode={methods.totp ? "numeric" : undefined}
              className="font-mono tracking-wider"
            />
            {methods.accessCode && !methods.totp ? (
              <p className="text-xs text-muted">{stepUpText.accessCodeHint}</p>
            ) : null}
          </form>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy !== null}>
              {stepUpText.cancel}
            </Button>
          </DialogClose>
          {typed ? (
            <Button
              type="submit"
              form={`${id}-form`}
              busy={busy === "code"}
              busyLabel={stepUpText.confirming}
              disabled={busy === "passkey" || code.trim() === ""}
            >
              {stepUpText.confirm}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
