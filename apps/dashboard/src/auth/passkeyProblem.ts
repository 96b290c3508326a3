import type { PasskeyProblem } from "@boostdash/ui/screens/login/loginText";

/** The browser has no WebAuthn at all: nothing to ask the server for. */
export function passkeysSupported(scope: { PublicKeyCredential?: unknown } = window): boolean {
  return typeof scope.PublicKeyCredential === "function";
}

/**
 * Why the browser's passkey ceremony failed, by the DOMException's name (@simplewebauthn/browser keeps it on its
 * own errors). "NotAllowedError" is both a cancel and "no passkey here": browsers do not tell which.
 */
export function passkeyProblem(error: unknown): PasskeyProblem {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return "cancelled";
  if (name === "SecurityError") return "wrongAddress";
  if (name === "NotSupportedError") return "unsupported";
  return "failed";
}
