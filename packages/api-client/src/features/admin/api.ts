import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import type { LogsResponse } from "./contract.ts";

/** `GET /api/admin/logs` (admin). */
export async function getAdminLogs(options: CallOptions): Promise<LogsResponse> {
  return request(routes.adminLogs, options);
}
