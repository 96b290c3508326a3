import { cloneElement, type ReactElement, type ReactNode, useId } from "react";
import { cn } from "../lib/cn";
import { Label } from "./Label";

/** What a Field hands its control so the label, hint and error are wired to it. */
export type FieldControlProps = {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

export type FieldProps = {
  label: ReactNode;
  /** Shows '*' after the label and marks the control `required`. */
  required?: boolean;
  /** Shown in red under the control; also sets `aria-invalid`. */
  error?: ReactNode;
  /** Muted help text under the control. */
  hint?: ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
} & (
  | { children: (control: FieldControlProps) => ReactNode; control?: never }
  | { control: ReactElement<FieldControlProps>; children?: never }
);

/**
 * A labelled control: `<Field label="Title" required>{(p) => <Input {...p} />}</Field>`
 * or `<Field label="Title" control={<Input />} />`.
 */
export function Field({
  label,
  required = false,
  error,
  hint,
  id,
  className,
  children,
  control,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const controlProps: FieldControlProps = {
    id: controlId,
    ...(required ? { required: true } : {}),
    ...(error ? { "aria-invalid": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
  return (
    <div data-slot="field" className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      {children ? children(controlProps) : control ? cloneElement(control, controlProps) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
