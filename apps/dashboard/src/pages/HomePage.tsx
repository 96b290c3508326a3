import type { TrendRange } from "@boostdash/api-client/insights/rules";
import { openReplacementsQuery } from "@boostdash/api-client/replacements/queries";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { LoadingState } from "@boostdash/ui/primitives/LoadingState";
import { emptyDashboardData, HomeScreen } from "@boostdash/ui/screens/home/HomeScreen";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { useAccess } from "../auth/access";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { useNow } from "../now";
import { usePublicOrigin } from "../origin";
import { RouterLink } from "../RouterLink";
import { homeDataQuery, homeTrendsQuery, rangeOf } from "./homeQueries";
// The charts' chunk, asked for with Home's own when Home is the page to open (routes.tsx).
import { HomeCharts as TrendsSection } from "./homeRoute";

/** The setup checklist's copy buttons (docs/product.md#setup-checklist). */
const homeMessages = {
  linkCopied: "Link copied to clipboard!",
  copyFailed: "Could not copy to the clipboard",
} as const;

/** How often Home asks whether the bot has called yet. */
export const BOT_POLL_MS = 5000;

/**
 * `/dashboard`. A failed data call is only logged and the stats stay at zero (docs/product.md#home); a store still being set
 * up gets the setup checklist, whose public links are on this origin.
 */
export function HomePage() {
  const now = useNow();
  const publicOrigin = usePublicOrigin();
  // Until the bot's first call, ask again every few seconds, so 'Connect your bot' turns done while the seller
  // watches (a live event stream can replace this poll; docs/decisions.md#connecting-the-bot).
  const data = useQuery({
    ...homeDataQuery(),
    refetchInterval: (query) => (query.state.data?.setup?.botLastSeenAt === null ? BOT_POLL_MS : false),
  });
  // The trends' range lives in the URL (`?range=90`), so a reload or a shared link keeps it.
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search);
  const trends = useQuery(homeTrendsQuery(range));
  // The open requests' list is small (docs/decisions.md#replacements-the-sellers-screens); a failure only hides the line.
  // Asked for only by a role that handles replacements (a viewer's call would be refused).
  const handlesReplacements = useAccess().can("replacements");
  const replacements = useQuery({ ...openReplacementsQuery(), enabled: handlesReplacements });
  const setRange = (next: TrendRange) =>
    setSearch(
      (params) => {
        params.set("range", String(next));
        return params;
      },
      { replace: true },
    );
  const failure = firstAuthFailure(data.error, trends.error);
  const { redirecting } = usePageAccess(failure);

  useEffect(() => {
    if (data.error && !failure) console.error("Failed to fetch dashboard data", data.error);
  }, [data.error, failure]);

  if (redirecting) return null;
  return (
    <HomeScreen
      status={data.isPending ? "loading" : "ready"}
      data={data.data ?? emptyDashboardData}
      now={now}
      publicOrigin={publicOrigin}
      linkComponent={RouterLink}
      onLinkCopied={() => appToast.success(homeMessages.linkCopied)}
      onCopyFailed={() => appToast.error(homeMessages.copyFailed)}
      openReplacements={replacements.data?.length ?? 0}
      trends={
        <Suspense fallback={<LoadingState text="Loading trends..." className="min-h-48" />}>
          <TrendsSection
            status={trends.isPending ? "loading" : trends.data ? "ready" : "error"}
            trends={trends.data}
            range={range}
            onRangeChange={setRange}
          />
        </Suspense>
      }
    />
  );
}
