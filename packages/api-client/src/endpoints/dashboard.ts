import type { DashboardData } from "../contract/dashboard.ts";
import { type CallOptions, call } from "./call.ts";

/** `GET /api/dashboard/fetch-dashboard-data`. */
export async function getDashboardData(options: CallOptions): Promise<DashboardData> {
  return call("dashboardData", options);
}
