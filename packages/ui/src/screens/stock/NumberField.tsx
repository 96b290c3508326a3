import type { ReactNode } from "react";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";

export interface NumberFieldProps {
  label: ReactNode;
  id: string;
  /** As typed: a half-typed number stays in the box while the dialog says it is not valid yet. */
  value: string;
  valid: boolean;
  hint?: ReactNode;
  onChange: (value: string) => void;
}

/** The key dialogs' labelled number box (how many, amount): a number keypad on phones, marked invalid while it is not a valid number. */
export function NumberField({ label, id, value, valid, hint, onChange }: NumberFieldProps) {
  return (
    <Field label={label} id={id} hint={hint}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          value={value}
          aria-invalid={valid ? undefined : true}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
