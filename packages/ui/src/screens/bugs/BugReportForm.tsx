import { type BugSeverity, bugMessages, bugSeverityLabels, LIMITS } from "@boostdash/api-client";
import { Bug, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../primitives/Card";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { Select } from "../../primitives/Select";
import { Textarea } from "../../primitives/Textarea";

export interface BugDraft {
  title: string;
  description: string;
  steps: string;
  expectedBehavior: string;
  actualBehavior: string;
  severity: BugSeverity;
}

export const emptyBugDraft: BugDraft = {
  title: "",
  description: "",
  steps: "",
  expectedBehavior: "",
  actualBehavior: "",
  severity: "medium",
};

const severities: BugSeverity[] = ["low", "medium", "high", "critical"];
const severityOptions = severities.map((value) => ({ value, label: bugSeverityLabels[value] }));

export interface BugReportFormProps {
  id: string;
  creating: boolean;
  initial?: Partial<BugDraft>;
  /** Called with every field trimmed, title and description non-empty. */
  onSubmit: (draft: BugDraft) => void;
  onCancel: () => void;
}

/** 'Report a Bug' (spec §2, §5): title and description required after trimming; severity defaults to medium. */
export function BugReportForm({ id, creating, initial, onSubmit, onCancel }: BugReportFormProps) {
  const [draft, setDraft] = useState<BugDraft>({ ...emptyBugDraft, ...initial });
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const set = (field: keyof BugDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed: BugDraft = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      steps: draft.steps.trim(),
      expectedBehavior: draft.expectedBehavior.trim(),
      actualBehavior: draft.actualBehavior.trim(),
      severity: draft.severity,
    };
    if (!trimmed.title || !trimmed.description) {
      setError(bugMessages.required);
      return;
    }
    setError(null);
    onSubmit(trimmed);
  };

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
          value={draft[field]}
          maxLength={LIMITS.bugDetail}
          disabled={creating}
          placeholder={placeholder}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <Card id={id}>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={creating || undefined}>
        <CardHeader className="flex-row items-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-danger/30 bg-danger-bg text-danger"
          >
            <Bug className="size-4.5" />
          </span>
          <div className="flex flex-col gap-1">
            <CardTitle id={`${id}-title`}>Report a Bug</CardTitle>
            <CardDescription>The more detail you give, the faster we can fix it</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <Field label="Title" required>
              {(control) => (
                <Input
                  {...control}
                  ref={titleRef}
                  value={draft.title}
                  maxLength={LIMITS.title}
                  disabled={creating}
                  placeholder="What went wrong, in a few words"
                  onChange={(event) => set("title")(event.target.value)}
                />
              )}
            </Field>
            <Select
              label="Severity"
              value={draft.severity}
              options={severityOptions}
              disabled={creating}
              onValueChange={set("severity")}
            />
          </div>
          <Field label="Description" required>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={draft.description}
                maxLength={LIMITS.description}
                disabled={creating}
                placeholder="What happened?"
                onChange={(event) => set("description")(event.target.value)}
              />
            )}
          </Field>
          {text("steps", "Steps to Reproduce", "1. Go to…\n2. Click…")}
          <div className="grid gap-4 sm:grid-cols-2">
            {text("expectedBehavior", "Expected Behavior", "What should have happened?")}
            {text("actualBehavior", "Actual Behavior", "What happened instead?")}
          </div>
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
          <Button type="submit" busy={creating} busyLabel="Submitting...">
            <Send aria-hidden="true" />
            Submit Bug Report
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
