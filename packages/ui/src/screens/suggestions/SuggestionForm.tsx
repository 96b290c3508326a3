import { suggestionMessages } from "@boostdash/api-client/suggestions/texts";
import { Lightbulb } from "lucide-react";
import { CreateFormCard, DraftDescriptionField, DraftTitleField } from "../community/CreateFormCard";
import { useDraftForm } from "../community/useDraftForm";

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

/** 'Share Your Idea' (docs/product.md#suggestions): both fields required after trimming, sent trimmed. */
export function SuggestionForm({ creating, initial, onSubmit, onCancel }: SuggestionFormProps) {
  const form = useDraftForm<SuggestionDraft>(
    { title: initial?.title ?? "", description: initial?.description ?? "" },
    ["title", "description"],
    suggestionMessages.required,
    onSubmit,
  );

  return (
    <CreateFormCard
      titleId="share-idea-title"
      icon={<Lightbulb />}
      tone="primary"
      title="Share Your Idea"
      description="Tell us what would make the dashboard better for you"
      creating={creating}
      submitLabel="Submit Suggestion"
      busyLabel="Creating..."
      form={form}
      onCancel={onCancel}
    >
      <DraftTitleField form={form} placeholder="A short name for your idea" disabled={creating} />
      <DraftDescriptionField
        form={form}
        placeholder="What should it do, and why would it help?"
        rows={4}
        disabled={creating}
      />
    </CreateFormCard>
  );
}
