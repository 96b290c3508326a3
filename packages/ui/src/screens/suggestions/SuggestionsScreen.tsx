import {
  formatNumber,
  type Suggestion,
  suggestionId,
  suggestionStats,
  userVoteFor,
  type VoteType,
} from "@boostdash/api-client";
import { CheckCircle2, Clock, Lightbulb, Plus, RotateCw, ServerCrash } from "lucide-react";
import { useCallback, useMemo, useRef, useState } from "react";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { ConfirmDialog } from "../../primitives/ConfirmDialog";
import { compactStat } from "../../primitives/compactStat";
import { EmptyState } from "../../primitives/EmptyState";
import { LoadingState } from "../../primitives/LoadingState";
import { PageHeader } from "../../primitives/PageHeader";
import { StatCard } from "../../primitives/StatCard";
import { VirtualList } from "../../primitives/VirtualList";
import { SuggestionCard } from "./SuggestionCard";
import { type SuggestionDraft, SuggestionForm } from "./SuggestionForm";

export interface SuggestionsScreenProps {
  /** `error`: the first load failed (the app has toasted 'Failed to load suggestions'). */
  status: "loading" | "error" | "ready";
  suggestions: readonly Suggestion[];
  /** The voter id of the current user (`voterId(user)`), to show their own vote pressed. */
  currentUserId?: string;
  /** Admins see Implement and Delete. */
  isAdmin?: boolean;
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

/** `/dashboard/suggestions`: share ideas, vote on them; admins implement and delete (spec §2, §4, §5). */
export function SuggestionsScreen({
  status,
  suggestions,
  currentUserId,
  isAdmin = false,
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
  const [formOpen, setFormOpen] = useState(initialFormOpen);
  // A new key per opening, so a reopened form starts empty.
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<Suggestion | null>(null);

  const stats = useMemo(() => suggestionStats(suggestions), [suggestions]);
  const voting = useMemo(() => new Set(votingIds), [votingIds]);
  const implementing = useMemo(() => new Set(implementingIds), [implementingIds]);

  const openForm = () => {
    if (!formOpen) setFormKey((key) => key + 1);
    setFormOpen(true);
  };
  const create = async (draft: SuggestionDraft) => {
    const result = await onCreate(draft);
    if (result !== false) setFormOpen(false);
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await onDelete(suggestionId(toDelete));
    if (result !== false) setToDelete(null);
  };
  // The dialog opens without a trigger of its own: remember the Delete button, to give focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  const askDelete = useCallback((suggestion: Suggestion) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setToDelete(suggestion);
  }, []);
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };

  const header = (
    <PageHeader
      title="Suggestions"
      subtitle="Share ideas and vote on what we build next"
      actions={
        status === "ready" ? (
          <Button onClick={openForm}>
            <Plus aria-hidden="true" />
            New Suggestion
          </Button>
        ) : undefined
      }
    />
  );

  if (status === "loading") {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadingState text="Loading suggestions..." className="min-h-[40vh]" />
      </div>
    );
  }
  if (status === "error") {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <EmptyState
          icon={<ServerCrash />}
          title="Failed to load suggestions"
          description="The suggestions could not be loaded. Try again in a moment."
          action={
            onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {header}
      <section aria-label="Summary" className="grid grid-cols-3 gap-2 sm:gap-4">
        <StatCard
          className={compactStat}
          title="Total Suggestions"
          value={stats.total}
          icon={<Lightbulb />}
          tone="primary"
        />
        <StatCard
          className={compactStat}
          title="Pending Review"
          value={stats.pending}
          icon={<Clock />}
          tone="warning"
        />
        <StatCard
          className={compactStat}
          title="Implemented"
          value={stats.implemented}
          icon={<CheckCircle2 />}
          tone="success"
        />
      </section>

      {formOpen ? (
        <SuggestionForm
          key={formKey}
          creating={creating}
          initial={initialDraft}
          onSubmit={(draft) => void create(draft)}
          onCancel={() => setFormOpen(false)}
        />
      ) : null}

      <section aria-labelledby="community-suggestions-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="community-suggestions-title" className="text-lg font-semibold tracking-tight text-fg">
            Community Suggestions
          </h2>
          <Badge tone="info" data-testid="suggestions-count">
            {formatNumber(suggestions.length)} {suggestions.length === 1 ? "suggestion" : "suggestions"}
          </Badge>
        </div>
        {suggestions.length === 0 ? (
          <EmptyState
            icon={<Lightbulb />}
            title="No suggestions yet"
            description="Be the first to share an idea for the platform."
            action={
              formOpen ? undefined : (
                <Button onClick={openForm}>
                  <Plus aria-hidden="true" />
                  Create First Suggestion
                </Button>
              )
            }
          />
        ) : (
          <VirtualList
            items={suggestions}
            label="Suggestion list"
            testId="suggestions-scroller"
            estimateSize={220}
            getKey={(s, index) => suggestionId(s) ?? `index-${index}`}
            renderItem={(s) => {
              const id = suggestionId(s);
              return (
                <SuggestionCard
                  suggestion={s}
                  id={id}
                  userVote={userVoteFor(s, currentUserId)}
                  voting={id !== undefined && voting.has(id)}
                  isAdmin={isAdmin}
                  implementing={id !== undefined && implementing.has(id)}
                  timeZone={timeZone}
                  onVote={onVote}
                  onImplement={onImplement}
                  onDelete={askDelete}
                />
              );
            }}
          />
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Are you sure you want to delete this suggestion?"
        description={toDelete ? `"${toDelete.title}" and its votes will be removed for everyone.` : undefined}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        tone="danger"
        onConfirm={() => void confirmDelete()}
        onCloseAutoFocus={returnFocus}
      />
    </div>
  );
}
