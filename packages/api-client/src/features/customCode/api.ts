import type { ApiMessage } from "../../core/contract/common.ts";
import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import type { CustomCode, CustomCodePreview, SavedCustomCode } from "./contract.ts";

/** `GET /api/fetch-custom-code`. "" means the default page. */
export async function getCustomCode(options: CallOptions): Promise<SavedCustomCode> {
  return request(routes.fetchCustomCode, options);
}

/** `POST /api/save-custom-code` with JSON `{ code }` (docs/product.md#live-stock-editor). */
export async function saveCustomCode(code: string, options: CallOptions): Promise<ApiMessage> {
  return request(routes.saveCustomCode, { ...options, data: { code } satisfies CustomCode });
}

/** `POST /api/custom-code/preview`: the server's render of `code` with the seller's live stock. */
export async function previewCustomCode(code: string, options: CallOptions): Promise<CustomCodePreview> {
  return request(routes.previewCustomCode, { ...options, data: { code } satisfies CustomCode });
}
