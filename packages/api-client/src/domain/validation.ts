/** Input validation rules of docs/product.md#input-checks, shared by the forms and by the contract's request schemas. */
import { MAX_DOMAINS } from "./constants.ts";
import { LIMITS } from "./limits.ts";

export const DOMAIN_MAX_LENGTH = LIMITS.domain;
export const DOMAIN_LABEL_MAX_LENGTH = 63;
/** Shown in the spec's 'Please enter a valid domain (e.g., {host})' when no host is given. */
export const DEFAULT_EXAMPLE_DOMAIN = "shop.example.com";

export const domainMessages = {
  empty: "Please enter a domain",
  limit: "You can only have one custom domain. Remove the existing domain to add a new one.",
  invalidId: "Invalid domain ID",
  invalid: (exampleHost: string = DEFAULT_EXAMPLE_DOMAIN) =>
    `Please enter a valid domain (e.g., ${exampleHost})`,
} as const;

// Dot-joined labels of 1-63 letters, digits, hyphen or underscore, then a top-level part of 2+ letters.
const DOMAIN_PATTERN = /^(?:[a-z0-9_-]{1,63}\.)+[a-z]{2,63}$/i;

/** What is sent for a typed domain: trimmed and lower-cased (docs/product.md#input-checks). */
export function normalizeDomain(input: string): string {
  return input.trim().toLowerCase();
}

export type DomainValidation = { ok: true; domain: string } | { ok: false; message: string };

/**
 * Checks a typed domain. `existingCount` enforces the one-domain limit before the format,
 * because the spec's form refuses a second domain whatever is typed.
 */
export function validateDomain(
  input: string,
  options: { existingCount?: number; exampleHost?: string } = {},
): DomainValidation {
  if ((options.existingCount ?? 0) >= MAX_DOMAINS) return { ok: false, message: domainMessages.limit };
  const domain = normalizeDomain(input);
  if (domain === "") return { ok: false, message: domainMessages.empty };
  if (domain.length > DOMAIN_MAX_LENGTH || !DOMAIN_PATTERN.test(domain)) {
    return { ok: false, message: domainMessages.invalid(options.exampleHost) };
  }
  return { ok: true, domain };
}

/**
 * Loose on purpose (docs/product.md#input-checks): text, @, text, dot, text, with no space and no second '@'. One pass over the
 * characters: the pattern this replaces (`^[^\s@]+@[^\s@]+\.[^\s@]+$`) backtracked quadratically on a long
 * domain part, which let one request hold the server for seconds (docs/decisions.md, "Input limits").
 */
export function isValidEmail(input: string): boolean {
  const email = input.trim();
  if (email.length > LIMITS.email || /\s/.test(email)) return false;
  const at = email.indexOf("@");
  if (at < 1 || email.indexOf("@", at + 1) !== -1) return false;
  // A dot in the domain part with text on both sides of it.
  const dot = email.indexOf(".", at + 2);
  return dot !== -1 && dot < email.length - 1;
}

export const redeemMessages = {
  required: "Please fill in all required fields.",
  email: "Please enter a valid email address.",
  /** Not in the spec: an invite that is not an invite would use up the key for nothing. */
  invite: "Please enter a valid server invite, e.g. discord.gg/abc123.",
} as const;

export const suggestionMessages = {
  required: "Please fill in both title and description",
  invalidId: "Invalid suggestion ID",
} as const;

export const bugMessages = {
  required: "Please fill in at least the title and description",
} as const;

export const loginMessages = {
  captcha: "Please complete the CAPTCHA",
  accessCode: "Please enter your access code",
} as const;
