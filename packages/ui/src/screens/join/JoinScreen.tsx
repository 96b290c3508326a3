import type { TeamRole } from "@boostdash/api-client/core/contract/permissions";
import { MAX_NAME_LENGTH } from "@boostdash/api-client/team/rules";
import { inviteMessages, roleDescriptions, roleLabels } from "@boostdash/api-client/team/texts";
import { AlertCircle, Fingerprint, Smartphone, UserPlus } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Brand } from "../../layout/Brand";
import { Button } from "../../primitives/Button";
import { Field } from "../../primitives/Field";
import { IconCircle } from "../../primitives/IconCircle";
import { Input } from "../../primitives/Input";
import { LoadingState } from "../../primitives/LoadingState";
import { Notice } from "../../primitives/Notice";
import { RecoveryCodes } from "../team/RecoveryCodes";
import { TotpFirstCode, TotpSecret } from "../team/TotpSecret";

/** The invite page's own words (the invite's states are the contract's: `inviteMessages`). */
export const joinText = {
  loading: "Loading your invite...",
  title: (store: string) => `Join ${store}`,
  role: (role: TeamRole) => `Your role: ${roleLabels[role]}`,
  nameLabel: "Your name",
  nameHint: "How the team sees you in the team list and the logs.",
  how: "How will you sign in?",
  passkey: "Add a passkey",
  passkeyBusy: "Waiting for your passkey...",
  passkeyHint: "Your device's fingerprint, face or PIN. No password to remember.",
  authenticator: "Use an authenticator app",
  authenticatorBusy: "Preparing...",
  expiredTitle: "Invite expired",
  usedTitle: "Invite already used",
  notFoundTitle: "Invite not found",
  errorTitle: "Could not load this invite",
  retry: "Try again",
  toSignIn: "Go to sign in",
  failedTitle: "That did not work",
  totpTitle: "Set up your authenticator app",
  codeLabel: "Authenticator code",
  codeHint: "The 6-digit code your app shows now.",
  confirm: "Confirm",
  confirming: "Confirming...",
  back: "Back",
  doneDescription:
    "You are signed in. Save your sign-in ID and recovery codes now: they are shown only once.",
  saved: "I have saved them",
} as const;

/** The name's checks before anything is sent, in the server's words (the contract's `MemberNameSchema`). */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return inviteMessages.nameRequired;
  if (trimmed.length > MAX_NAME_LENGTH) return inviteMessages.nameTooLong;
  return null;
}

/** What the invite link turned out to be. `error`: the read failed (network, throttle); Try again asks again. */
export type JoinStatus = "loading" | "valid" | "expired" | "used" | "notFound" | "error";

/** Where the person is on a valid invite: naming themself, typing their app's first code, or signed in. */
export type JoinStep =
  | { kind: "name" }
  | { kind: "totp"; secret: string; uri: string }
  | { kind: "done"; signInId: string; recoveryCodes: readonly string[] };

export interface JoinScreenProps {
  status: JoinStatus;
  storeName?: string;
  role?: TeamRole;
  step?: JoinStep;
  /** What is on its way: the passkey prompt, the app's setup, or the first code. */
  busy?: "passkey" | "totp" | "confirm" | null;
  /** The server's refusal of the last step (or the read's failure for `error`). */
  error?: string | null;
  /** Stories: the name already typed. */
  initialName?: string;
  /** Where "Go to sign in" leads (the login). */
  signInHref?: string;
  onPasskey: (name: string) => void;
  onAuthenticator: (name: string) => void;
  onConfirmCode: (code: string) => void;
  onBack: () => void;
  onDone: () => void;
  onRetry?: () => void;
  onCopied?: () => void;
  onCopyFailed?: () => void;
}

/** The page's frame: the brand over one card, as the login's. */
function JoinFrame({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-bg px-4 py-10 sm:items-center sm:py-12">
      <div className="flex w-full max-w-md flex-col items-center gap-6">
        <Brand size="lg" />
        <div className="w-full rounded-2xl border border-border bg-surface p-6 shadow-2xl shadow-black/40 sm:p-8">
          <div className="mb-6 flex flex-col items-center gap-2 text-center">
            <IconCircle className="mb-1 size-11">{icon}</IconCircle>
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description ? <p className="text-sm text-muted">{description}</p> : null}
          </div>
          {children}
        </div>
      </div>
    </main>
  );
}

function Failure({ error }: { error: string | null | undefined }) {
  return error ? (
    <Notice tone="danger" icon={AlertCircle} title={joinText.failedTitle} role="alert" className="mb-4">
      <p className="text-fg">{error}</p>
    </Notice>
  ) : null;
}

/**
 * `/dashboard/join#<token>` (docs/product.md#team): the invite's store and role, the person's name, and their way in
 * (a passkey, or an authenticator app and its first code); then, once, their sign-in ID and recovery codes.
 */
