import { type DateInput, formatDate } from "@boostdash/api-client/core/format";
import { relativeAge } from "@boostdash/api-client/core/time";
import type { MyFactors as Factors, PasskeyInfo } from "@boostdash/api-client/team/contract";
import { AlertCircle, Fingerprint, KeyRound, ShieldCheck, Smartphone } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardIconHeader } from "../../primitives/Card";
import { LoadingState } from "../../primitives/LoadingState";
import { Notice } from "../../primitives/Notice";
import { RecoveryCodes } from "./RecoveryCodes";
import { TotpFirstCode, TotpSecret } from "./TotpSecret";

/** The card's words (docs/product.md#team-screen). */
export const myFactorsText = {
  title: "Your sign-in",
  description: "How you prove it is you. Each change here asks you to confirm first.",
  ownerNone: "Only your access code signs you in. Add a passkey or an authenticator app as a second factor.",
  signInId: "Your sign-in ID",
  passkeys: "Passkeys",
  noPasskeys: "No passkeys yet.",
  added: "Added",
  lastUsed: "last used",
  neverUsed: "never used",
  addPasskey: "Add a passkey",
  addingPasskey: "Waiting for your passkey...",
  remove: "Remove",
  removing: "Removing...",
  authenticator: "Authenticator app",
  on: "On",
  off: "Off",
  setUp: "Set up",
  settingUp: "Preparing...",
  turnOff: "Turn off",
  turningOff: "Turning off...",
  codeLabel: "Authenticator code",
  codeHint: "The 6-digit code your app shows now.",
  confirm: "Turn on",
  confirming: "Turning on...",
  cancel: "Cancel",
  recovery: "Recovery codes",
  codesLeft: (n: number) => `${n} of 10 left`,
  noCodes: "None: they come with your first passkey or authenticator app.",
  newCodes: "Make new codes",
  makingCodes: "Making codes...",
  newCodesTitle: "New recovery codes: save them now, they are shown only once.",
  saved: "I have saved them",
  failedTitle: "That did not work",
  loading: "Loading your sign-in...",
} as const;

/** What is on its way: a passkey being added, one being removed (its id), the app's setup, and so on. */
export type FactorPending =
  | { kind: "addPasskey" }
  | { kind: "removePasskey"; id: string }
  | { kind: "totpSetup" }
  | { kind: "enableTotp" }
  | { kind: "disableTotp" }
  | { kind: "codes" };

export interface MyFactorsProps {
  /** Undefined while they load. */
  factors: Factors | undefined;
  /** The store's name, for the codes' file. */
  storeName: string;
  now: DateInput;
  timeZone?: string;
  /** An authenticator app being set up: its key, until the first code turns it on or Cancel. */
  totpSetup?: { secret: string; uri: string } | null;
  /** Recovery codes a change just made: shown once, until "I have saved them". */
  newCodes?: readonly string[] | null;
  pending?: FactorPending | null;
  error?: string | null;
  onAddPasskey: () => void;
  onRemovePasskey: (id: string) => void;
  onStartTotp: () => void;
  onConfirmTotp: (code: string) => void;
  onCancelTotp: () => void;
  onDisableTotp: () => void;
  onNewCodes: () => void;
  onCodesSaved: () => void;
  onCopied?: () => void;
  onCopyFailed?: () => void;
}

