import { currentUserQuery } from "@boostdash/api-client/auth/queries";
import { adminRequired } from "@boostdash/api-client/auth/texts";
import { isApiError } from "@boostdash/api-client/core/apiError";
import { FORBIDDEN_FOR_ROLE } from "@boostdash/api-client/core/contract/permissions";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { type AuthFailure, authFailureOf } from "../auth/useAuthRedirect";
import { usePageAccess } from "../auth/usePageAccess";

/**
 * Suggestions and Bug Reports are open to every seller, so only a 401 leaves the page (to `/`). A 403 on an
 * admin action (the admin flag was revoked meanwhile) is told with 'Access denied. Admin privileges required.'
 * and the current user is reloaded, so the admin controls go away; the page stays. A role's refusal (the owner
 * changed the role meanwhile) is told in the server's words, the same way. A failed list load is toasted
 * with `loadFailed`, once.
 */
export function useCommunityAccess(
  list: { error: unknown; isError: boolean; errorUpdatedAt: number },
  loadFailed: string,
) {
  const client = useQueryClient();
  const [writeFailure, setWriteFailure] = useState<AuthFailure | undefined>(undefined);
  const listFailure = authFailureOf(list.error) === "signed-out" ? "signed-out" : undefined;
  const { redirecting } = usePageAccess(listFailure ?? writeFailure, {
    failed: list.isError && list.errorUpdatedAt,
    message: loadFailed,
  });

  /** True when the error was about access and has been handled (no failure toast of its own then). */
  const handleAccessError = useCallback(
    (error: unknown): boolean => {
      const failure = authFailureOf(error);
      if (failure === "signed-out") {
        setWriteFailure("signed-out");
        return true;
      }
      if (failure === "not-admin" || failure === "role") {
        appToast.error(failure === "role" ? FORBIDDEN_FOR_ROLE : adminRequired);
        void client.invalidateQueries({ queryKey: currentUserQuery().queryKey });
        return true;
      }
      return false;
    },
    [client],
  );

  return { redirecting, handleAccessError };
}

/** A refused id ('Invalid suggestion ID') is shown as it is; anything else gets the page's failure text. */
export function inputMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.kind === "input" ? error.message : fallback;
}
