import {
  BugSeveritySchema,
  type CreateBugRequest,
  DEFAULT_BUG_SEVERITY,
} from "@boostdash/api-client/bugs/contract";
import { bugMessages } from "@boostdash/api-client/bugs/texts";
import { LIMITS } from "@boostdash/api-client/core/limits";
import { Bug } from "lucide-react";
import { Field } from "../../primitives/Field";
import { Select } from "../../primitives/Select";
import { Textarea } from "../../primitives/Textarea";
import { CreateFormCard, DraftDescriptionField, DraftTitleField } from "../community/CreateFormCard";
import { useDraftForm } from "../community/useDraftForm";
import { bugSeverities } from "./bugBadges";

/** The form's fields: the create request's, each one a string while it is typed (the optional ones may stay empty). */
export type BugDraft = Required<CreateBugRequest>;

const emptyBugDraft: BugDraft = {
  title: "",
  description: "",
  steps: "",
  expectedBehavior: "",
  actualBehavior: "",
  severity: DEFAULT_BUG_SEVERITY,
};

const severityOptions = BugSeveritySchema.options.map((value) => ({
  value,
  label: bugSeverities[value].label,
}));

export interface BugReportFormProps {
  id: string;
  creating: boolean;
  initial?: Partial<BugDraft>;
  /** Called with every field trimmed, title and description non-empty. */
  onSubmit: (draft: BugDraft) => void;
  onCancel: () => void;
}

/** 'Report a Bug' (docs/product.md#bug-reports): title and description required after trimming; severity defaults to medium. */
export function BugReportForm({ id, creating, initial, onSubmit, onCancel }: BugReportFormProps) {
  const form = useDraftForm<BugDraft>(
    { ...emptyBugDraft, ...initial },
    ["title", "description"],
    bugMessages.required,
    onSubmit,
  );

  const text = (
    field: "steps" | "expectedBehavior" | "actualBehavior",
    label: string,
    placeholder: string,
  ) => (
    <Field label={label}>
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          value={form.draft[field]}
          maxLength={LIMITS.bugDetail}
          disabled={creating}
          placeholder={placeholder}
          onChange={(event) => form.set(field)(event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <CreateFormCard
      id={id}
      titleId={`${id}-title`}
      icon={<Bug />}
      tone="danger"
      title="Report a Bug"
      description="The more detail you give, the faster we can fix it"
      creating={creating}
      submitLabel="Submit Bug Report"
      busyLabel="Submitting..."
      form={form}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <DraftTitleField form={form} placeholder="What went wrong, in a few words" disabled={creating} />
        <Select
          label="Severity"
          value={form.draft.severity}
          options={severityOptions}
          disabled={creating}
          onValueChange={form.set("severity")}
        />
      </div>
      <DraftDescriptionField form={form} placeholder="What happened?" rows={3} disabled={creating} />
      {text("steps", "Steps to Reproduce", "1. Go to…\n2. Click…")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("expectedBehavior", "Expected Behavior", "What should have happened?")}
        {text("actualBehavior", "Actual Behavior", "What happened instead?")}
      </div>
    </CreateFormCard>
  );
}
