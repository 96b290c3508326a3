import { useDashboardData } from "@boostdash/api-client/react";
import { emptyDashboardData, HomeScreen } from "@boostdash/ui/screens/home/HomeScreen";
import { useEffect } from "react";
import { authFailureOf, useAuthRedirect } from "../auth/useAuthRedirect";
import { useNow } from "../now";
import { usePageTitle } from "../usePageTitle";

/** `/dashboard`. A failed data call is only logged and the stats stay at zero (spec §8). */
export function HomePage() {
  usePageTitle("Dashboard");
  const now = useNow();
  const data = useDashboardData();
  const failure = authFailureOf(data.error);
  const redirecting = useAuthRedirect(failure);

  useEffect(() => {
    if (data.error && !failure) console.error("Failed to fetch dashboard data", data.error);
  }, [data.error, failure]);

  if (redirecting) return null;
  return (
    <HomeScreen
      status={data.isPending ? "loading" : "ready"}
      data={data.data ?? emptyDashboardData}
      now={now}
    />
  );
}
