import type { DateInput } from "@boostdash/api-client/core/format";
import { lastResetLabel, relativeAge } from "@boostdash/api-client/core/time";
import type { BotKeyInfo } from "@boostdash/api-client/settings/contract";
import { Bot } from "lucide-react";
import { useEffect, useState } from "react";
import { Card, CardContent, CardIconHeader } from "../../primitives/Card";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { BotConnection } from "./BotConnection";
import { NewSecretPanel } from "./NewSecretPanel";
import { ReplaceSecretFooter } from "./ReplaceSecretFooter";
import { SecretField } from "./SecretField";

/** What the field shows while the key is hidden: the prefix, bullets, and the last four characters when known. */
function maskedBotKey(hint: string | null | undefined): string {
  return `bk_${"\u2022".repeat(12)}${hint ?? ""}`;
}

/** 'Last Bot Contact': when the bot last called with the current key. */
function lastBotContactLabel(info: BotKeyInfo, now: DateInput): string {
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
  /** This server as the seller reached it, for the API's URL and the example calls. */
  origin: string;
  /** A URL or example call copied. */
  onTextCopied?: (text: string) => void;
}

/**
 * Settings' 'Bot Key' card. The server keeps only the key's hash, so the key can be shown once: right after a
 * rotation, until the seller leaves the page. Before that, Show and Copy are left out and the field says why. Below
 * it, how the bot connects: the API's URL, example calls, the reference.
 */
export function BotKeyCard({
  info,
  now,
  newKey,
  rotating,
  onConfirmRotate,
  onCopied,
  onCopyFailed,
  origin,
  onTextCopied,
}: BotKeyCardProps) {
  const [revealed, setRevealed] = useState(false);

  // A new key is shown at once (its footer closes the dialog): this is its one showing.
  useEffect(() => {
    if (newKey) setRevealed(true);
  }, [newKey]);

  const known = Boolean(newKey);
  const shown = known && revealed;
  return (
    <Card className="max-w-3xl">
      <CardIconHeader icon={<Bot />} title="Bot Key" description="Connects your bot to this dashboard" />
      <CardContent className="flex flex-col gap-5">
        <p className="text-sm text-fg">
          Your bot sends this key with every call to the bot API, to push stock and orders. Keep it secret:
          anyone with it can change your store.
        </p>

        <SecretField
          label="Bot Key"
          hint={
            known
              ? "Shown this once. Copy it into your bot's settings before you leave this page."
              : "Only a hash of the key is stored, so it can't be shown again. Lost it? Rotate the key to get a new one."
          }
          noun="bot key"
          secret={newKey ?? ""}
          masked={maskedBotKey(info.hint)}
          revealed={shown}
          onRevealToggle={() => setRevealed((on) => !on)}
          revealable={known}
          copyable={known}
          onCopied={onCopied}
          onCopyFailed={onCopyFailed}
          inputClassName="tracking-wide"
        />

        <BotConnection origin={origin} botKey={newKey} onCopied={onTextCopied} onCopyFailed={onCopyFailed} />

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Last Rotated">
            {(control) => <Input {...control} readOnly value={lastResetLabel(info.rotatedAt, now)} />}
          </Field>
          <Field label="Last Bot Contact">
            {(control) => <Input {...control} readOnly value={lastBotContactLabel(info, now)} />}
          </Field>
        </div>

        {known ? (
          <NewSecretPanel title="New Bot Key Generated" className="gap-1.5">
            <p className="text-sm text-success">
              The old key has stopped working. Put the new one in your bot's settings now: you won't be able
              to see it again.
            </p>
          </NewSecretPanel>
        ) : null}
      </CardContent>
      <ReplaceSecretFooter secret="botKey" busy={rotating} replaced={newKey} onConfirm={onConfirmRotate} />
    </Card>
  );
}
