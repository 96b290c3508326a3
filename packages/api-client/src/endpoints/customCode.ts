import type { ApiMessage } from "../contract/common.ts";
import type { CustomCode } from "../contract/customCode.ts";
import { contractRoutes as routes } from "../contract/routes.ts";
import { type CallOptions, request } from "../http.ts";

/** `GET /api/fetch-custom-code`. "" means the default page. */
export async function getCustomCode(options: CallOptions): Promise<CustomCode> {
  return request(routes.fetchCustomCode, options);
}

/** `POST /api/save-custom-code` with JSON `{ code }` (docs/product.md#live-stock-editor). */
export async function saveCustomCode(code: string, options: CallOptions): Promise<ApiMessage> {
  return request(routes.saveCustomCode, { ...options, data: { code } satisfies CustomCode });
}
