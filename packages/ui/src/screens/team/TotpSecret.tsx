import { cn } from "../../lib/cn";
import { CopyButton } from "../../primitives/CopyButton";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";

export const totpSecretText = {
  step: "In your authenticator app, add an account and type this key:",
  copy: "Copy setup key",
  open: "On this device? Open it in your authenticator app",
} as const;

/** The key in groups of four, as authenticator apps print theirs: easier to type without losing one's place. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, "").match(/.{1,4}/g) ?? []).join(" ");
}

export interface TotpSecretProps {
  /** Base32, as the server answers it. */
  secret: string;
  /** `otpauth://...`: the same key as a link an authenticator app on this device opens. */
  uri: string;
  onCopied?: () => void;
  onCopyFailed?: () => void;
}

/**
 * An authenticator app's setup key, shown as text to type (no QR code: docs/decisions.md#the-invite-page-and-ones-factors),
 * with Copy and the otpauth link.
 */
export function TotpSecret({ secret, uri, onCopied, onCopyFailed }: TotpSecretProps) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm" id="totp-secret-label">
        {totpSecretText.step}
      </p>
      <div className="flex items-center gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2">
        <code
          data-testid="totp-secret"
          className="min-w-0 flex-1 font-mono text-base tracking-wider [overflow-wrap:anywhere]"
        >
          {groupSecret(secret)}
        </code>
        <CopyButton value={secret} label={totpSecretText.copy} onCopied={onCopied} onError={onCopyFailed} />
      </div>
      <a href={uri} className="text-sm text-accent underline-offset-4 hover:underline">
        {totpSecretText.open}
      </a>
    </div>
  );
}

export interface TotpFirstCodeProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The first code of a new authenticator, under its key: what proves the setup (the invite page, Your sign-in). */
export function TotpFirstCode({ label, hint, value, onChange, className }: TotpFirstCodeProps) {
  return (
    <Field label={label} hint={hint} required>
      {(control) => (
        <Input
          {...control}
          name="code"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          className={cn("font-mono tracking-widest", className)}
        />
      )}
    </Field>
  );
}
