// Apart from useAuthRedirect.ts, which loads the toasts: the login page needs only this, and keeps
// react-toastify out of its initial JavaScript.

/** What the redirect to `/` carries: the dashboard page the seller asked for. */
export interface SignInState {
  from: string;
}

/** Where to go after signing in: the page asked for, if it is a dashboard page, else Home. */
export function afterSignIn(state: unknown): string {
  const from = typeof state === "object" && state !== null ? (state as Partial<SignInState>).from : undefined;
  return typeof from === "string" && /^\/dashboard(?:[/?#]|$)/.test(from) ? from : "/dashboard";
}
