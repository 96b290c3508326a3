import { KeyRound } from "lucide-react";
import { type FormEvent, lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { Brand } from "../../layout/Brand";
import { Button } from "../../primitives/Button";
import { Field } from "../../primitives/Field";
import { IconCircle } from "../../primitives/IconCircle";
import { Input } from "../../primitives/Input";

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
}

/** `/`: sign in with the access code the bot printed when it started (docs/product.md#login). */
export function LoginScreen({ captcha, submitting = false, onSubmit }: LoginScreenProps) {
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
          <div className="mb-6 flex flex-col items-center gap-2 text-center">
            <IconCircle className="mb-1 size-11">
              <KeyRound className="size-5" />
            </IconCircle>
            <h1 className="text-2xl font-semibold tracking-tight">Enter Access Code</h1>
            <p className="text-sm text-muted">Please input your access code to proceed.</p>
          </div>

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
            <Button type="submit" size="lg" className="w-full" busy={submitting} busyLabel="Submitting...">
              Submit
            </Button>
          </form>
        </div>

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
        {helpWanted ? (
          <Suspense fallback={null}>
            <AccessCodeHelpDialog open={helpOpen} onOpenChange={setHelpOpen} returnFocusTo={helpButton} />
          </Suspense>
        ) : null}
      </div>
    </main>
  );
}
