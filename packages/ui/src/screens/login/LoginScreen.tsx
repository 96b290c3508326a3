import { AlertCircle, Fingerprint, KeyRound, ShieldCheck, UserRound } from "lucide-react";
import { type FormEvent, lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { Brand } from "../../layout/Brand";
import { Button } from "../../primitives/Button";
import { Field } from "../../primitives/Field";
import { IconCircle } from "../../primitives/IconCircle";
import { Input } from "../../primitives/Input";
import { Notice } from "../../primitives/Notice";
import { CodeStep } from "./CodeStep";
import {
  ACCESS_CODE_STEP,
  type CodeInput,
  type CodeMethod,
  type LoginFieldErrors,
  type LoginStep,
} from "./loginSteps";
import { loginText } from "./loginText";

// The help dialog (and the dialog library under it) loads when first wanted, not with the login route.
const loadHelpDialog = () => import("./AccessCodeHelpDialog");
const AccessCodeHelpDialog = lazy(loadHelpDialog);

export interface LoginScreenProps {
  /** The captcha widget (dark), chosen and wired by the app; its key stays with the app. */
  captcha: ReactNode;
  /** While the sign-in request runs: 'Submitting...' and disabled. */
  submitting?: boolean;
  /** Submit with the typed code; the app checks captcha first, then the code (docs/product.md#login), and signs in. */
  onSubmit: (accessCode: string) => void;
  step?: LoginStep;
  onStepChange: (step: LoginStep) => void;
  /** A passkey prompt or a typed code on its way: its button busy, the others held. */
  pending?: "passkey" | "code" | null;
  /** Why the last way in failed (the server's words, or the page's for the browser's passkey problems). */
  error?: string | null;
  fieldErrors?: LoginFieldErrors;
  /** "Sign in with a passkey" (or, in the second step, "Use my passkey"). */
  onPasskey: () => void;
  onCode: (input: CodeInput) => void;
}

/** `/`: sign in with the access code the bot printed when it started (docs/product.md#login). */
export function LoginScreen({
  captcha,
  submitting = false,
  onSubmit,
  step = ACCESS_CODE_STEP,
  onStepChange,
  pending = null,
  error = null,
  fieldErrors = {},
  onPasskey,
  onCode,
}: LoginScreenProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpWanted, setHelpWanted] = useState(false);
  const helpButton = useRef<HTMLButtonElement>(null);

  // The field is uncontrolled: the login page arrives prerendered, and a code typed before the app took the form
  // over must survive hydration (a controlled value would reset it to the first render's "").
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const accessCode = new FormData(event.currentTarget).get("access_code");
    if (!submitting) onSubmit(typeof accessCode === "string" ? accessCode : "");
  };

  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-bg px-4 py-12">
      {/* The glow is the shadow of a line just above the page, not a gradient behind the brand: a contrast checker
          cannot measure text over a gradient and flags the brand name (docs/decisions.md#valid-pages). A shadow,
          not a blurred shape: filters under the dialog backdrop's blur smear in Chromium. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-1/2 h-40 w-1/2 -translate-x-1/2 -translate-y-full rounded-[50%] shadow-[0_0_128px_150px_rgb(98_70_234/0.18)]"
      />
      <div className="relative flex w-full max-w-sm flex-col items-center gap-6">
        <Brand size="lg" />

        <div className="w-full rounded-2xl border border-border bg-surface p-6 shadow-2xl shadow-black/40 sm:p-8">
          {step.kind === "accessCode" ? (
            <>
              <CardHeading icon={<KeyRound className="size-5" />} title="Enter Access Code">
                Please input your access code to proceed.
              </CardHeading>
              <FailedNotice error={error} />

              {/* noValidate: the app's checks run in the docs/product.md#login order (captcha, then code) with its own messages. */}
              <form noValidate onSubmit={submit} className="flex flex-col gap-4">
                <Field label="Access Code" required>
                  {(control) => (
                    <Input
                      {...control}
                      name="access_code"
                      placeholder="Enter Access Code"
                      autoComplete="current-password"
                      spellCheck={false}
                      className="font-mono tracking-wide placeholder:font-sans placeholder:tracking-normal"
                    />
                  )}
                </Field>
                {captcha}
                <Button
                  type="submit"
                  size="lg"
                  className="w-full"
                  busy={submitting}
                  busyLabel="Submitting..."
                >
                  Submit
                </Button>
              </form>

              <OrLine />
              <div className="flex flex-col items-center gap-3">
                <PasskeyButton
                  label={loginText.passkey}
                  busy={pending === "passkey"}
                  disabled={pending !== null}
                  onClick={onPasskey}
                />
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto"
                  onClick={() => onStepChange({ kind: "member", method: "totp" })}
                >
                  {loginText.memberCode}
                </Button>
              </div>
            </>
          ) : step.kind === "member" ? (
            <>
              <CardHeading icon={<UserRound className="size-5" />} title={loginText.memberTitle}>
                {step.method === "totp"
                  ? loginText.memberTotpDescription
                  : loginText.memberRecoveryDescription}
              </CardHeading>
              <FailedNotice error={error} />
              <CodeStep
                method={step.method}
                askSignInId
                busy={pending === "code"}
                held={pending !== null}
                fieldErrors={fieldErrors}
                onSubmit={onCode}
                switchTo={step.method === "totp" ? "recovery" : "totp"}
                onSwitch={(method) => onStepChange({ kind: "member", method })}
              />
              <BackLink onBack={() => onStepChange(ACCESS_CODE_STEP)} />
            </>
          ) : (
            <SecondStep
              step={step}
              pending={pending}
              error={error}
              fieldErrors={fieldErrors}
              onStepChange={onStepChange}
              onPasskey={onPasskey}
              onCode={onCode}
            />
          )}
        </div>

        {/* The help is about the access code: the other steps do not need it. */}
        {step.kind === "accessCode" ? (
          <Button
            ref={helpButton}
            variant="link"
            size="sm"
            className="h-auto self-center text-sm"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadHelpDialog()}
            onFocus={() => void loadHelpDialog()}
            onClick={() => {
              setHelpWanted(true);
              setHelpOpen(true);
            }}
          >
            Forgotten Access Code?
          </Button>
        ) : null}
        {helpWanted ? (
          <Suspense fallback={null}>
            <AccessCodeHelpDialog open={helpOpen} onOpenChange={setHelpOpen} returnFocusTo={helpButton} />
          </Suspense>
        ) : null}
      </div>
    </main>
  );
}

