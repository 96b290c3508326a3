import { inviteUrl } from "@boostdash/api-client/core/links";
import { stripTxt } from "@boostdash/api-client/orders/rules";
import type { PublicOrderStatus } from "@boostdash/api-client/public/contract";
import { publicLoadErrors } from "@boostdash/api-client/public/texts";
import { CircleCheck, CircleX, MessageCircle, Package, Store, UserPlus } from "lucide-react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { PublicShell } from "../../layout/PublicShell";
import { cn } from "../../lib/cn";
import { StatCard } from "../../primitives/StatCard";
import { sellerAccent } from "./accent";
import { ExternalLinks } from "./ExternalLinks";
import { PublicCard } from "./PublicCard";
import { PublicPageStatus } from "./PublicPageStatus";

export interface OrderStatusScreenProps {
  status: ScreenStatus;
  /** The order, once loaded (token figures are counts on the public API). */
  order?: PublicOrderStatus;
  /** The docs/product.md#order-status message for the failed load (404, other HTTP error, unexpected). */
  errorMessage?: string;
  /** The error view's Retry: the app reloads the page. */
  onRetry: () => void;
}

/** Public order status (docs/product.md#order-status): what a customer sees from the link the seller's bot posted. */
export function OrderStatusScreen({ status, order, errorMessage, onRetry }: OrderStatusScreenProps) {
  const texts = publicLoadErrors.orderStatus;
  if (status === "loading" || status === "error" || !order) {
    return (
      <PublicPageStatus
        status={status === "loading" ? "loading" : "error"}
        loading="Loading order status..."
        message={errorMessage ?? texts.unexpected}
        detail={texts.screen}
        onRetry={onRetry}
        width="lg"
      />
    );
  }

  const accent = sellerAccent(order.embedColor);
  return (
    <PublicShell width="lg" glowColor={accent.brand} footer={order.embedFooter}>
      <PublicCard brandColor={accent.brand}>
        <header className="text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl" style={{ color: accent.heading }}>
            Order Status
          </h1>
        </header>

        {/* One count per row on phones, so labels and large counts never wrap mid-word. */}
        <div className="grid gap-3 sm:grid-cols-3">
          <StatCard title="Amount" value={order.amount} icon={<Package />} className={FIGURE} />
          <StatCard
            title="Successful Tokens"
            value={order.successfulTokens}
            icon={<CircleCheck />}
            tone="success"
            className={cn(FIGURE, "[&_[data-slot=stat-value]]:text-success")}
          />
          <StatCard
            title="Failed Tokens"
            value={order.failedTokens}
            icon={<CircleX />}
            tone="danger"
            className={cn(FIGURE, "[&_[data-slot=stat-value]]:text-danger")}
          />
        </div>

        <dl className="divide-y divide-border overflow-hidden rounded-lg border border-border">
          <DetailRow label="Order ID" value={order.orderId} mono />
          <DetailRow label="Guild ID" value={order.guildId} mono />
          <DetailRow label="Type" value={stripTxt(order.stock)} />
        </dl>

        <ExternalLinks
          button={accent.button}
          items={[
            { label: "Join Server", url: inviteUrl(order.invite), icon: <UserPlus aria-hidden="true" /> },
            { label: "Visit Store", url: order.storeLink, icon: <Store aria-hidden="true" /> },
            { label: "Discord Link", url: order.discordLink, icon: <MessageCircle aria-hidden="true" /> },
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
