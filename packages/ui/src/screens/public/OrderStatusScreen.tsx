import { formatNumber } from "@boostdash/api-client/core/format";
import { inviteUrl } from "@boostdash/api-client/core/links";
import { BOOSTS_PER_TOKEN, progressPercent } from "@boostdash/api-client/orders/rules";
import type { PublicOrderStatus } from "@boostdash/api-client/public/contract";
import { fill, stockName } from "@boostdash/api-client/public/i18n/format";
import {
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  Loader2,
  MessageCircle,
  Package,
  Store,
  UserPlus,
} from "lucide-react";
import type { ReactNode } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { PublicShell } from "../../layout/PublicShell";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge";
import { StatCard } from "../../primitives/StatCard";
import { OrderTimeline } from "../orders/OrderTimeline";
import { sellerAccent } from "./accent";
import { ExternalLinks } from "./ExternalLinks";
import { LanguageLinks } from "./LanguageLinks";
import { customerStatusTones, customerTimelineLabels } from "./orderStatusText";
import { PublicCard } from "./PublicCard";
import { PublicPageStatus } from "./PublicPageStatus";
import { intlLocale, usePublicText } from "./publicText";
import { replacementSteps, WarrantySection } from "./WarrantySection";

export interface OrderStatusScreenProps {
  status: ScreenStatus;
  /** The order, once loaded (token figures are counts on the public API). */
  order?: PublicOrderStatus;
  /** The docs/product.md#order-status message for the failed load (404, other HTTP error, unexpected). */
  errorMessage?: string;
  /** The error view's Retry: the app reloads the page. */
  onRetry: () => void;
  /**
   * The customer's time zone, for the timeline's times. Absent (the server's render, before the page runs in the
   * browser): the times are left out, their lines kept, so they appear without moving anything.
   */
  timeZone?: string;
  /**
   * The replacement request form, once the customer opens it ("Boosts dropped? Request a replacement"): the app
   * loads it as a chunk of its own. `close` folds it away.
   */
  replacementForm?: (close: () => void) => ReactNode;
}

const STATUS_ICONS = {
  pending: <Clock />,
  processing: <Loader2 />,
  completed: <CircleCheck />,
  partial: <CircleAlert />,
  failed: <CircleX />,
} as const;

/** Public order status (docs/product.md#order-status): what a customer sees from the link the seller's bot posted. */
export function OrderStatusScreen({
  status,
  order,
  errorMessage,
  onRetry,
  timeZone,
  replacementForm,
}: OrderStatusScreenProps) {
  const { locale, messages } = usePublicText();
  const texts = messages.orderStatus;
  if (status === "loading" || status === "error" || !order) {
    return (
      <PublicPageStatus
        status={status === "loading" ? "loading" : "error"}
        loading={texts.loading}
        message={errorMessage ?? messages.common.unexpected}
        detail={texts.screen}
        onRetry={onRetry}
        width="lg"
      />
    );
  }

  const accent = sellerAccent(order.embedColor);
  const number = { locale: intlLocale(locale) };
  const delivered = Math.min(order.amount, order.successfulTokens * BOOSTS_PER_TOKEN);
  return (
    <PublicShell width="lg" glowColor={accent.brand} languages={<LanguageLinks />} footer={order.embedFooter}>
      <PublicCard brandColor={accent.brand}>
        <header className="text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl" style={{ color: accent.heading }}>
            {texts.title}
          </h1>
        </header>

        {/* The status and the delivered boosts, read out when they change (polite: after what is being read). */}
        <section
          aria-label={texts.delivery}
          className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2/60 p-4"
        >
          <div role="status" className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <Badge
              tone={customerStatusTones[order.status]}
              icon={STATUS_ICONS[order.status]}
              spinning={order.status === "processing"}
              data-testid="order-status"
              data-status={order.status}
              className="text-sm"
            >
              {texts[order.status]}
            </Badge>
            <span className="text-sm text-fg tabular-nums" data-testid="order-progress-text">
              {fill(texts.boostsDelivered, {
                delivered: formatNumber(delivered, number),
                amount: formatNumber(order.amount, number),
              })}
            </span>
          </div>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface">
            <div
              data-testid="order-progress-fill"
              className={cn("h-full rounded-full transition-[width]", {
                "bg-info": order.status === "pending" || order.status === "processing",
                "bg-success": order.status === "completed",
                "bg-warning": order.status === "partial",
                "bg-danger": order.status === "failed",
              })}
              style={{ width: `${progressPercent(delivered, order.amount)}%` }}
            />
          </div>
          <OrderTimeline
            status={order.status}
            times={order}
            labels={customerTimelineLabels(texts)}
            timeZone={timeZone}
            locale={number.locale}
            hideTimes={timeZone === undefined}
            more={replacementSteps(order, messages.replacement, number.locale)}
            className="pt-1"
          />
        </section>

        {/* One count per row on phones, so labels and large counts never wrap mid-word. */}
        <div className="grid gap-3 sm:grid-cols-3">
          <StatCard
            title={texts.amount}
            value={formatNumber(order.amount, number)}
            icon={<Package />}
            className={FIGURE}
          />
          <StatCard
            title={texts.successfulTokens}
            value={formatNumber(order.successfulTokens, number)}
            icon={<CircleCheck />}
            tone="success"
            className={cn(FIGURE, "[&_[data-slot=stat-value]]:text-success")}
          />
          <StatCard
            title={texts.failedTokens}
            value={formatNumber(order.failedTokens, number)}
            icon={<CircleX />}
            tone="danger"
            className={cn(FIGURE, "[&_[data-slot=stat-value]]:text-danger")}
          />
        </div>

        <dl className="divide-y divide-border overflow-hidden rounded-lg border border-border">
          <DetailRow label={texts.orderId} value={order.orderId} mono />
          <DetailRow label={texts.guildId} value={order.guildId} mono />
          <DetailRow label={texts.type} value={stockName(order.stock, messages)} />
        </dl>

        <WarrantySection
          order={order}
          timeZone={timeZone}
          locale={number.locale}
          replacementForm={replacementForm}
        />

        <ExternalLinks
          button={accent.button}
          items={[
            {
              label: messages.common.joinServer,
              url: inviteUrl(order.invite),
              icon: <UserPlus aria-hidden="true" />,
            },
            { label: messages.common.visitStore, url: order.storeLink, icon: <Store aria-hidden="true" /> },
            {
              label: messages.common.discordLink,
              url: order.discordLink,
              icon: <MessageCircle aria-hidden="true" />,
            },
          ]}
        />
      </PublicCard>
    </PublicShell>
  );
}

/** Stat cards inside the order card: a step darker, no second shadow, very long counts may wrap. */
const FIGURE =
  "min-w-0 gap-1 bg-surface-2/60 p-3.5 shadow-none sm:gap-2 sm:p-4 [&_[data-slot=stat-value]]:[overflow-wrap:anywhere]";

function DetailRow({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5 bg-surface-2/60 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="shrink-0 text-sm text-muted">{label}</dt>
      <dd
        className={
          mono ? "break-all font-mono text-sm text-fg" : "break-words font-medium text-fg sm:text-right"
        }
      >
        {value}
      </dd>
    </div>
  );
}
