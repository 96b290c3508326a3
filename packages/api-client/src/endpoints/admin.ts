import type { LogsResponse } from "../contract/admin.ts";
import { type CallOptions, call } from "./call.ts";

/** `GET /api/admin/logs` (admin). */
export async function getAdminLogs(options: CallOptions): Promise<LogsResponse> {
  return call("adminLogs", options);
}
