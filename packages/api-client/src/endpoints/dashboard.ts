import type { DashboardData } from "../contract/dashboard.ts";
import { contractRoutes as routes } from "../contract/routes.ts";
import { type CallOptions, request } from "../http.ts";

/** `GET /api/dashboard/fetch-dashboard-data`. */
export async function getDashboardData(options: CallOptions): Promise<DashboardData> {
  return request(routes.dashboardData, options);
}
