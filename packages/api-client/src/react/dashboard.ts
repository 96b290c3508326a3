import { queryOptions, useQuery } from "@tanstack/react-query";
import { getToken } from "../auth/token.ts";
import { getDashboardData } from "../endpoints/dashboard.ts";
import type { QueryHookOptions } from "./options.ts";
import { queryKeys } from "./queryKeys.ts";

export function dashboardDataQuery() {
  return queryOptions({
    queryKey: queryKeys.dashboard.data(),
    queryFn: ({ signal }) => getDashboardData({ token: getToken(), signal }),
  });
}

export function useDashboardData(options: QueryHookOptions = {}) {
  return useQuery({ ...dashboardDataQuery(), ...options });
}
