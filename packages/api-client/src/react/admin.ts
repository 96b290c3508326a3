import { queryOptions, useQuery } from "@tanstack/react-query";
import { getToken } from "../auth/token.ts";
import { getAdminLogs } from "../endpoints/admin.ts";
import type { QueryHookOptions } from "./options.ts";
import { queryKeys } from "./queryKeys.ts";

/** Admin only; a 403 means the user is not an admin. Refresh with `refetch()`. */
export function adminLogsQuery() {
  return queryOptions({
    queryKey: queryKeys.admin.logs(),
    queryFn: ({ signal }) => getAdminLogs({ token: getToken(), signal }),
  });
}

export function useAdminLogs(options: QueryHookOptions = {}) {
  return useQuery({ ...adminLogsQuery(), ...options });
}
