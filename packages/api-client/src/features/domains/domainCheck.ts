/**
 * The check of a typed custom domain (docs/product.md#input-checks) and the one-domain limit: shared by the contract's
 * add-domain schema (contract.ts) and the page's rules (rules.ts), so it sits below both.
 */
import { LIMITS } from "../../core/limits.ts";
import { domainMessages } from "./texts.ts";

/** Custom domains a seller may add. */
export const MAX_DOMAINS = 1;

export const DOMAIN_MAX_LENGTH = LIMITS.domain;
export const DOMAIN_LABEL_MAX_LENGTH = 63;

// Dot-joined labels of 1-63 letters, digits, hyphen or underscore, then a top-level part of 2+ letters.
const DOMAIN_PATTERN = /^(?:[a-z0-9_-]{1,63}\.)+[a-z]{2,63}$/i;

/** What is sent for a typed domain: trimmed and lower-cased (docs/product.md#input-checks). */
export function normalizeDomain(input: string): string {
  return input.trim().toLowerCase();
}

export type DomainValidation = { ok: true; domain: string } | { ok: false; message: string };

/**
 * Checks a typed domain. `existingCount` enforces the one-domain limit before the format,
 * because the form refuses a second domain (docs/product.md#custom-domain) whatever is typed.
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