function Section({
  icon,
  title,
  aside,
  children,
}: {
  icon: ReactNode;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={id}
          className="flex items-center gap-2 text-sm font-semibold [&_svg]:size-4 [&_svg]:text-muted"
        >
          {icon}
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/**
 * One's own factors on the Team screen (docs/product.md#team-screen): passkeys with Add and Remove, the authenticator
 * app on or off (set up with its key and first code), recovery codes made anew; new codes are shown once. Pure: the
 * app sends each change through step-up.
 */
export function MyFactors({
  factors,
  storeName,
  now,
  timeZone,
  totpSetup = null,
  newCodes = null,
  pending = null,
  error = null,
  onAddPasskey,
  onRemovePasskey,
  onStartTotp,
  onConfirmTotp,
  onCancelTotp,
  onDisableTotp,
  onNewCodes,
  onCodesSaved,
  onCopied,
  onCopyFailed,
}: MyFactorsProps) {
  const titleId = useId();
  const [code, setCode] = useState("");
  const busy = pending !== null;
  const hasFactor = factors !== undefined && (factors.passkeys.length > 0 || factors.totp);
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && code.trim()) onConfirmTotp(code.trim());
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="max-w-3xl" data-testid="my-factors">
      <CardIconHeader
        icon={<ShieldCheck />}
        title={myFactorsText.title}
        titleId={titleId}
        description={myFactorsText.description}
      />
      <CardContent className="flex flex-col gap-4">
        {error ? (
          <Notice tone="danger" icon={AlertCircle} role="alert" title={myFactorsText.failedTitle}>
            <p className="text-fg">{error}</p>
          </Notice>
        ) : null}
        {factors === undefined ? (
          error ? null : (
            <LoadingState text={myFactorsText.loading} className="py-8" />
          )
        ) : newCodes ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm font-medium text-warning">{myFactorsText.newCodesTitle}</p>
            <RecoveryCodes
              storeName={storeName}
              signInId={factors.signInId}
              codes={newCodes}
              onCopied={onCopied}
              onCopyFailed={onCopyFailed}
            />
            <Button className="self-end" onClick={onCodesSaved}>
              {myFactorsText.saved}
            </Button>
          </div>
        ) : (
          <>
            {factors.signInId ? (
              <p className="text-sm">
                {myFactorsText.signInId}:{" "}
                <span data-testid="my-sign-in-id" className="font-mono">
                  {factors.signInId}
                </span>
              </p>
            ) : !hasFactor ? (
              <p className="text-sm text-muted">{myFactorsText.ownerNone}</p>
            ) : null}

            <Section
              icon={<Fingerprint />}
              title={myFactorsText.passkeys}
              aside={
                <Button
                  variant="secondary"
                  size="sm"
                  busy={pending?.kind === "addPasskey"}
                  busyLabel={myFactorsText.addingPasskey}
                  disabled={busy}
                  onClick={onAddPasskey}
                >
                  {myFactorsText.addPasskey}
                </Button>
              }
            >
              {factors.passkeys.length === 0 ? (
                <p className="text-sm text-muted">{myFactorsText.noPasskeys}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface-2">
                  {factors.passkeys.map((p) => (
                    <PasskeyRow
                      key={p.id}
                      passkey={p}
                      now={now}
                      timeZone={timeZone}
                      removing={pending?.kind === "removePasskey" && pending.id === p.id}
                      disabled={busy}
                      onRemove={onRemovePasskey}
                    />
                  ))}
                </ul>
              )}
            </Section>

            <Section
              icon={<Smartphone />}
              title={myFactorsText.authenticator}
              aside={
                <div className="flex items-center gap-2">
                  <Badge tone={factors.totp ? "success" : "neutral"}>
                    {factors.totp ? myFactorsText.on : myFactorsText.off}
                  </Badge>
                  {factors.totp ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      busy={pending?.kind === "disableTotp"}
                      busyLabel={myFactorsText.turningOff}
                      disabled={busy}
                      onClick={onDisableTotp}
                    >
                      {myFactorsText.turnOff}
                    </Button>
                  ) : totpSetup ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      busy={pending?.kind === "totpSetup"}
                      busyLabel={myFactorsText.settingUp}
                      disabled={busy}
                      onClick={onStartTotp}
                    >
                      {myFactorsText.setUp}
                    </Button>
                  )}
                </div>
              }
            >
              {totpSetup && !factors.totp ? (
                <form noValidate onSubmit={submitCode} className="flex flex-col gap-4">
                  <TotpSecret
                    secret={totpSetup.secret}
                    uri={totpSetup.uri}
                    onCopied={onCopied}
                    onCopyFailed={onCopyFailed}
                  />
                  <TotpFirstCode
                    label={myFactorsText.codeLabel}
                    hint={myFactorsText.codeHint}
                    value={code}
                    onChange={setCode}
                    className="max-w-48"
                  />
                  <div className="flex gap-2">
                    <Button
                      type="submit"
                      busy={pending?.kind === "enableTotp"}
                      busyLabel={myFactorsText.confirming}
                    >
                      {myFactorsText.confirm}
                    </Button>
                    <Button type="button" variant="secondary" disabled={busy} onClick={onCancelTotp}>
                      {myFactorsText.cancel}
                    </Button>
                  </div>
                </form>
              ) : null}
            </Section>

            <Section
              icon={<KeyRound />}
              title={myFactorsText.recovery}
              aside={
                hasFactor ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={pending?.kind === "codes"}
                    busyLabel={myFactorsText.makingCodes}
                    disabled={busy}
                    onClick={onNewCodes}
                  >
                    {myFactorsText.newCodes}
                  </Button>
                ) : null
              }
            >
              <p className="text-sm text-muted" data-testid="codes-left">
                {hasFactor ? myFactorsText.codesLeft(factors.recoveryCodesLeft) : myFactorsText.noCodes}
              </p>
            </Section>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PasskeyRow({
  passkey,
  now,
  timeZone,
  removing,
  disabled,
  onRemove,
}: {
  passkey: PasskeyInfo;
  now: DateInput;
  timeZone: string | undefined;
  removing: boolean;
  disabled: boolean;
  onRemove: (id: string) => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-passkey={passkey.id}>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-sm font-medium break-words">{passkey.name}</p>
        <p className="text-xs text-muted">
          {myFactorsText.added}{" "}
          <time dateTime={passkey.createdAt}>{formatDate(passkey.createdAt, { timeZone })}</time> ·{" "}
          {passkey.lastUsedAt ? (
            <>
              {myFactorsText.lastUsed}{" "}
              <time dateTime={passkey.lastUsedAt}>{relativeAge(passkey.lastUsedAt, now)}</time>
            </>
          ) : (
            myFactorsText.neverUsed
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${myFactorsText.remove} ${passkey.name}`}
        busy={removing}
        busyLabel={myFactorsText.removing}
        disabled={disabled}
        onClick={() => onRemove(passkey.id)}
      >
        {myFactorsText.remove}
      </Button>
    </li>
  );
}
