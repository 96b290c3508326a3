import { signInMessages } from "@boostdash/api-client/auth/texts";

/**
 * The login page's words for its other ways in: passkeys, a member's codes and the owner's second step
 * (docs/product.md#login, docs/decisions.md#login-passkeys-members-and-the-second-step). The server's refusals come
 * in its own words; these are the page's own.
 */
export const loginText = {
  or: "or",
  passkey: "Sign in with a passkey",
  passkeyBusy: "Waiting for your passkey...",
  memberCode: "Use an authenticator code",
  memberTitle: "Sign in as a team member",
  memberTotpDescription:
    "Your sign-in ID (shown with your recovery codes) and the code from your authenticator app.",
  memberRecoveryDescription: "Your sign-in ID and one of your recovery codes. Each code works once.",
  signInId: "Sign-in ID",
  signInIdPlaceholder: "sam-7k3q9d",
  totp: "Authenticator code",
  totpPlaceholder: "123456",
  recovery: "Recovery code",
  recoveryPlaceholder: "xxxxx-xxxxx",
  useRecovery: "Use a recovery code instead",
  useTotp: "Use an authenticator code instead",
  signIn: "Sign in",
  signingIn: "Signing in...",
  back: "Back to the access code",
  secondTitle: signInMessages.secondFactorNeeded,
  secondDescription: signInMessages.accessCodeAloneRefused,
  secondPasskey: "Use my passkey",
  failedTitle: "Not signed in",
} as const;

/**
 * Why the browser gave no passkey, in the page's words: the browser says only "not allowed" both when the person
 * cancels and when this device holds no passkey for the site (it keeps which one private), so one text covers both.
 */
export const passkeyProblemText = {
  cancelled:
    "No passkey was used: the request was cancelled or timed out, or this device has no passkey for this site. Try again, or sign in another way.",
  unsupported: "This browser cannot use passkeys. Sign in another way.",
  wrongAddress: "Passkeys do not work at this address. Open the dashboard at its usual address.",
  failed: "The passkey could not be used. Please try again.",
} as const;
export type PasskeyProblem = keyof typeof passkeyProblemText;
