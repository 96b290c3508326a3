import { queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import { getAdminLogs } from "./api.ts";

/** Admin only; a 403 means the user is not an admin. Refresh with `refetch()`. */
export function adminLogsQuery() {
  return queryOptions({
    queryKey: [...queryRoot, "admin", "logs"] as const,
    queryFn: ({ signal }) => getAdminLogs({ token: getToken(), signal }),
  });
}
