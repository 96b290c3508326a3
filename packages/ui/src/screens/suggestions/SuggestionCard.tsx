import type { Suggestion, VoteType } from "@boostdash/api-client/suggestions/contract";
import { positivePercent, suggestionStatusLabels } from "@boostdash/api-client/suggestions/rules";
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { memo } from "react";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { PostAdminActions } from "../community/PostAdminActions";
import { PostCard } from "../community/PostCard";
import { suggestionStatusTones } from "./suggestionStatus";

export interface SuggestionCardProps {
  suggestion: Suggestion;
  /** The suggestion's id (`_id` or `id`); undefined for a broken record (voting says 'Invalid suggestion ID'). */
  id: string | undefined;
  /** The current user's vote: its button is shown pressed. */
  userVote: VoteType | null;
  /** Both vote buttons are disabled while this suggestion's vote is in flight. */
  voting: boolean;
  /** The role may vote: otherwise the counts are shown as text, with no button to press. */
  canVote?: boolean;
  isAdmin: boolean;
  /** This suggestion's Implement call is running. */
  implementing: boolean;
  timeZone?: string;
  onVote: (id: string | undefined, voteType: VoteType) => void;
  onImplement: (id: string | undefined) => void;
  onDelete: (suggestion: Suggestion) => void;
}

const voteTones = {
  up: "aria-pressed:border-success/50 aria-pressed:bg-success-bg aria-pressed:text-success",
  down: "aria-pressed:border-danger/50 aria-pressed:bg-danger-bg aria-pressed:text-danger",
} as const;

/** One suggestion (docs/product.md#suggestions): status, title, author, date, description, votes, and the admin's actions. */
export const SuggestionCard = memo(function SuggestionCard({
  suggestion,
  id,
  userVote,
  voting,
  canVote = true,
  isAdmin,
  implementing,
  timeZone,
  onVote,
  onImplement,
  onDelete,
}: SuggestionCardProps) {
  const positive = positivePercent(suggestion.upvotes, suggestion.downvotes);
  const voteButton = (kind: VoteType) => {
    const Icon = kind === "up" ? ThumbsUp : ThumbsDown;
    const count = kind === "up" ? suggestion.upvotes : suggestion.downvotes;
    const label = kind === "up" ? "Upvotes" : "Downvotes";
    if (!canVote) {
      return (
        <span className="inline-flex min-w-12 items-center gap-1.5 text-sm font-medium text-fg tabular-nums">
          <Icon aria-hidden="true" className="size-4 text-muted" />
          <span className="sr-only">{label}</span>
          <span data-testid={`${kind}votes`}>{count}</span>
        </span>
      );
    }
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={userVote === kind}
        disabled={voting}
        aria-busy={voting || undefined}
        onClick={() => onVote(id, kind)}
        className={cn("min-w-16 tabular-nums", voteTones[kind])}
      >
        <Icon aria-hidden="true" />
        <span className="sr-only">{kind === "up" ? "Upvote" : "Downvote"}</span>
        <span data-testid={`${kind}votes`}>{count}</span>
      </Button>
    );
  };

  return (
    <PostCard
      testId="suggestion-card"
      titleId={id ? `suggestion-${id}-title` : undefined}
      badges={
        <Badge tone={suggestionStatusTones[suggestion.status]}>
          {suggestionStatusLabels[suggestion.status]}
        </Badge>
      }
      title={suggestion.title}
      author={suggestion.author}
      createdAt={suggestion.createdAt}
      timeZone={timeZone}
    >
      <p className="whitespace-pre-line text-sm leading-relaxed text-fg/90 [overflow-wrap:anywhere]">
        {suggestion.description}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <div className="flex flex-wrap items-center gap-2">
          {voteButton("up")}
          {voteButton("down")}
          {positive !== null ? (
            <span data-testid="positive" className="text-xs font-medium text-muted tabular-nums">
              {positive}% positive
            </span>
          ) : null}
        </div>
        {isAdmin ? (
          <PostAdminActions
            className="flex flex-wrap items-center gap-2"
            settle={
              suggestion.status !== "implemented"
                ? {
                    label: "Implement",
                    busyLabel: "Implementing...",
                    busy: implementing,
                    onClick: () => onImplement(id),
                  }
                : undefined
            }
            onDelete={() => onDelete(suggestion)}
          />
        ) : null}
      </div>
    </PostCard>
  );
});
