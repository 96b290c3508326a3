import { LIMITS, suggestionMessages } from "@boostdash/api-client";
import { Lightbulb, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../primitives/Card";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { Textarea } from "../../primitives/Textarea";

export interface SuggestionDraft {
  title: string;
  description: string;
}

export interface SuggestionFormProps {
  creating: boolean;
  initial?: SuggestionDraft;
  /** Called with both values trimmed and non-empty; the screen closes the form once created. */
  onSubmit: (draft: SuggestionDraft) => void;
  onCancel: () => void;
}

/** 'Share Your Idea' (spec §2, §5): both fields required after trimming, sent trimmed. */
export function SuggestionForm({ creating, initial, onSubmit, onCancel }: SuggestionFormProps) {
  const [title, setTitle] = useState(initial?.title ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  // Opening the form puts the cursor in its first field.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { title: title.trim(), description: description.trim() };
    if (!draft.title || !draft.description) {
      setError(suggestionMessages.required);
      return;
    }
    setError(null);
    onSubmit(draft);
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} aria-labelledby="share-idea-title" aria-busy={creating || undefined}>
        <CardHeader className="flex-row items-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-accent/30 bg-primary/15 text-accent"
          >
            <Lightbulb className="size-4.5" />
          </span>
          <div className="flex flex-col gap-1">
            <CardTitle id="share-idea-title">Share Your Idea</CardTitle>
            <CardDescription>Tell us what would make the dashboard better for you</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Field label="Title" required>
            {(control) => (
              <Input
                {...control}
                ref={titleRef}
                value={title}
                maxLength={LIMITS.title}
                disabled={creating}
                placeholder="A short name for your idea"
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </Field>
          <Field label="Description" required>
            {(control) => (
              <Textarea
                {...control}
                value={description}
                maxLength={LIMITS.description}
                disabled={creating}
                rows={4}
                placeholder="What should it do, and why would it help?"
                onChange={(event) => setDescription(event.target.value)}
              />
            )}
          </Field>
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
          <Button type="submit" busy={creating} busyLabel="Creating...">
            <Send aria-hidden="true" />
            Submit Suggestion
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
