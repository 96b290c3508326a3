import { adminLogsQuery } from "@boostdash/api-client/admin/queries";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { AdminLogsScreen } from "@boostdash/ui/screens/admin-logs/AdminLogsScreen";
import { logsMessages } from "@boostdash/ui/screens/admin-logs/adminLogsText";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { authFailureOf } from "../auth/useAuthRedirect";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { useNow } from "../now";

/** `/dashboard/admin` (admins only; the route is wrapped in RequireAdmin, and a 403 also sends away). */
export function AdminLogsPage() {
  const now = useNow();
  const logs = useQuery(adminLogsQuery());
  const [refreshing, setRefreshing] = useState(false);
  // The first load's failure: 'Failed to fetch logs', once. A refresh reports its own outcome.
  const { redirecting, acknowledge } = usePageAccess(firstAuthFailure(logs.error), {
    failed: logs.isError && !logs.data && !refreshing && logs.errorUpdatedAt,
    message: logsMessages.loadFailed,
  });

  if (redirecting) return null;

  const refresh = async () => {
    setRefreshing(true);
    const result = await logs.refetch();
    acknowledge(result.errorUpdatedAt);
    setRefreshing(false);
    if (authFailureOf(result.error)) return;
    if (result.isError) appToast.error(logsMessages.refreshFailed);
    else appToast.success(logsMessages.refreshed);
  };

  return (
    <AdminLogsScreen
      status={logs.isPending ? "loading" : logs.data ? "ready" : "error"}
      logs={logs.data?.logs ?? []}
      total={logs.data?.total}
      now={now}
      refreshing={refreshing}
      onRefresh={() => void refresh()}
    />
  );
}
