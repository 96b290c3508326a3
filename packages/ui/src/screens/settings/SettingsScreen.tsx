import {
  type BotKeyInfo,
  type DateInput,
  lastResetLabel,
  MASKED_ACCESS_CODE,
  type StoreSettings,
} from "@boostdash/api-client";
import { Copy, Eye, EyeOff, KeyRound, RotateCw, ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { type ScreenStatus, ScreenStatusView, screenStatusTexts } from "../../feedback/ScreenStatus";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardFooter, CardHeader, CardHeading } from "../../primitives/Card";
import { CopyButton } from "../../primitives/CopyButton";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { PageHeader } from "../../primitives/PageHeader";
import { BotKeyCard } from "./BotKeyCard";
import { NewAccessCodePanel } from "./NewAccessCodePanel";
import { ReplaceSecretDialog } from "./ReplaceSecretDialog";
import { type StoreSaveStatus, StoreSettingsCard } from "./StoreSettingsCard";

export interface SettingsScreenProps {
  status: ScreenStatus;
  accessCode?: string;
  /** ISO date of the last reset; absent or null reads 'Never'. */
  lastReset?: string | null;
  /** For the 'Last Reset' wording; fixed in stories. */
  now: DateInput;
  /** The reset request is running: 'Resetting...'. */
  resetting?: boolean;
  /** Set after a successful reset: the green panel shows it once. */
  newAccessCode?: string | null;
  onConfirmReset: () => void;
  /** A code reached the clipboard: 'Access code copied to clipboard!'. */
  onCopied: (code: string) => void;
  /** Copy pressed while the code is masked or empty: 'No access code to copy'. */
  onCopyRefused: () => void;
  /** The browser refused the clipboard. */
  onCopyFailed?: () => void;
  onRetry?: () => void;

  /** The Bot Key card; without it the card is not shown. */
  botKey?: BotKeyInfo;
  /** The key from a rotation on this visit (its one showing). */
  newBotKey?: string | null;
  rotatingBotKey?: boolean;
  onConfirmRotateBotKey?: () => void;
  /** The new bot key reached the clipboard. */
  onBotKeyCopied?: (key: string) => void;

  /** The Store card; without it the card is not shown. */
  store?: StoreSettings;
  storeStatus?: StoreSaveStatus;
  /** The server's message when the last save failed. */
  storeError?: string | null;
  onSaveStore?: (settings: StoreSettings) => void;
}

/**
 * `/dashboard/settings`: the access code, masked, with its last reset and the reset flow (docs/product.md#settings); then the
 * bot key and the store's public settings (issue 13).
 */
export function SettingsScreen({
  status,
  accessCode = "",
  lastReset,
  now,
  resetting = false,
  newAccessCode,
  onConfirmReset,
  onCopied,
  onCopyRefused,
  onCopyFailed,
  onRetry,
  botKey,
  newBotKey,
  rotatingBotKey = false,
  onConfirmRotateBotKey = () => {},
  onBotKeyCopied = () => {},
  store,
  storeStatus = "idle",
  storeError,
  onSaveStore = () => {},
}: SettingsScreenProps) {
  const [revealed, setRevealed] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  // The dialog's job is done once the new code is here; the panel takes over.
  useEffect(() => {
    if (newAccessCode) setConfirmOpen(false);
  }, [newAccessCode]);

  const header = <PageHeader title="Settings" subtitle="Manage your account and security settings" />;
  if (status !== "ready") {
    return (
      <ScreenStatusView status={status} header={header} {...screenStatusTexts.settings} onRetry={onRetry} />
    );
  }

  const canCopy = revealed && accessCode !== "";
  return (
    <div className="flex flex-col gap-6">
      {header}
      <Card className="max-w-3xl">
        <CardHeader className="flex-row items-start gap-3">
          <CardHeading
            icon={<KeyRound />}
            title="Access Code Management"
            description="The code you sign in to the dashboard with"
          />
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex gap-3 rounded-lg border border-warning/30 bg-warning-bg p-4">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <div className="flex flex-col gap-1 text-sm">
              <p className="font-semibold text-warning">Security Notice</p>
              <p className="text-fg">
                Your access code is required to log into the dashboard. Resetting it will invalidate your
                current code immediately, so save the new one securely.
              </p>
            </div>
          </div>

          <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]">
            <Field label="Current Access Code">
              {(control) => (
                <div className="flex items-center gap-2">
                  <Input
                    {...control}
                    readOnly
                    value={revealed ? accessCode : MASKED_ACCESS_CODE}
                    className="font-mono tracking-wider"
                  />
                  <Button
                    variant="secondary"
                    size="icon"
                    aria-label={revealed ? "Hide access code" : "Show access code"}
                    aria-pressed={revealed}
                    onClick={() => setRevealed((shown) => !shown)}
                  >
                    {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  </Button>
                  {canCopy ? (
                    <CopyButton
                      variant="secondary"
                      size="icon"
                      className="size-10"
                      value={accessCode}
                      label="Copy access code"
                      onCopied={onCopied}
                      onError={onCopyFailed}
                    />
                  ) : (
                    <Button
                      variant="secondary"
                      size="icon"
                      aria-label="Copy access code"
                      title="Copy access code"
                      onClick={onCopyRefused}
                    >
                      <Copy aria-hidden="true" />
                    </Button>
                  )}
                </div>
              )}
            </Field>
            <Field label="Last Reset">
              {(control) => <Input {...control} readOnly value={lastResetLabel(lastReset, now)} />}
            </Field>
          </div>

          {newAccessCode ? (
            <NewAccessCodePanel code={newAccessCode} onCopied={onCopied} onCopyFailed={onCopyFailed} />
          ) : null}
        </CardContent>
        <CardFooter className="justify-between">
          <p className="text-xs text-muted">Resetting signs out every other session.</p>
          <Button variant="danger" onClick={() => setConfirmOpen(true)}>
            <RotateCw aria-hidden="true" />
            Reset Access Code
          </Button>
        </CardFooter>
      </Card>

      {botKey ? (
        <BotKeyCard
          info={botKey}
          now={now}
          newKey={newBotKey}
          rotating={rotatingBotKey}
          onConfirmRotate={onConfirmRotateBotKey}
          onCopied={onBotKeyCopied}
          onCopyFailed={onCopyFailed}
        />
      ) : null}

      {store ? (
        <StoreSettingsCard store={store} status={storeStatus} error={storeError} onSave={onSaveStore} />
      ) : null}

      <ReplaceSecretDialog
        secret="accessCode"
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        busy={resetting}
        onConfirm={onConfirmReset}
      />
    </div>
  );
}
