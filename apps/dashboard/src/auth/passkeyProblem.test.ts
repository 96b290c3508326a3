import { passkeyProblemText } from "@boostdash/ui/screens/login/loginText";
import { WebAuthnError } from "@simplewebauthn/browser";
import { describe, expect, it } from "vitest";
import { passkeyProblem, passkeysSupported } from "./passkeyProblem";

/** What @simplewebauthn/browser throws when `navigator.credentials.get` fails with `name`. */
const refused = (name: string) =>
  new WebAuthnError({
    message: "The operation either timed out or was not allowed.",
    code: "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY",
    cause: new DOMException("The operation either timed out or was not allowed.", name),
  });

describe("passkeyProblem", () => {
  it("reads a cancel, a timeout or no passkey for the site as one: the browser does not tell them apart", () => {
    expect(passkeyProblem(refused("NotAllowedError"))).toBe("cancelled");
    expect(passkeyProblem(new DOMException("aborted", "AbortError"))).toBe("cancelled");
  });

  it("reads the wrong address and a browser without passkeys", () => {
    expect(passkeyProblem(refused("SecurityError"))).toBe("wrongAddress");
    expect(passkeyProblem(new DOMException("no", "NotSupportedError"))).toBe("unsupported");
  });

  it("anything else is a failure to try again", () => {
    expect(passkeyProblem(new Error("Authentication was not completed"))).toBe("failed");
    expect(passkeyProblem("a string")).toBe("failed");
  });

  it("has words for every problem", () => {
    for (const problem of ["cancelled", "unsupported", "wrongAddress", "failed"] as const) {
      expect(passkeyProblemText[problem].length).toBeGreaterThan(10);
    }
  });
});

describe("passkeysSupported", () => {
  it("needs the browser's PublicKeyCredential", () => {
    expect(passkeysSupported({ PublicKeyCredential: class {} })).toBe(true);
    expect(passkeysSupported({})).toBe(false);
  });
});
