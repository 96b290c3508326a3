import {
  type BotKeyInfo,
  type DateInput,
  lastResetLabel,
  MASKED_ACCESS_CODE,
  type StoreSettings,
} from "@boostdash/api-client";
import { Copy, Eye, EyeOff, KeyRound, RotateCw, ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../primitives/Card";
import { CopyButton } from "../../primitives/CopyButton";
import { EmptyState } from "../../primitives/EmptyState";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { LoadingState } from "../../primitives/LoadingState";
import { PageHeader } from "../../primitives/PageHeader";
import { BotKeyCard } from "./BotKeyCard";
import { NewAccessCodePanel } from "./NewAccessCodePanel";
import { ResetAccessCodeDialog } from "./ResetAccessCodeDialog";
import { type StoreSaveStatus, StoreSettingsCard } from "./StoreSettingsCard";

export interface SettingsScreenProps {
  status: "loading" | "error" | "ready";
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
 * `/dashboard/settings`: the access code, masked, with its last reset and the reset flow (spec §2); then the
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
  if (status === "loading") {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadingState text="Loading settings..." className="min-h-[40vh]" />
      </div>
    );
  }
  if (status === "error") {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <EmptyState
          icon={<ShieldAlert />}
          title="Failed to load settings"
          description="Your settings could not be loaded. Check your connection and try again."
          action={
            onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }

  const canCopy = revealed && accessCode !== "";
  return (
    <div className="flex flex-col gap-6">
      {header}
      <Card className="max-w-3xl">
        <CardHeader className="flex-row items-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-accent/30 bg-primary/15 text-accent"
          >
            <KeyRound className="size-4.5" />
          </span>
          <div className="flex flex-col gap-1">
            <CardTitle>Access Code Management</CardTitle>
            <CardDescription>The code you sign in to the dashboard with</CardDescription>
          </div>
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

      <ResetAccessCodeDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        resetting={resetting}
        onConfirm={onConfirmReset}
      />
    </div>
  );
}
