import type { ApiMessage } from "../../core/contract/common.ts";
import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, prepareBody, request, requireId } from "../../core/http.ts";
import type { CreateBugInput } from "./contract.ts";
import { type BugsList, CreateBugRequestSchema } from "./contract.ts";

const INVALID_BUG_ID = "Invalid bug report ID";

/** `GET /api/bugs/fetch-all`. */
export async function listBugs(options: CallOptions): Promise<BugsList> {
  return request(routes.listBugs, options);
}

/** `POST /api/bugs/create`, trimmed, severity defaulting to medium. */
export async function createBug(body: CreateBugInput, options: CallOptions): Promise<ApiMessage> {
  return request(routes.createBug, { ...options, data: prepareBody(CreateBugRequestSchema, body) });
}

/** `DELETE /api/bugs/delete/:id` (admin). */
export async function deleteBug(id: string, options: CallOptions): Promise<ApiMessage> {
  return request(routes.deleteBug, { ...options, params: { id: requireId(id, INVALID_BUG_ID) } });
}

/** `PUT /api/bugs/fix/:id` (admin). */
export async function fixBug(id: string, options: CallOptions): Promise<ApiMessage> {
  return request(routes.fixBug, { ...options, params: { id: requireId(id, INVALID_BUG_ID) } });
}
