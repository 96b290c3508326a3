import {
  bugsQuery,
  createBugMutation,
  deleteBugMutation,
  fixBugMutation,
} from "@boostdash/api-client/bugs/queries";
import { rateLimitMessageOr } from "@boostdash/api-client/core/errors";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import type { BugDraft } from "@boostdash/ui/screens/bugs/BugReportForm";
import { BugReportsScreen } from "@boostdash/ui/screens/bugs/BugReportsScreen";
import { bugMessages } from "@boostdash/ui/screens/bugs/bugReportsText";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useAccess } from "../auth/access";
import { useCommunityAccess } from "../community/useCommunityAccess";

/** `/dashboard/report-bugs` (docs/product.md#bug-reports): every write reloads the list. */
export function BugReportsPage() {
  const access = useAccess();
  const bugs = useQuery(bugsQuery());
  const create = useMutation(createBugMutation());
  const fix = useMutation(fixBugMutation());
  const remove = useMutation(deleteBugMutation());
  const [fixingIds, setFixingIds] = useState<string[]>([]);
  const { redirecting, handleAccessError } = useCommunityAccess(bugs, bugMessages.loadFailed);

  const onFix = useCallback(
    (id: string) => {
      setFixingIds((ids) => [...ids, id]);
      fix
        .mutateAsync(id)
        .then(
          () => appToast.success(bugMessages.fixed),
          (error: unknown) => {
            if (!handleAccessError(error)) appToast.error(bugMessages.fixFailed);
          },
        )
        .finally(() => setFixingIds((ids) => ids.filter((x) => x !== id)));
    },
    [fix.mutateAsync, handleAccessError],
  );

  if (redirecting) return null;

  const onCreate = async (draft: BugDraft) => {
    try {
      // Optional details left empty are left out, not sent as "".
      await create.mutateAsync({
        ...draft,
        steps: draft.steps || undefined,
        expectedBehavior: draft.expectedBehavior || undefined,
        actualBehavior: draft.actualBehavior || undefined,
      });
      appToast.success(bugMessages.created);
      return true;
    } catch (error) {
      if (handleAccessError(error)) return true;
      appToast.error(rateLimitMessageOr(error, bugMessages.createFailed));
      return false;
    }
  };

  const onDelete = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      appToast.success(bugMessages.deleted);
      return true;
    } catch (error) {
      if (handleAccessError(error)) return true;
      appToast.error(bugMessages.deleteFailed);
      return false;
    }
  };

  return (
    <BugReportsScreen
      status={bugs.isPending ? "loading" : bugs.data ? "ready" : "error"}
      bugs={bugs.data?.bugs ?? []}
      isAdmin={access.isAdmin}
      canPost={access.can("community.post")}
      creating={create.isPending}
      fixingIds={fixingIds}
      deleting={remove.isPending}
      onCreate={onCreate}
      onFix={onFix}
      onDelete={onDelete}
      onRetry={() => void bugs.refetch()}
    />
  );
}
