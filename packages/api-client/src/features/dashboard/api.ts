import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import type { DashboardData } from "./contract.ts";

/** `GET /api/dashboard/fetch-dashboard-data`. */
export async function getDashboardData(options: CallOptions): Promise<DashboardData> {
  return request(routes.dashboardData, options);
}
