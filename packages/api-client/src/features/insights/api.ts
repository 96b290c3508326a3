import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import type { Trends } from "./contract.ts";
import { trendsPath } from "./paths.ts";
import type { TrendRange } from "./rules.ts";

/** `GET /api/dashboard/trends?days=7|30|90`: Home's charts and the stock runway. */
export async function getTrends(range: TrendRange, options: CallOptions): Promise<Trends> {
  return request({ ...routes.dashboardTrends, path: trendsPath(range) }, options);
}
