// The two factors' checks: WebAuthn through @simplewebauthn/server, TOTP through otplib. The relying party is the
// server's public host (PUBLIC_HOST): its passkeys work on that host and its subdomains, over https, or over http
// on a *.localhost name (browsers treat those as secure).
import type { TeamRole } from "@boostdash/api-client/core/contract/permissions";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { FastifyRequest } from "fastify";
import { generateSecret, generateURI, verify } from "otplib";
import type { Config } from "../../config.ts";
import type { NewPasskey, PasskeyRow } from "./teamRepository.ts";

/** A WebAuthn or TOTP setup's challenge lives this long. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const TOTP_PERIOD_S = 30;

/** The relying party: its id (the public host) and the origins a ceremony may come from. */
export function relyingParty(config: Pick<Config, "publicHost">, req: FastifyRequest) {
  const rpID = config.publicHost;
  const origins = [`https://${rpID}`];
  const origin = req.headers.origin;
  if (typeof origin === "string") {
    try {
      const url = new URL(origin);
      const onHost = url.hostname === rpID || url.hostname.endsWith(`.${rpID}`);
      const local = url.hostname === "localhost" || url.hostname.endsWith(".localhost");
      if (onHost && (url.protocol === "https:" || (url.protocol === "http:" && local)))
        origins.push(url.origin);
    } catch {
      // Not a URL: only the public host's https origin is accepted.
    }
  }
  return { rpID, origins };
}

const transportsOf = (row: PasskeyRow) =>
  row.transports
    ? (JSON.parse(row.transports) as import("@simplewebauthn/server").AuthenticatorTransportFuture[])
    : undefined;

export function registrationOptions(
  rpID: string,
  who: { userName: string; displayName: string },
  existing: PasskeyRow[],
) {
  return generateRegistrationOptions({
    rpName: "boostdash",
    rpID,
    userName: who.userName,
    userDisplayName: who.displayName,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    // Discoverable, so "Sign in with a passkey" needs no name typed first.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

/** A registration's attestation checked against its challenge: the passkey to store, or undefined. */
export async function verifyRegistration(
  credential: unknown,
  challenge: string,
  rp: { rpID: string; origins: string[] },
  name: string,
): Promise<NewPasskey | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const c = result.registrationInfo.credential;
    return {
      credentialId: c.id,
      publicKey: Buffer.from(c.publicKey).toString("base64url"),
      counter: c.counter,
      transports: c.transports,
      name,
    };
  } catch {
    return undefined;
  }
}

export function authenticationOptions(rpID: string, allow: PasskeyRow[] | undefined) {
  return generateAuthenticationOptions({
    rpID,
    userVerification: "preferred",
    allowCredentials: allow?.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
  });
}

/** An assertion checked against its challenge and the stored passkey: its new counter, or undefined. */
export async function verifyAssertion(
  credential: unknown,
  challenge: string,
  rp: { rpID: string; origins: string[] },
  passkey: PasskeyRow,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey),
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}

/** A new authenticator secret (20 random bytes, base32) and its otpauth:// URI. */
export function newTotp(storeName: string, personName: string, role: TeamRole) {
  const secret = generateSecret();
  const label = role === "owner" && personName === storeName ? storeName : `${personName} (${storeName})`;
  return { secret, uri: generateURI({ issuer: "boostdash", label, secret }) };
}

/**
 * Checks a code at `nowMs`, one step either side for clocks a little off. The step it matched, which must be later
 * than `afterStep` (the last one accepted): a code is good once.
 */
export async function checkTotp(
  secret: string,
  code: string,
  afterStep: number | undefined,
  nowMs = Date.now(),
): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOTP_PERIOD_S,
      ...(afterStep !== undefined && afterStep > 0 ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && "timeStep" in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
