/** The seller's replacements calls (docs/decisions.md#replacements): warranty policies, the queue, decisions. */
import type { z } from "zod";
import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import type {
  ApproveReplacementSchema,
  ReplacementDecision,
  ReplacementRequest,
  StartReplacementSchema,
  WarrantyPolicies,
  WarrantyPolicyBody,
} from "./contract.ts";
import type { RequestStatus } from "./rules.ts";

export type ApproveReplacementBody = z.input<typeof ApproveReplacementSchema>;
export type StartReplacementBody = z.input<typeof StartReplacementSchema>;

/** `GET /api/dashboard/warranty`: the policy of each stock file (a default one where none is saved). */
export function getWarranty(options: CallOptions): Promise<WarrantyPolicies> {
  return request(routes.getWarranty, options);
}

/** `PUT /api/dashboard/warranty`: changes the policies named; the others keep theirs. */
export function updateWarranty(
  policies: WarrantyPolicyBody[],
  options: CallOptions,
): Promise<WarrantyPolicies> {
  return request(routes.updateWarranty, { ...options, data: { policies } });
}

/** `GET /api/dashboard/replacements?status=`: the requests in one state, newest first. */
export async function listReplacements(
  status: RequestStatus,
  options: CallOptions,
): Promise<ReplacementRequest[]> {
  const route = routes.listReplacements;
  const answer = await request({ ...route, path: `${route.path}?status=${status}` }, options);
  return answer.requests;
}

/** `POST /api/dashboard/replacements/:id/approve`: the replacement order is made. */
export function approveReplacement(
  id: string,
  body: ApproveReplacementBody,
  options: CallOptions,
): Promise<ReplacementDecision> {
  return request(routes.approveReplacement, { ...options, params: { id }, data: body });
}

/** `POST /api/dashboard/replacements/:id/decline`: the reason is shown to the customer. */
export function declineReplacement(
  id: string,
  reason: string,
  options: CallOptions,
): Promise<ReplacementDecision> {
  return request(routes.declineReplacement, { ...options, params: { id }, data: { reason } });
}

/** `POST /api/dashboard/orders/:folderId/replacement`: the seller's own replacement of an order without a request. */
export function startReplacement(
  folderId: string,
  body: StartReplacementBody,
  options: CallOptions,
): Promise<ReplacementDecision> {
  return request(routes.startReplacement, { ...options, params: { folderId }, data: body });
}
