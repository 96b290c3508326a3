import { currentUserQuery } from "@boostdash/api-client/auth/queries";
import { rateLimitMessageOr } from "@boostdash/api-client/core/errors";
import type { VoteType } from "@boostdash/api-client/suggestions/contract";
import {
  createSuggestionMutation,
  deleteSuggestionMutation,
  implementSuggestionMutation,
  suggestionsQuery,
  useVotesInFlight,
  voteSuggestionMutation,
} from "@boostdash/api-client/suggestions/queries";
import { voterId } from "@boostdash/api-client/suggestions/rules";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import type { SuggestionDraft } from "@boostdash/ui/screens/suggestions/SuggestionForm";
import { SuggestionsScreen } from "@boostdash/ui/screens/suggestions/SuggestionsScreen";
import { suggestionMessages } from "@boostdash/ui/screens/suggestions/suggestionsText";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useAccess } from "../auth/access";
import { inputMessageOr, useCommunityAccess } from "../community/useCommunityAccess";

/** `/dashboard/suggestions` (docs/product.md#suggestions): the hooks wired to the pure screen, with toasts. */
export function SuggestionsPage() {
  const user = useQuery(currentUserQuery());
  const access = useAccess();
  const suggestions = useQuery(suggestionsQuery());
  const { mutateAsync: vote } = useMutation(voteSuggestionMutation());
  const votingIds = useVotesInFlight();
  const create = useMutation(createSuggestionMutation());
  const implement = useMutation(implementSuggestionMutation());
  const remove = useMutation(deleteSuggestionMutation());
  const [implementingIds, setImplementingIds] = useState<string[]>([]);
  const { redirecting, handleAccessError } = useCommunityAccess(suggestions, suggestionMessages.loadFailed);
  const userId = voterId(user.data);

  // Stable, so a vote re-renders only the card it changed.
  const onVote = useCallback(
    (id: string | undefined, voteType: VoteType) => {
      vote({ id, voteType, userId }).then(
        (answer) =>
          appToast.success(answer.userVote ? suggestionMessages.voteAdded : suggestionMessages.voteRemoved),
        (error: unknown) => {
          if (!handleAccessError(error))
            appToast.error(inputMessageOr(error, rateLimitMessageOr(error, suggestionMessages.voteFailed)));
        },
      );
    },
    [vote, userId, handleAccessError],
  );

  const onImplement = useCallback(
    (id: string | undefined) => {
      if (id) setImplementingIds((ids) => [...ids, id]);
      implement
        .mutateAsync(id)
        .then(
          () => appToast.success(suggestionMessages.implemented),
          (error: unknown) => {
            if (!handleAccessError(error))
              appToast.error(inputMessageOr(error, suggestionMessages.implementFailed));
          },
        )
        .finally(() => setImplementingIds((ids) => ids.filter((x) => x !== id)));
    },
    [implement.mutateAsync, handleAccessError],
  );

  if (redirecting) return null;

  const onCreate = async (draft: SuggestionDraft) => {
    try {
      await create.mutateAsync(draft);
      appToast.success(suggestionMessages.created);
      return true;
    } catch (error) {
      if (handleAccessError(error)) return true;
      appToast.error(rateLimitMessageOr(error, suggestionMessages.createFailed));
      return false;
    }
  };

  const onDelete = async (id: string | undefined) => {
    try {
      await remove.mutateAsync(id);
      appToast.success(suggestionMessages.deleted);
      return true;
    } catch (error) {
      if (handleAccessError(error)) return true;
      appToast.error(inputMessageOr(error, suggestionMessages.deleteFailed));
      return false;
    }
  };

  return (
    <SuggestionsScreen
      status={suggestions.isPending ? "loading" : suggestions.data ? "ready" : "error"}
      suggestions={suggestions.data?.suggestions ?? []}
      currentUserId={userId}
      isAdmin={access.isAdmin}
      canPost={access.can("community.post")}
      votingIds={votingIds}
      creating={create.isPending}
      implementingIds={implementingIds}
      deleting={remove.isPending}
      onVote={onVote}
      onCreate={onCreate}
      onImplement={onImplement}
      onDelete={onDelete}
      onRetry={() => void suggestions.refetch()}
    />
  );
}
