import { type FormEvent, useState } from "react";
import { Button } from "../../primitives/Button";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import type { CodeInput, CodeMethod, LoginFieldErrors } from "./loginSteps";
import { loginText } from "./loginText";

export interface CodeStepProps {
  method: CodeMethod;
  /** A member names themselves by sign-in ID; the owner's second step needs none (its challenge says who). */
  askSignInId: boolean;
  busy: boolean;
  /** Another way in is on its way: no second request meanwhile. */
  held: boolean;
  fieldErrors: LoginFieldErrors;
  onSubmit: (input: CodeInput) => void;
  /** The other code, offered as a link under the form. */
  switchTo?: CodeMethod;
  onSwitch?: (method: CodeMethod) => void;
}

/** A sign-in ID (members) and an authenticator or recovery code; the app checks them with the contract's schemas. */
export function CodeStep({
  method,
  askSignInId,
  busy,
  held,
  fieldErrors,
  onSubmit,
  switchTo,
  onSwitch,
}: CodeStepProps) {
  const [signInId, setSignInId] = useState("");
  // One value per code kind: switching to the other kind starts it empty, and back finds what was typed.
  const [codes, setCodes] = useState<Record<CodeMethod, string>>({ totp: "", recovery: "" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!held) onSubmit({ method, signInId, code: codes[method] });
  };
  const totp = method === "totp";
  return (
    // noValidate: the contract's schemas check, with their own words beside each field.
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {askSignInId ? (
        <Field label={loginText.signInId} required error={fieldErrors.signInId}>
          {(control) => (
            <Input
              {...control}
              name="sign_in_id"
              value={signInId}
              onChange={(event) => setSignInId(event.target.value)}
              placeholder={loginText.signInIdPlaceholder}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              className="font-mono"
            />
          )}
        </Field>
      ) : null}
      <Field label={totp ? loginText.totp : loginText.recovery} required error={fieldErrors.code}>
        {(control) => (
          <Input
            {...control}
            key={method}
            name={totp ? "totp_code" : "recovery_code"}
            value={codes[method]}
            onChange={(event) => setCodes((all) => ({ ...all, [method]: event.target.value }))}
            placeholder={totp ? loginText.totpPlaceholder : loginText.recoveryPlaceholder}
            autoComplete="one-time-code"
            inputMode={totp ? "numeric" : "text"}
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono tracking-wide placeholder:tracking-normal"
          />
        )}
      </Field>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        busy={busy}
        busyLabel={loginText.signingIn}
        disabled={held}
      >
        {loginText.signIn}
      </Button>
      {switchTo && onSwitch ? (
        <Button variant="link" size="sm" className="h-auto self-center" onClick={() => onSwitch(switchTo)}>
          {switchTo === "recovery" ? loginText.useRecovery : loginText.useTotp}
        </Button>
      ) : null}
    </form>
  );
}
