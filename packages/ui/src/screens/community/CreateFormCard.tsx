import { LIMITS } from "@boostdash/api-client/core/limits";
import { Send } from "lucide-react";
import type { ReactNode } from "react";
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
import type { DraftForm } from "./useDraftForm";

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
  /** From `useDraftForm`: its submit, and the message of a failed check, shown as an alert above the buttons. */
  form: Pick<CommunityDraftForm, "error" | "submit">;
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
  form,
  onCancel,
  children,
}: CreateFormCardProps) {
  return (
    <Card id={id}>
      <form noValidate onSubmit={form.submit} aria-labelledby={titleId} aria-busy={creating || undefined}>
        <CardHeader className="flex-row items-start gap-3">
          <CardHeading icon={icon} tone={tone} title={title} titleId={titleId} description={description} />
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {children}
          {form.error ? (
            <p
              role="alert"
              className="rounded-md border border-danger/30 bg-danger-bg px-3 py-2 text-sm font-medium text-danger"
            >
              {form.error}
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

/** What the Title and Description fields need of a form's `useDraftForm`. */
type CommunityDraftForm = DraftForm<{ title: string; description: string }>;

export interface DraftTitleFieldProps {
  form: Pick<CommunityDraftForm, "draft" | "set" | "titleRef">;
  placeholder: string;
  disabled: boolean;
}

/** The required Title of a community form, where the cursor starts. */
export function DraftTitleField({ form, placeholder, disabled }: DraftTitleFieldProps) {
  return (
    <Field label="Title" required>
      {(control) => (
        <Input
          {...control}
          ref={form.titleRef}
          value={form.draft.title}
          maxLength={LIMITS.title}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => form.set("title")(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface DraftDescriptionFieldProps {
  form: Pick<CommunityDraftForm, "draft" | "set">;
  placeholder: string;
  rows: number;
  disabled: boolean;
}

/** The required Description of a community form. */
export function DraftDescriptionField({ form, placeholder, rows, disabled }: DraftDescriptionFieldProps) {
  return (
    <Field label="Description" required>
      {(control) => (
        <Textarea
          {...control}
          rows={rows}
          value={form.draft.description}
          maxLength={LIMITS.description}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => form.set("description")(event.target.value)}
        />
      )}
    </Field>
  );
}
