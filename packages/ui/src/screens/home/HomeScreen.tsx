import type { DateInput } from "@boostdash/api-client/core/format";
import type { DashboardData } from "@boostdash/api-client/dashboard/contract";
import { publicPageUrls } from "@boostdash/api-client/public/rules";
import { Clock, Rocket, ShoppingBag } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import type { ShellLinkProps } from "../../layout/DashboardSidebar";
import { LoadingState } from "../../primitives/LoadingState";
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
}: HomeScreenProps) {
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
