/**
 * Custom Domain page rules: the domain check (docs/product.md#input-checks), add-failure wording
 * (docs/product.md#custom-domain), status tone, the CNAME record.
 */
import { LIMITS } from "../../core/limits.ts";
import type { AddDomainResponse } from "./contract.ts";
import { domainMessages } from "./texts.ts";

/** Custom domains a seller may add. */
export const MAX_DOMAINS = 1;

const ADD_ERROR_MESSAGES: Record<number, string> = {
  1406: "This domain is already in use. Please choose a different domain.",
  1000: "Invalid domain format. Please check your domain and try again.",
  1003: "Domain verification failed. Please check your DNS settings.",
};

/** The toast for an add that answered `success: false`. */
export function addDomainFailureMessage(response: Pick<AddDomainResponse, "errors" | "message">): string {
  const first = response.errors[0];
  if (first && ADD_ERROR_MESSAGES[first.code]) return ADD_ERROR_MESSAGES[first.code] ?? first.message;
  return first?.message || response.message || "Failed to add domain";
}

export type DomainTone = "success" | "warning" | "danger" | "neutral";

/** active green, pending amber (with a spinner), failed red, anything else neutral. */
export function domainStatusTone(status: string): DomainTone {
  if (status === "active") return "success";
  if (status === "pending") return "warning";
  if (status === "failed") return "danger";
  return "neutral";
}

export interface DnsRecord {
  type: "CNAME";
  /** Name/Host: the domain itself. */
  name: string;
  /** Value/Target: the product's public host. */
  value: string;
}

export function cnameRecord(domain: string, publicHost: string): DnsRecord {
  return { type: "CNAME", name: domain, value: publicHost };
}

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
