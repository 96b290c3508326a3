import { queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import { getDashboardData } from "./api.ts";

export function dashboardDataQuery() {
  return queryOptions({
    queryKey: [...queryRoot, "dashboard", "data"] as const,
    queryFn: ({ signal }) => getDashboardData({ token: getToken(), signal }),
  });
}
