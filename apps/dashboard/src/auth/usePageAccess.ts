import { appToast } from "@boostdash/ui/feedback/Toasts";
import { useCallback, useEffect, useRef } from "react";
import { type AuthFailure, authFailureOf, useAuthRedirect } from "./useAuthRedirect";

/** The first access failure among a page's calls' errors: a 401 signs out, a 403 is an admin-only refusal. */
export function firstAuthFailure(...errors: unknown[]): AuthFailure | undefined {
  for (const error of errors) {
    const failure = authFailureOf(error);
    if (failure) return failure;
  }
  return undefined;
}

export interface LoadFailedToast {
  /**
   * Names the failed load on screen (TanStack Query's `errorUpdatedAt`, or the error itself): a new value is a new
   * failure, toasted once. Falsy while there is none.
   */
  failed: unknown;
  /** The page's 'Failed to fetch ...' text (docs/product.md#notifications). */
  message: string;
}

/**
 * What every dashboard page does with a failed call: an access failure sends away (to `/` with the sign-in
 * message, or to `/dashboard` for a non-admin; see useAuthRedirect), and a failed load that is not about access is
 * toasted once per failure, also when StrictMode runs effects twice. The page renders nothing while `redirecting`.
 * `acknowledge(key)` marks a failure as already told (a refresh that reports its own outcome).
 */
export function usePageAccess(failure: AuthFailure | undefined, loadFailed?: LoadFailedToast) {
  const redirecting = useAuthRedirect(failure);
  const toasted = useRef<unknown>(undefined);
  const failed = failure ? undefined : loadFailed?.failed;
  const message = loadFailed?.message;

  useEffect(() => {
    if (!failed || message === undefined || toasted.current === failed) return;
    toasted.current = failed;
    appToast.error(message);
  }, [failed, message]);

  const acknowledge = useCallback((key: unknown) => {
    toasted.current = key;
  }, []);

  return { redirecting, acknowledge };
}
