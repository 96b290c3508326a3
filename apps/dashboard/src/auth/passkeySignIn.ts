// "Sign in with a passkey" (docs/product.md#login): loaded when the person presses the button, with the browser's
// ceremony (passkey.ts), so the login page's first load carries neither.
import { passkeyOptions, passkeySignIn } from "@boostdash/api-client/auth/api";
import type { SessionAnswer } from "@boostdash/api-client/auth/contract";
import { passkeyAssertion } from "./passkey";

/**
 * The server's challenge, the browser's assertion, then the session. `challengeId` is the owner's second-factor
 * step: the server then offers only that owner's passkeys, and the sign-in ends the step.
 */
export async function signInWithPasskey(challengeId?: string): Promise<SessionAnswer> {
  const challenge = await passkeyOptions(challengeId ? { challengeId } : {});
  const credential = await passkeyAssertion(challenge.options);
  return passkeySignIn({ challengeId: challenge.challengeId, credential });
}
