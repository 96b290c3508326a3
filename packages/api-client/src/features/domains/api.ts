import { ApiError } from "../../core/apiError.ts";
import type { ApiMessage } from "../../core/contract/common.ts";
import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, prepareBody, request, requireId } from "../../core/http.ts";
import type { AddDomainResponse, Domain, DomainsList, DomainTarget } from "./contract.ts";
import { AddDomainRequestSchema } from "./contract.ts";
import { addDomainFailureMessage } from "./rules.ts";
import { domainMessages } from "./texts.ts";

/** `GET /api/dashboard/domains/list`. */
export async function listDomains(options: CallOptions): Promise<DomainsList> {
  return request(routes.listDomains, options);
}

/**
 * `POST /api/dashboard/domains/add`. The domain is trimmed, lower-cased and checked first.
 * A 2xx answer with `success: false` throws too, with the docs/product.md#custom-domain text for its error code.
 */
export async function addDomain(domain: string, options: CallOptions): Promise<AddDomainResponse> {
  const data = prepareBody(AddDomainRequestSchema, { domain });
  const response = await request(routes.addDomain, { ...options, data });
  if (!response.success) throw new ApiError(200, addDomainFailureMessage(response), "http", response);
  return response;
}

/** `DELETE /api/dashboard/domains/delete/:id`. */
export async function deleteDomain(id: string, options: CallOptions): Promise<ApiMessage> {
  return request(routes.deleteDomain, {
    ...options,
    params: { id: requireId(id, domainMessages.invalidId) },
  });
}

/** `GET /api/dashboard/domains/target`: the CNAME target (Value/Target) of the DNS instructions. */
export async function getDomainTarget(options: CallOptions): Promise<DomainTarget> {
  return request(routes.domainTarget, options);
}

/** `POST /api/dashboard/domains/check/:id`: 'Check now'. Answers the domain with its fresh status. */
export async function checkDomain(id: string, options: CallOptions): Promise<Domain> {
  return request(routes.checkDomain, { ...options, params: { id: requireId(id, domainMessages.invalidId) } });
}
