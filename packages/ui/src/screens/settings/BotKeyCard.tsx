import { type BotKeyInfo, type DateInput, lastResetLabel, relativeAge } from "@boostdash/api-client";
import { Bot, CircleCheck, Copy, Eye, EyeOff, RotateCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardFooter, CardHeader, CardHeading } from "../../primitives/Card";
import { CopyButton } from "../../primitives/CopyButton";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { ReplaceSecretDialog } from "./ReplaceSecretDialog";

/** What the field shows while the key is hidden: the prefix, bullets, and the last four characters when known. */
export function maskedBotKey(hint: string | null | undefined): string {
  return `bk_${"\u2022".repeat(12)}${hint ?? ""}`;
}

/** 'Last Bot Contact': when the bot last called with the current key. */
export function lastBotContactLabel(info: BotKeyInfo, now: DateInput): string {
  if (info.lastUsedAt) return relativeAge(info.lastUsedAt, now);
  return info.rotatedAt ? "Not since the key was rotated" : "Never";
}

export interface BotKeyCardProps {
  info: BotKeyInfo;
  now: DateInput;
  /** The key from a rotation on this visit: the only time it is known, so Reveal and Copy work only then. */
  newKey?: string | null;
  rotating: boolean;
  onConfirmRotate: () => void;
  onCopied: (key: string) => void;
  onCopyFailed?: () => void;
}

/**
 * Settings' 'Bot Key' card. The server keeps only the key's hash, so the key can be shown once: right after a
 * rotation, until the seller leaves the page. Before that, Reveal and Copy are disabled and the field says why.
 */
export function BotKeyCard({
  info,
  now,
  newKey,
  rotating,
  onConfirmRotate,
  onCopied,
  onCopyFailed,
}: BotKeyCardProps) {
  const [revealed, setRevealed] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const rotateButton = useRef<HTMLButtonElement>(null);

  // A new key closes the dialog and is shown at once: this is its one showing.
  useEffect(() => {
    if (!newKey) return;
    setConfirmOpen(false);
    setRevealed(true);
  }, [newKey]);

  const known = Boolean(newKey);
  const shown = known && revealed;
  return (
    <Card className="max-w-3xl">
      <CardHeader className="flex-row items-start gap-3">
        <CardHeading icon={<Bot />} title="Bot Key" description="Connects your bot to this dashboard" />
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <p className="text-sm text-fg">
          Your bot sends this key with every call to the bot API, to push stock and orders. Keep it secret:
          anyone with it can change your store.
        </p>

        <Field
          label="Bot Key"
          hint={
            known
              ? "Shown this once. Copy it into your bot's settings before you leave this page."
              : "Only a hash of the key is stored, so it can't be shown again. Lost it? Rotate the key to get a new one."
          }
        >
          {(control) => (
            <div className="flex items-center gap-2">
              <Input
                {...control}
                readOnly
                value={shown && newKey ? newKey : maskedBotKey(info.hint)}
                className="font-mono tracking-wide"
              />
              <Button
                variant="secondary"
                size="icon"
                aria-label={shown ? "Hide bot key" : "Show bot key"}
                aria-pressed={shown}
                disabled={!known}
                onClick={() => setRevealed((on) => !on)}
              >
                {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              </Button>
              {known && newKey ? (
                <CopyButton
                  variant="secondary"
                  size="icon"
                  className="size-10"
                  value={newKey}
                  label="Copy bot key"
                  onCopied={onCopied}
                  onError={onCopyFailed}
                />
              ) : (
                <Button
                  variant="secondary"
                  size="icon"
                  aria-label="Copy bot key"
                  title="Copy bot key"
                  disabled
                >
                  <Copy aria-hidden="true" />
                </Button>
              )}
            </div>
          )}
        </Field>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Last Rotated">
            {(control) => <Input {...control} readOnly value={lastResetLabel(info.rotatedAt, now)} />}
          </Field>
          <Field label="Last Bot Contact">
            {(control) => <Input {...control} readOnly value={lastBotContactLabel(info, now)} />}
          </Field>
        </div>

        {known ? (
          <section
            aria-labelledby="new-bot-key-title"
            className="flex flex-col gap-1.5 rounded-lg border border-success/40 bg-success-bg p-4"
          >
            <h3 id="new-bot-key-title" className="flex items-center gap-2 text-sm font-semibold text-success">
              <CircleCheck aria-hidden="true" className="size-4" />
              New Bot Key Generated
            </h3>
            <p className="text-sm text-success">
              The old key has stopped working. Put the new one in your bot's settings now: you won't be able
              to see it again.
            </p>
          </section>
        ) : null}
      </CardContent>
      <CardFooter className="justify-between">
        <p className="text-xs text-muted">Rotating disconnects the bot until it has the new key.</p>
        <Button ref={rotateButton} variant="danger" onClick={() => setConfirmOpen(true)}>
          <RotateCw aria-hidden="true" />
          Rotate Bot Key
        </Button>
      </CardFooter>

      <ReplaceSecretDialog
        secret="botKey"
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        busy={rotating}
        onConfirm={onConfirmRotate}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          rotateButton.current?.focus();
        }}
      />
    </Card>
  );
}