export function JoinScreen({
  status,
  storeName = "",
  role = "viewer",
  step = { kind: "name" },
  busy = null,
  error,
  initialName = "",
  signInHref = "/",
  onPasskey,
  onAuthenticator,
  onConfirmCode,
  onBack,
  onDone,
  onRetry,
  onCopied,
  onCopyFailed,
}: JoinScreenProps) {
  const [name, setName] = useState(initialName);
  const [nameShown, setNameShown] = useState<string | null>(null);
  const [code, setCode] = useState("");

  if (status === "loading") {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-bg px-4">
        <LoadingState text={joinText.loading} />
      </main>
    );
  }

  if (status !== "valid") {
    const refused = {
      expired: [joinText.expiredTitle, inviteMessages.expired],
      used: [joinText.usedTitle, inviteMessages.used],
      notFound: [joinText.notFoundTitle, inviteMessages.notFound],
      error: [joinText.errorTitle, error ?? ""],
    } as const;
    const [title, description] = refused[status];
    return (
      <JoinFrame icon={<AlertCircle className="size-5" />} title={title} description={description}>
        <div className="flex flex-col gap-2">
          {status === "error" && onRetry ? (
            <Button className="w-full" onClick={onRetry}>
              {joinText.retry}
            </Button>
          ) : null}
          <Button asChild variant="secondary" className="w-full">
            <a href={signInHref}>{joinText.toSignIn}</a>
          </Button>
        </div>
      </JoinFrame>
    );
  }

  if (step.kind === "done") {
    return (
      <JoinFrame
        icon={<UserPlus className="size-5" />}
        title={inviteMessages.accepted}
        description={joinText.doneDescription}
      >
        <RecoveryCodes
          storeName={storeName}
          signInId={step.signInId}
          codes={step.recoveryCodes}
          onCopied={onCopied}
          onCopyFailed={onCopyFailed}
        />
        <Button size="lg" className="mt-6 w-full" onClick={onDone}>
          {joinText.saved}
        </Button>
      </JoinFrame>
    );
  }

  if (step.kind === "totp") {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (busy === null && code.trim()) onConfirmCode(code.trim());
    };
    return (
      <JoinFrame icon={<Smartphone className="size-5" />} title={joinText.totpTitle}>
        <Failure error={error} />
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TotpSecret secret={step.secret} uri={step.uri} onCopied={onCopied} onCopyFailed={onCopyFailed} />
          <TotpFirstCode
            label={joinText.codeLabel}
            hint={joinText.codeHint}
            value={code}
            onChange={setCode}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onBack} disabled={busy !== null}>
              {joinText.back}
            </Button>
            <Button type="submit" busy={busy === "confirm"} busyLabel={joinText.confirming}>
              {joinText.confirm}
            </Button>
          </div>
        </form>
      </JoinFrame>
    );
  }

  // A button pressed with a bad name shows the name's error and sends nothing.
  const choose = (then: (name: string) => void) => {
    const problem = nameError(name);
    setNameShown(problem);
    if (!problem && busy === null) then(name.trim());
  };
  return (
    <JoinFrame
      icon={<UserPlus className="size-5" />}
      title={joinText.title(storeName)}
      description={inviteMessages.valid}
    >
      <Failure error={error} />
      <div className="mb-5 rounded-lg border border-border bg-surface-2 px-4 py-3">
        <p className="text-sm font-semibold">{joinText.role(role)}</p>
        <p className="text-sm text-muted">{roleDescriptions[role]}</p>
      </div>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-5">
        <Field label={joinText.nameLabel} hint={joinText.nameHint} error={nameShown} required>
          {(control) => (
            <Input
              {...control}
              name="name"
              value={name}
              autoComplete="name"
              onChange={(event) => {
                setName(event.target.value);
                if (nameShown) setNameShown(nameError(event.target.value));
              }}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{joinText.how}</legend>
          <Button
            size="lg"
            className="w-full"
            busy={busy === "passkey"}
            busyLabel={joinText.passkeyBusy}
            disabled={busy !== null && busy !== "passkey"}
            onClick={() => choose(onPasskey)}
          >
            <Fingerprint aria-hidden="true" />
            {joinText.passkey}
          </Button>
          <p className="mb-2 text-center text-xs text-muted">{joinText.passkeyHint}</p>
          <Button
            size="lg"
            variant="secondary"
            className="w-full"
            busy={busy === "totp"}
            busyLabel={joinText.authenticatorBusy}
            disabled={busy !== null && busy !== "totp"}
            onClick={() => choose(onAuthenticator)}
          >
            <Smartphone aria-hidden="true" />
            {joinText.authenticator}
          </Button>
        </fieldset>
      </form>
    </JoinFrame>
  );
}
