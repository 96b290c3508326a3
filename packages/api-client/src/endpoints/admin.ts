import type { LogsResponse } from "../contract/admin.ts";
import { contractRoutes as routes } from "../contract/routes.ts";
import { type CallOptions, request } from "../http.ts";

/** `GET /api/admin/logs` (admin). */
export async function getAdminLogs(options: CallOptions): Promise<LogsResponse> {
  return request(routes.adminLogs, options);
}
