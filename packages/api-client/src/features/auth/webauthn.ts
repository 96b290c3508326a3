// The WebAuthn JSON the browser and the server exchange (the shapes of the W3C's `toJSON()` forms, which
// @simplewebauthn/browser sends and @simplewebauthn/server reads). zod/mini, as the rest of the login page's schemas:
// passkey sign-in runs on that page. The options are loose (a server's newer fields reach the browser); the credentials strict (what the server
// reads, each field bounded).
import * as z from "zod/mini";
import { miniBoundedText } from "../../core/contract/commonMini.ts";

/** A base64url field of a credential: ids, challenges, client data. */
const b64 = (max: number) => miniBoundedText(max).check(z.regex(/^[A-Za-z0-9_-]*$/, "must be base64url"));

const CredentialDescriptorSchema = z.object({
  id: b64(1024),
  type: z.literal("public-key"),
  transports: z.optional(z.array(miniBoundedText(32)).check(z.maxLength(8))),
});

/** What `startRegistration({ optionsJSON })` takes: enrolling a passkey. */
export const RegistrationOptionsSchema = z.looseObject({
  challenge: b64(256),
  rp: z.looseObject({ name: z.string(), id: z.optional(z.string()) }),
  user: z.looseObject({ id: b64(256), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal("public-key") })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(CredentialDescriptorSchema)),
  authenticatorSelection: z.optional(z.record(z.string(), z.unknown())),
  attestation: z.optional(z.string()),
  extensions: z.optional(z.record(z.string(), z.unknown())),
});
export type RegistrationOptions = z.infer<typeof RegistrationOptionsSchema>;

/** What `startAuthentication({ optionsJSON })` takes: signing in or stepping up with a passkey. */
export const AuthenticationOptionsSchema = z.looseObject({
  challenge: b64(256),
  timeout: z.optional(z.number()),
  rpId: z.optional(z.string()),
  /** Empty for "Sign in with a passkey" (a discoverable credential picks the person); a person's own otherwise. */
  allowCredentials: z.optional(z.array(CredentialDescriptorSchema)),
  userVerification: z.optional(z.string()),
  extensions: z.optional(z.record(z.string(), z.unknown())),
});
export type AuthenticationOptions = z.infer<typeof AuthenticationOptionsSchema>;

/**
 * The one client extension result the server reads (whether the passkey is discoverable); others are dropped, so
 * nothing unbounded rides along.
 */
const ExtensionResultsSchema = z._default(
  z.object({ credProps: z.optional(z.object({ rk: z.optional(z.boolean()) })) }),
  {},
);

/** What `startRegistration` answers (an attestation); fields the server does not read are dropped. */
export const RegistrationCredentialSchema = z.object({
  id: b64(1024),
  rawId: b64(1024),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64(4096),
    attestationObject: b64(32_768),
    transports: z.optional(z.array(miniBoundedText(32)).check(z.maxLength(8))),
  }),
  clientExtensionResults: ExtensionResultsSchema,
  authenticatorAttachment: z.optional(miniBoundedText(32)),
});
export type RegistrationCredential = z.input<typeof RegistrationCredentialSchema>;

/** What `startAuthentication` answers (an assertion); fields the server does not read are dropped. */
export const AuthenticationCredentialSchema = z.object({
  id: b64(1024),
  rawId: b64(1024),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64(4096),
    authenticatorData: b64(4096),
    signature: b64(1024),
    userHandle: z.optional(b64(256)),
  }),
  clientExtensionResults: ExtensionResultsSchema,
  authenticatorAttachment: z.optional(miniBoundedText(32)),
});
export type AuthenticationCredential = z.input<typeof AuthenticationCredentialSchema>;
