import type { Suggestion, VoteType } from "@boostdash/api-client/suggestions/contract";
import { suggestionId, suggestionStats, userVoteFor } from "@boostdash/api-client/suggestions/rules";
import { CheckCircle2, Clock, Lightbulb, Plus } from "lucide-react";
import { useMemo } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { Button } from "../../primitives/Button";
import { CommunityScreen } from "../community/CommunityScreen";
import { useCreateForm } from "../community/useCreateForm";
import { useDeleteConfirmation } from "../community/useDeleteConfirmation";
import { SuggestionCard } from "./SuggestionCard";
import { type SuggestionDraft, SuggestionForm } from "./SuggestionForm";
import { suggestionsStatusTexts } from "./suggestionsText";

export interface SuggestionsScreenProps {
  /** `error`: the first load failed (the app has toasted 'Failed to load suggestions'). */
  status: ScreenStatus;
  suggestions: readonly Suggestion[];
  /** The voter id of the current user (`voterId(user)`), to show their own vote pressed. */
  currentUserId?: string;
  /** Admins see Implement and Delete. */
  isAdmin?: boolean;
  /**
   * The role may post and vote (`community.post`): otherwise no New Suggestion, no form, and the votes as counts,
   * not buttons (docs/product.md#suggestions).
   */
  canPost?: boolean;
  /** Suggestions whose vote is in flight: both their buttons are disabled. */
  votingIds?: readonly string[];
  /** The create call is running: 'Creating...'. */
  creating?: boolean;
  /** Suggestions whose Implement call is running. */
  implementingIds?: readonly string[];
  /** The delete call is running: the dialog shows 'Deleting...'. */
  deleting?: boolean;
  /** IANA zone for the created dates; the viewer's by default (stories pass UTC). */
  timeZone?: string;
  /** Stories: start with the form open, optionally filled in. */
  initialFormOpen?: boolean;
  initialDraft?: SuggestionDraft;
  onVote: (id: string | undefined, voteType: VoteType) => void;
  /** Resolving to `false` keeps the form open with what was typed (the app has toasted the failure). */
  onCreate: (draft: SuggestionDraft) => unknown;
  onImplement: (id: string | undefined) => void;
  /** Resolving to `false` keeps the dialog open for another try or Cancel. */
  onDelete: (id: string | undefined) => unknown;
  onRetry?: () => void;
}

const none: readonly string[] = [];

/** `/dashboard/suggestions`: share ideas, vote on them; admins implement and delete (docs/product.md#suggestions). */
export function SuggestionsScreen({
  status,
  suggestions,
  currentUserId,
  isAdmin = false,
  canPost = true,
  votingIds = none,
  creating = false,
  implementingIds = none,
  deleting = false,
  timeZone,
  initialFormOpen = false,
  initialDraft,
  onVote,
  onCreate,
  onImplement,
  onDelete,
  onRetry,
}: SuggestionsScreenProps) {
  const form = useCreateForm(initialFormOpen, onCreate);
  const deletion = useDeleteConfirmation((suggestion: Suggestion) => onDelete(suggestionId(suggestion)));

  const stats = useMemo(() => suggestionStats(suggestions), [suggestions]);
  const voting = useMemo(() => new Set(votingIds), [votingIds]);
  const implementing = useMemo(() => new Set(implementingIds), [implementingIds]);

  return (
    <CommunityScreen
      status={status}
      title="Suggestions"
      subtitle="Share ideas and vote on what we build next"
      actions={
        canPost ? (
          <Button onClick={form.show}>
            <Plus aria-hidden="true" />
            New Suggestion
          </Button>
        ) : undefined
      }
      statusTexts={suggestionsStatusTexts}
      onRetry={onRetry}
      statsClassName="grid-cols-3"
      stats={[
        { title: "Total Suggestions", value: stats.total, icon: <Lightbulb />, tone: "primary" },
        { title: "Pending Review", value: stats.pending, icon: <Clock />, tone: "warning" },
        { title: "Implemented", value: stats.implemented, icon: <CheckCircle2 />, tone: "success" },
      ]}
      createForm={form}
      renderForm={(wiring) => <SuggestionForm {...wiring} creating={creating} initial={initialDraft} />}
      list={{
        headingId: "community-suggestions-title",
        heading: "Community Suggestions",
        countTestId: "suggestions-count",
        noun: ["suggestion", "suggestions"],
        items: suggestions,
        empty: {
          icon: <Lightbulb />,
          title: "No suggestions yet",
          description: "Be the first to share an idea for the platform.",
        },
        list: {
          label: "Suggestion list",
          testId: "suggestions-scroller",
          estimateSize: 220,
          getKey: (s, index) => suggestionId(s) ?? `index-${index}`,
          renderItem: (s) => {
            const id = suggestionId(s);
            return (
              <SuggestionCard
                suggestion={s}
                id={id}
                userVote={userVoteFor(s, currentUserId)}
                voting={id !== undefined && voting.has(id)}
                canVote={canPost}
                isAdmin={isAdmin}
                implementing={id !== undefined && implementing.has(id)}
                timeZone={timeZone}
                onVote={onVote}
                onImplement={onImplement}
                onDelete={deletion.ask}
              />
            );
          },
        },
      }}
      createFirstLabel={canPost ? "Create First Suggestion" : undefined}
      deletion={deletion}
      deleteTitle="Are you sure you want to delete this suggestion?"
      deleteDescription={(suggestion) => `"${suggestion.title}" and its votes will be removed for everyone.`}
      deleting={deleting}
    />
  );
}
