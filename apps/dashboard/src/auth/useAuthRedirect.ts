import { currentUserQuery } from "@boostdash/api-client/auth/queries";
import { adminRequired } from "@boostdash/api-client/auth/texts";
import { isApiError } from "@boostdash/api-client/core/apiError";
import { FORBIDDEN_FOR_ROLE } from "@boostdash/api-client/core/contract/permissions";
import { isStepUpRequired } from "@boostdash/api-client/core/contract/stepUp";
import { clearToken } from "@boostdash/api-client/core/token";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { SignInState } from "./afterSignIn";
import { signInMessageFor } from "./signInMessage";

/**
 * signed-out: a 401. not-admin: an admin page's 403. role: the person's role does not hold the call (the owner
 * changed it meanwhile; the dashboard never asks otherwise).
 */
export type AuthFailure = "signed-out" | "not-admin" | "role";

export { afterSignIn, type SignInState } from "./afterSignIn";

/**
 * What a failed dashboard call means for access: a 401 signs out, a 403 is a role's or an admin-only refusal. A
 * step-up's 403 is none of them: the person is who they were, they only confirm it (the step-up dialog's).
 */
export function authFailureOf(error: unknown): AuthFailure | undefined {
  if (!isApiError(error) || error.kind !== "http") return undefined;
  if (error.status === 401) return "signed-out";
  if (error.status === 403 && isStepUpRequired(error.body)) return undefined;
  if (error.status === 403) return error.message === FORBIDDEN_FOR_ROLE ? "role" : "not-admin";
  return undefined;
}

/**
 * Tells the person why and sends them away: signed out to `/` with the page's sign-in message,
 * not an admin to `/dashboard` with 'Access denied. Admin privileges required.' (docs/product.md#sign-in-and-roles).
 * A role's refusal stays on the page: it says so and asks who the person is again, so the page and the sidebar
 * follow the role the owner gave them (docs/decisions.md#team-screens).
 * Returns true while a redirect is under way, so the caller can render nothing of its own.
 */
export function useAuthRedirect(failure: AuthFailure | undefined): boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  // One toast per failure, also when StrictMode runs the effect twice.
  const handled = useRef<AuthFailure | undefined>(undefined);

  useEffect(() => {
    if (!failure || handled.current === failure) return;
    handled.current = failure;
    if (failure === "signed-out") {
      // The server refused the token: it is of no more use, and a login page that found it would send the
      // seller straight back here.
      clearToken();
      queryClient.removeQueries({ queryKey: currentUserQuery().queryKey });
      appToast.error(signInMessageFor(pathname));
      // The sign-in page brings the seller back here afterwards.
      navigate("/", { replace: true, state: { from: `${pathname}${search}` } satisfies SignInState });
    } else if (failure === "role") {
      appToast.error(FORBIDDEN_FOR_ROLE);
      void queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
    } else {
      appToast.error(adminRequired);
      navigate("/dashboard", { replace: true });
    }
  }, [failure, navigate, pathname, search, queryClient]);

  return failure === "signed-out" || failure === "not-admin";
}
