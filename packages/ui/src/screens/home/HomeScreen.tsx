import { type DateInput, formatNumber } from "@boostdash/api-client/core/format";
import type { DashboardData } from "@boostdash/api-client/dashboard/contract";
import { publicPageUrls } from "@boostdash/api-client/public/rules";
import { Clock, LifeBuoy, Rocket, ShoppingBag } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { AnchorLink, type ShellLinkProps } from "../../layout/DashboardSidebar";
import { LoadingState } from "../../primitives/LoadingState";
import { Notice } from "../../primitives/Notice";
import { PageHeader } from "../../primitives/PageHeader";
import { StatCard } from "../../primitives/StatCard";
import { RecentActivity } from "./RecentActivity";
import { SetupChecklist } from "./SetupChecklist";
import { setupProgress } from "./setupProgress";

export interface HomeScreenProps {
  /** `loading` until the first answer. A failed call is shown as `ready` with zeros (docs/product.md#home). */
  status: "loading" | "ready";
  data: DashboardData;
  /** For the activity's relative times; fixed in stories. */
  now: DateInput;
  /** IANA zone of the full dates in tooltips; the viewer's by default. */
  timeZone?: string;
  /** Where the public pages are served (the checklist's links), e.g. `https://stores.example.com`. */
  publicOrigin?: string;
  /** The app's router link, for the checklist's link to Settings. */
  linkComponent?: ComponentType<ShellLinkProps>;
  onLinkCopied?: (url: string) => void;
  onCopyFailed?: () => void;
  /** The trends section (TrendsSection), under the figures: its own data and states. */
  trends?: ReactNode;
  /**
   * Open replacement requests (docs/decisions.md#replacements-the-sellers-screens): a line linking to Orders
   * filtered by "Replacement requested"; nothing when there are none.
   */
  openReplacements?: number;
}

/** Where Home's replacement line leads: Orders, filtered by "Replacement requested". */
export const REPLACEMENTS_HREF = "/dashboard/orders?replacement=requested";

/** '1 replacement request is waiting for you' / '3 replacement requests are waiting for you'. */
export function openReplacementsText(count: number): string {
  return count === 1
    ? "1 replacement request is waiting for you"
    : `${formatNumber(count)} replacement requests are waiting for you`;
}

export const emptyDashboardData: DashboardData = {
  totalOrders: 0,
  newOrders: 0,
  boostsL24: 0,
  recentActivity: [],
};

/** `/dashboard`: a new store's setup checklist, today's numbers and the activity feed (docs/product.md#home). */
export function HomeScreen({
  status,
  data,
  now,
  timeZone,
  publicOrigin = "",
  linkComponent,
  onLinkCopied,
  onCopyFailed,
  trends,
  openReplacements = 0,
}: HomeScreenProps) {
  const Link = linkComponent ?? AnchorLink;
  const progress = data.setup ? setupProgress(data.setup, data.totalOrders) : undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Dashboard" subtitle="Welcome back! Here's what's happening today." />
      {status === "loading" ? (
        <LoadingState text="Loading your dashboard..." className="min-h-[40vh]" />
      ) : (
        <>
          {data.setup && progress && !progress.complete ? (
            <SetupChecklist
              setup={data.setup}
              progress={progress}
              links={publicPageUrls(publicOrigin, data.setup.guildId)}
              origin={publicOrigin}
              now={now}
              linkComponent={linkComponent}
              onLinkCopied={onLinkCopied}
              onCopyFailed={onCopyFailed}
            />
          ) : null}
          {openReplacements > 0 ? (
            <Notice
              tone="warning"
              icon={LifeBuoy}
              title={openReplacementsText(openReplacements)}
              data-testid="home-replacements"
            >
              <p className="text-fg">
                Customers asked for boosts that dropped.{" "}
                <Link
                  to={REPLACEMENTS_HREF}
                  className="font-medium text-accent underline-offset-2 hover:underline"
                >
                  Review replacement requests
                </Link>
              </p>
            </Notice>
          ) : null}
          <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <StatCard title="Total Orders" value={data.totalOrders} icon={<ShoppingBag />} tone="primary" />
            <StatCard
              title="New Orders"
              value={data.newOrders}
              subtitle="In the last hour"
              icon={<Clock />}
              tone="info"
            />
            <StatCard title="Boosts (24h)" value={data.boostsL24} icon={<Rocket />} tone="success" />
          </section>
          {trends}
          <RecentActivity items={data.recentActivity} now={now} timeZone={timeZone} />
        </>
      )}
    </div>
  );
}
