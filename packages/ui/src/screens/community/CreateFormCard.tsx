import { LIMITS } from "@boostdash/api-client";
import { Send } from "lucide-react";
import type { FormEvent, ReactNode, Ref } from "react";
import { Button } from "../../primitives/Button";
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardHeading,
  type CardHeadingProps,
} from "../../primitives/Card";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { Textarea } from "../../primitives/Textarea";

export interface CreateFormCardProps {
  /** The card's id, for the page header button's `aria-controls`. */
  id?: string;
  /** Id of the title, which names the form. */
  titleId: string;
  icon: ReactNode;
  /** The icon tile's colour. */
  tone: CardHeadingProps["tone"];
  title: string;
  description: string;
  /** The create call is running: Cancel is disabled and the submit button shows `busyLabel`. */
  creating: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The message of a failed check (required fields), shown as an alert above the buttons. */
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}

/** The form card of the community screens ('Share Your Idea', 'Report a Bug'): header, fields, error, buttons. */
export function CreateFormCard({
  id,
  titleId,
  icon,
  tone,
  title,
  description,
  creating,
  submitLabel,
  busyLabel,
  error,
  onSubmit,
  onCancel,
  children,
}: CreateFormCardProps) {
  return (
    <Card id={id}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={creating || undefined}>
        <CardHeader className="flex-row items-start gap-3">
          <CardHeading icon={icon} tone={tone} title={title} titleId={titleId} description={description} />
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {children}
          {error ? (
            <p
              role="alert"
              className="rounded-md border border-danger/30 bg-danger-bg px-3 py-2 text-sm font-medium text-danger"
            >
              {error}
            </p>
          ) : null}
        </CardContent>
        <CardFooter className="flex-wrap justify-end">
          <Button variant="secondary" disabled={creating} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" busy={creating} busyLabel={busyLabel}>
            <Send aria-hidden="true" />
            {submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

export interface DraftTitleFieldProps {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  placeholder: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The required Title of a community form, where the cursor starts. */
export function DraftTitleField({ inputRef, value, placeholder, disabled, onChange }: DraftTitleFieldProps) {
  return (
    <Field label="Title" required>
      {(control) => (
        <Input
          {...control}
          ref={inputRef}
          value={value}
          maxLength={LIMITS.title}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface DraftDescriptionFieldProps {
  value: string;
  placeholder: string;
  rows: number;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The required Description of a community form. */
export function DraftDescriptionField({
  value,
  placeholder,
  rows,
  disabled,
  onChange,
}: DraftDescriptionFieldProps) {
  return (
    <Field label="Description" required>
      {(control) => (
        <Textarea
          {...control}
          rows={rows}
          value={value}
          maxLength={LIMITS.description}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