function CardHeading({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col items-center gap-2 text-center">
      <IconCircle className="mb-1 size-11">{icon}</IconCircle>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-sm text-muted">{children}</p>
    </div>
  );
}

function FailedNotice({ error }: { error: string | null }) {
  return error ? (
    <Notice tone="danger" icon={AlertCircle} title={loginText.failedTitle} role="alert" className="mb-4 p-3">
      <p className="text-fg">{error}</p>
    </Notice>
  ) : null;
}

function OrLine() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs text-muted">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      {loginText.or}
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}

function PasskeyButton({
  label,
  busy,
  disabled,
  primary = false,
  onClick,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  primary?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant={primary ? "primary" : "secondary"}
      size="lg"
      className="w-full"
      busy={busy}
      busyLabel={loginText.passkeyBusy}
      disabled={disabled}
      onClick={onClick}
    >
      <Fingerprint aria-hidden="true" />
      {label}
    </Button>
  );
}

function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="link" size="sm" className="h-auto" onClick={onBack}>
        {loginText.back}
      </Button>
    </div>
  );
}

/** After a right access code, for an owner with a second factor: the ways the server offered. */
function SecondStep({
  step,
  pending,
  error,
  fieldErrors,
  onStepChange,
  onPasskey,
  onCode,
}: {
  step: Extract<LoginStep, { kind: "secondFactor" }>;
  pending: "passkey" | "code" | null;
  error: string | null;
  fieldErrors: LoginFieldErrors;
  onStepChange: (step: LoginStep) => void;
  onPasskey: () => void;
  onCode: (input: CodeInput) => void;
}) {
  const { methods, method } = step;
  const passkey = methods.includes("passkey");
  const open = (next: CodeMethod) => onStepChange({ kind: "secondFactor", methods, method: next });
  // Links to the code forms not open now, in the server's order.
  const others = methods.filter((m): m is CodeMethod => m !== "passkey" && m !== method);
  return (
    <>
      <CardHeading icon={<ShieldCheck className="size-5" />} title={loginText.secondTitle}>
        {loginText.secondDescription}
      </CardHeading>
      <FailedNotice error={error} />
      {method ? (
        <CodeStep
          method={method}
          askSignInId={false}
          busy={pending === "code"}
          held={pending !== null}
          fieldErrors={fieldErrors}
          onSubmit={onCode}
        />
      ) : null}
      {passkey ? (
        <>
          {method ? <OrLine /> : null}
          <PasskeyButton
            label={loginText.secondPasskey}
            primary={!method}
            busy={pending === "passkey"}
            disabled={pending !== null}
            onClick={onPasskey}
          />
        </>
      ) : null}
      {others.length > 0 ? (
        <div className="mt-4 flex flex-col items-center gap-1">
          {others.map((other) => (
            <Button key={other} variant="link" size="sm" className="h-auto" onClick={() => open(other)}>
              {other === "totp" ? loginText.useTotp : loginText.useRecovery}
            </Button>
          ))}
        </div>
      ) : null}
      <BackLink onBack={() => onStepChange(ACCESS_CODE_STEP)} />
    </>
  );
}
