import type { ApiMessage } from "../contract/common.ts";
import type { CustomCode } from "../contract/customCode.ts";
import { type CallOptions, call } from "./call.ts";

/** `GET /api/fetch-custom-code`. "" means the default page. */
export async function getCustomCode(options: CallOptions): Promise<CustomCode> {
  return call("fetchCustomCode", options);
}

/** `POST /api/save-custom-code` with JSON `{ code }` (DESIGN §4). */
export async function saveCustomCode(code: string, options: CallOptions): Promise<ApiMessage> {
  return call("saveCustomCode", { ...options, data: { code } satisfies CustomCode });
}
