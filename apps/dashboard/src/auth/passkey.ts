// The browser's passkey ceremony, loaded only when a person presses a passkey button: @simplewebauthn/browser is
// a chunk of its own, so no page pays for it up front (docs/decisions.md#team-screens).

import type {
  AuthenticationCredential,
  AuthenticationOptions,
  RegistrationCredential,
  RegistrationOptions,
} from "@boostdash/api-client/auth/webauthn";
import { getToken } from "@boostdash/api-client/core/token";
import type { StepUpRequest } from "@boostdash/api-client/team/contract";
import type { AuthenticatorTransportFuture } from "@simplewebauthn/browser";

/** Asks the browser for an assertion on `options` (the person touches their passkey). */
const TRANSPORTS: readonly AuthenticatorTransportFuture[] = [
  "ble",
  "cable",
  "hybrid",
  "internal",
  "nfc",
  "smart-card",
  "usb",
];
const VERIFICATION: readonly UserVerificationRequirement[] = ["discouraged", "preferred", "required"];
const isTransport = (t: string): t is AuthenticatorTransportFuture =>
  (TRANSPORTS as readonly string[]).includes(t);

/** A credential the server names (to use, or not to make again), with the transports the browser library knows. */
function credentialDescriptor(c: { id: string; type: "public-key"; transports?: readonly string[] }) {
  return {
    id: c.id,
    type: c.type,
    ...(c.transports ? { transports: c.transports.filter(isTransport) } : {}),
  };
}

/** Asks the browser for an assertion on the server's `options` (the person touches their passkey). */
export async function passkeyAssertion(options: AuthenticationOptions): Promise<AuthenticationCredential> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const credential = await startAuthentication({
    optionsJSON: {
      challenge: options.challenge,
      timeout: options.timeout,
      rpId: options.rpId,
      userVerification: VERIFICATION.find((v) => v === options.userVerification),
      allowCredentials: options.allowCredentials?.map(credentialDescriptor),
    },
  });
  return {
    id: credential.id,
    rawId: credential.rawId,
    type: "public-key",
    response: {
      clientDataJSON: credential.response.clientDataJSON,
      authenticatorData: credential.response.authenticatorData,
      signature: credential.response.signature,
      ...(credential.response.userHandle ? { userHandle: credential.response.userHandle } : {}),
    },
    clientExtensionResults: {},
    ...(credential.authenticatorAttachment
      ? { authenticatorAttachment: credential.authenticatorAttachment }
      : {}),
  };
}

/** A step-up with the person's passkey: the server's challenge, the browser's assertion, then `send`. */
export async function confirmWithPasskey(send: (body: StepUpRequest) => Promise<unknown>): Promise<unknown> {
  // The team's calls load here, not with this module: the login page imports it for its passkey, and the team's
  // calls bring the whole route table with them.
  const { stepUpOptions } = await import("@boostdash/api-client/team/api");
  const { challengeId, options } = await stepUpOptions({ token: getToken() });
  const credential = await passkeyAssertion(options);
  return send({ method: "passkey", challengeId, credential });
}

const RESIDENT_KEYS: readonly ResidentKeyRequirement[] = ["discouraged", "preferred", "required"];
const ATTACHMENTS: readonly AuthenticatorAttachment[] = ["cross-platform", "platform"];
const ATTESTATIONS: readonly AttestationConveyancePreference[] = ["direct", "enterprise", "indirect", "none"];

/** Asks the browser to make a passkey on the server's `options` (the person confirms on their device). */
export async function passkeyRegistration(options: RegistrationOptions): Promise<RegistrationCredential> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const selection = options.authenticatorSelection;
  const credential = await startRegistration({
    optionsJSON: {
      challenge: options.challenge,
      rp: options.rp,
      user: options.user,
      pubKeyCredParams: options.pubKeyCredParams,
      timeout: options.timeout,
      attestation: ATTESTATIONS.find((a) => a === options.attestation),
      excludeCredentials: options.excludeCredentials?.map(credentialDescriptor),
      ...(selection
        ? {
            authenticatorSelection: {
              authenticatorAttachment: ATTACHMENTS.find((a) => a === selection.authenticatorAttachment),
              residentKey: RESIDENT_KEYS.find((r) => r === selection.residentKey),
              requireResidentKey: selection.requireResidentKey,
              userVerification: VERIFICATION.find((v) => v === selection.userVerification),
            },
          }
        : {}),
      ...(options.extensions ? { extensions: options.extensions } : {}),
    },
  });
  const rk = credential.clientExtensionResults.credProps?.rk;
  return {
    id: credential.id,
    rawId: credential.rawId,
    type: "public-key",
    response: {
      clientDataJSON: credential.response.clientDataJSON,
      attestationObject: credential.response.attestationObject,
      ...(credential.response.transports ? { transports: credential.response.transports } : {}),
    },
    clientExtensionResults: rk === undefined ? {} : { credProps: { rk } },
    ...(credential.authenticatorAttachment
      ? { authenticatorAttachment: credential.authenticatorAttachment }
      : {}),
  };
}
