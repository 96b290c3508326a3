import { useAdminLogs } from "@boostdash/api-client/react";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { AdminLogsScreen } from "@boostdash/ui/screens/admin-logs/AdminLogsScreen";
import { useEffect, useRef, useState } from "react";
import { authFailureOf, useAuthRedirect } from "../auth/useAuthRedirect";
import { logsMessages } from "../messages";
import { useNow } from "../now";
import { usePageTitle } from "../usePageTitle";

/** `/dashboard/admin` (admins only; the route is wrapped in RequireAdmin, and a 403 also sends away). */
export function AdminLogsPage() {
  usePageTitle("Admin Logs");
  const now = useNow();
  const logs = useAdminLogs();
  const [refreshing, setRefreshing] = useState(false);
  const redirecting = useAuthRedirect(authFailureOf(logs.error));

  // The first load's failure: 'Failed to fetch logs', once. A refresh reports its own outcome.
  const toastedError = useRef(0);
  useEffect(() => {
    if (!logs.isError || logs.data || refreshing || authFailureOf(logs.error)) return;
    if (toastedError.current === logs.errorUpdatedAt) return;
    toastedError.current = logs.errorUpdatedAt;
    appToast.error(logsMessages.loadFailed);
  }, [logs.isError, logs.data, logs.error, logs.errorUpdatedAt, refreshing]);

  if (redirecting) return null;

  const refresh = async () => {
    setRefreshing(true);
    const result = await logs.refetch();
    toastedError.current = result.errorUpdatedAt;
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
