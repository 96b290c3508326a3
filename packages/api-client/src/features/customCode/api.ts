import type { ApiMessage } from "../../core/contract/common.ts";
import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import type { CustomCode } from "./contract.ts";

/** `GET /api/fetch-custom-code`. "" means the default page. */
export async function getCustomCode(options: CallOptions): Promise<CustomCode> {
  return request(routes.fetchCustomCode, options);
}

/** `POST /api/save-custom-code` with JSON `{ code }` (docs/product.md#live-stock-editor). */
export async function saveCustomCode(code: string, options: CallOptions): Promise<ApiMessage> {
  return request(routes.saveCustomCode, { ...options, data: { code } satisfies CustomCode });
}
