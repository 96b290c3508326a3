import { Copy, Eye, EyeOff } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/Button";
import { CopyButton } from "../../primitives/CopyButton";
import { Field } from "../../primitives/Field";
import { controlClass } from "../../primitives/Input";

export interface SecretFieldProps {
  label: string;
  hint?: ReactNode;
  /** What the secret is called in the buttons' names: 'Show access code', 'Copy bot key'. */
  noun: string;
  /** The secret, shown while `revealed`. */
  secret: string;
  /** What the field shows while the secret is hidden. */
  masked: string;
  revealed: boolean;
  onRevealToggle: () => void;
  /** False while the secret is not known here: Show is left out. */
  revealable?: boolean;
  /** Whether Copy copies the secret now; otherwise it presses `onCopyRefused`, or is left out without it. */
  copyable: boolean;
  onCopied: (secret: string) => void;
  onCopyFailed?: () => void;
  onCopyRefused?: () => void;
  /** The letter spacing of the secret, e.g. `tracking-wider`. */
  inputClassName?: string;
}

/** A read-only secret with Show/Hide and Copy beside it: Settings' access code and bot key. */
export function SecretField({
  label,
  hint,
  noun,
  secret,
  masked,
  revealed,
  onRevealToggle,
  revealable = true,
  copyable,
  onCopied,
  onCopyFailed,
  onCopyRefused,
  inputClassName,
}: SecretFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <div className="flex items-center gap-2">
          {/* A one-line textarea, not an input: Chromium clips an input's text to the font's line box, and with
              hinting on, DejaVu Sans Mono (Linux's monospace) draws "_" at 14 px just under it, so "bk_" read
              "bk ". A textarea clips at its padding box (SecretField.glyphs.test.ts). */}
          <textarea
            {...control}
            data-slot="input"
            readOnly
            rows={1}
            wrap="off"
            value={revealed ? secret : masked}
            className={cn(
              controlClass,
              "h-10 resize-none overflow-hidden py-[9px] font-mono",
              inputClassName,
            )}
          />
          {/* A button that cannot act is left out rather than shown disabled. */}
          {revealable ? (
            <Button
              variant="secondary"
              size="icon"
              aria-label={`${revealed ? "Hide" : "Show"} ${noun}`}
              aria-pressed={revealed}
              onClick={onRevealToggle}
            >
              {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </Button>
          ) : null}
          {copyable ? (
            <CopyButton
              variant="secondary"
              size="icon"
              className="size-10"
              value={secret}
              label={`Copy ${noun}`}
              onCopied={onCopied}
              onError={onCopyFailed}
            />
          ) : onCopyRefused ? (
            <Button
              variant="secondary"
              size="icon"
              aria-label={`Copy ${noun}`}
              title={`Copy ${noun}`}
              onClick={onCopyRefused}
            >
              <Copy aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
