import { z } from "zod";
import {
  ApiMessageSchema,
  boundedText,
  IdParamsSchema,
  IdSchema,
  IsoDateSchema,
} from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";
import { validateDomain } from "./domainCheck.ts";

/** Set by the server only. Other values are shown neutral (docs/product.md#custom-domain), so `Domain.status` stays a string. */
export const DomainStatusSchema = z.enum(["active", "pending", "failed"]);
export type DomainStatus = z.infer<typeof DomainStatusSchema>;

export const DomainSchema = z.object({
  _id: IdSchema,
  domain: z.string(),
  status: z.string(),
  created_at: IsoDateSchema,
  /** When the server last looked up the CNAME record (absent or null: not yet). Not in docs/product.md#calls. */
  checked_at: IsoDateSchema.nullable().optional(),
  /** What that look-up found when it was not the expected record, e.g. "CNAME points at x, expected y". */
  last_error: z.string().nullable().optional(),
});
export type Domain = z.infer<typeof DomainSchema>;

export const DomainsListSchema = z.array(DomainSchema);
export type DomainsList = z.infer<typeof DomainsListSchema>;

/** Trimmed and lower-cased, then checked with docs/product.md#input-checks's format rule and messages. */
export const AddDomainRequestSchema = z.object({
  // The raw text may carry spaces around it; validateDomain then holds the trimmed name to 253 characters.
  domain: boundedText(1024)
    .trim()
    .toLowerCase()
    .superRefine((value, ctx) => {
      const result = validateDomain(value);
      if (!result.ok) ctx.addIssue({ code: "custom", message: result.message });
    }),
});
export type AddDomainRequest = z.infer<typeof AddDomainRequestSchema>;

/**
 * Known error codes (docs/product.md#custom-domain): 1406 in use, 1000 bad format, 1003 verification failed.
 * Also the body of a non-2xx add, where `errors[0].message` wins.
 */
export const AddDomainResponseSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ code: z.number(), message: z.string() })).default([]),
  message: z.string().optional(),
  /** The created domain, when `success`. */
  domain: DomainSchema.optional(),
});
export type AddDomainResponse = z.infer<typeof AddDomainResponseSchema>;

/**
 * `GET /api/dashboard/domains/target`: the signed-in seller's own CNAME target (Value/Target), a name under the
 * product host made for this seller; a domain pointing there is proved to be theirs (docs/product.md#dns-check).
 */
export const DomainTargetSchema = z.object({ target: z.string() });
export type DomainTarget = z.infer<typeof DomainTargetSchema>;

/**
 * `GET /api/domains/ask?domain=`: asked by a reverse proxy with on-demand TLS (Caddy) before it gets a
 * certificate for a host. 200 when the host is an active custom domain, 404 otherwise.
 */
export const DomainAskQuerySchema = z.object({ domain: boundedText(LIMITS.domain).min(1) });
export const DomainAskResponseSchema = z.object({ domain: z.string(), status: z.literal("active") });
export type DomainAskResponse = z.infer<typeof DomainAskResponseSchema>;

/** The domains calls (`contractRoutes` spreads them). */
export const domainsRoutes = {
  listDomains: {
    method: "GET",
    path: "/dashboard/domains/list",
    auth: "token",
    permission: "settings",
    response: DomainsListSchema,
    spec: "GET /dashboard/domains/list",
  },
  addDomain: {
    method: "POST",
    path: "/dashboard/domains/add",
    auth: "token",
    permission: "settings",
    request: AddDomainRequestSchema,
    response: AddDomainResponseSchema,
    spec: "POST /dashboard/domains/add",
  },
  deleteDomain: {
    method: "DELETE",
    path: "/dashboard/domains/delete/:id",
    auth: "token",
    permission: "settings",
    params: IdParamsSchema,
    response: ApiMessageSchema,
    spec: "DELETE /dashboard/domains/delete/{id}",
  },
  /** The seller's own CNAME target (Value/Target) the Custom Domain page shows. */
  domainTarget: {
    method: "GET",
    path: "/dashboard/domains/target",
    auth: "token",
    permission: "settings",
    response: DomainTargetSchema,
  },
  /** 'Check now': looks the domain's CNAME up at once and answers the domain as it stands (rate-limited). */
  checkDomain: {
    method: "POST",
    path: "/dashboard/domains/check/:id",
    auth: "token",
    permission: "settings",
    params: IdParamsSchema,
    response: DomainSchema,
  },
  /** On-demand TLS: may a certificate be issued for this host? 200 yes, 404 no (docs/product.md#dns-check). */
  domainAsk: {
    method: "GET",
    path: "/domains/ask",
    auth: "none",
    query: DomainAskQuerySchema,
    response: DomainAskResponseSchema,
  },
} as const satisfies Record<string, ContractRoute>;
