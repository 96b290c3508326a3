/**
 * Custom Domain page rules: the domain check (docs/product.md#input-checks, in domainCheck.ts), add-failure wording
 * (docs/product.md#custom-domain), status tone, the CNAME record.
 */
import type { AddDomainResponse } from "./contract.ts";

// The check lives below the contract, whose add-domain schema runs it; the screens read it from here with the rest.
export {
  DOMAIN_LABEL_MAX_LENGTH,
  DOMAIN_MAX_LENGTH,
  type DomainValidation,
  MAX_DOMAINS,
  normalizeDomain,
  validateDomain,
} from "./domainCheck.ts";

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
