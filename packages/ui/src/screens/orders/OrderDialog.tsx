import { formatDateTime, formatNumber } from "@boostdash/api-client/core/format";
import { inviteUrl, safeExternalUrl } from "@boostdash/api-client/core/links";
import {
  type DashboardOrder,
  formatStockName,
  orderBoosts,
  progressPercent,
  rateTone,
} from "@boostdash/api-client/orders/rules";
import { ExternalLink, MessageCircle, Store } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/Button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../primitives/Dialog";
import { LoadingState } from "../../primitives/LoadingState";
import { isUnfinished, OrderTimeline } from "./OrderTimeline";
import { OrderStatusBadge, rateTextClass } from "./orderStatus";
import { NoRateYet, orderTimelineText } from "./ordersText";
import { TokenList } from "./TokenList";

export interface OrderDialogProps {
  /** The folder id of the open order; undefined closes the dialog. */
  orderId?: string;
  /** The open order once it has loaded; until then the dialog says it is loading. */
  order: DashboardOrder | undefined;
  onClose: () => void;
  timeZone?: string;
  onCopied?: () => void;
  onCopyFailed?: () => void;
  /** Start with the token lists revealed (stories). */
  tokensRevealed?: boolean;
}

function Tile({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn("text-xl font-semibold tabular-nums text-fg", className)}>{value}</dd>
    </div>
  );
}

function ExternalButton({
  href,
  icon,
  children,
}: {
  href: string | undefined;
  icon: ReactNode;
  children: string;
}) {
  if (!href) {
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled
        title={`No ${children.replace("Open ", "").toLowerCase()}`}
      >
        {icon}
        {children}
      </Button>
    );
  }
  return (
    <Button variant="secondary" size="sm" asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {icon}
        {children}
        <ExternalLink aria-hidden="true" className="opacity-60" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}

/** 'Order #{orderId}': boosts, progress, information, quick actions and the token lists (docs/product.md#orders). */
export function OrderDialog({ orderId, order, onClose, ...body }: OrderDialogProps) {
  const id = orderId ?? order?.folderId;
  return (
    <Dialog open={id !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {order && order.folderId === id ? (
        <OrderDialogBody order={order} {...body} />
      ) : id !== undefined ? (
        <OrderDialogLoading folderId={id} />
      ) : null}
    </Dialog>
  );
}

/** The dialog while its order.json loads: the order's number, and the words the page says while it loads. */
function OrderDialogLoading({ folderId }: { folderId: string }) {
  return (
    <DialogContent
      className="max-w-2xl gap-5"
      data-testid="order-dialog"
      aria-busy="true"
      aria-describedby={undefined}
      onCloseAutoFocus={returnFocusToCard(folderId)}
    >
      <DialogHeader>
        <DialogTitle className="font-mono break-all">Order #{folderId}</DialogTitle>
      </DialogHeader>
      <LoadingState text="Loading order..." className="py-16" />
    </DialogContent>
  );
}

/**
 * Closing (Escape, the close button, the backdrop) puts focus back on the card's button the dialog was opened from,
 * found by its order: the element focused before may be gone (the list re-renders its rows, the page's address
 * changes), and Radix would then leave focus on the page's body.
 */
function returnFocusToCard(folderId: string) {
  return (event: Event) => {
    const button = document.querySelector<HTMLElement>(`[data-order-open="${CSS.escape(folderId)}"]`);
    if (!button) return;
    event.preventDefault();
    button.focus({ preventScroll: false });
  };
}

function OrderDialogBody({
  order,
  timeZone,
  onCopied,
  onCopyFailed,
  tokensRevealed,
}: Omit<OrderDialogProps, "order" | "onClose"> & { order: DashboardOrder }) {
  const boosts = orderBoosts(order);
  const unfinished = isUnfinished(order.status);
  const tone = rateTone(boosts.rate);
  const progress = progressPercent(boosts.successful, boosts.requested);
  const { success, failed } = order["tokens-used"];
  const invite = inviteUrl(order.invite);
  return (
    <DialogContent
      className="max-w-2xl gap-5"
      data-testid="order-dialog"
      onCloseAutoFocus={returnFocusToCard(order.folderId)}
    >
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-3">
          <DialogTitle className="font-mono break-all">Order #{order.orderId}</DialogTitle>
          <OrderStatusBadge status={order.status} />
        </div>
        <DialogDescription>
          {order.createdAt ? (
            <>
              Created <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, { timeZone })}</time>
            </>
          ) : (
            "Creation date unknown"
          )}
        </DialogDescription>
      </DialogHeader>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Tile label="Boosts Requested" value={formatNumber(boosts.requested)} />
        <Tile label="Successful Boosts" value={formatNumber(boosts.successful)} className="text-success" />
        <Tile label="Failed Boosts" value={formatNumber(boosts.failed)} className="text-danger" />
        <Tile
          label="Success Rate"
          value={unfinished ? <NoRateYet /> : `${boosts.rate}%`}
          className={unfinished ? "text-muted" : rateTextClass[tone]}
        />
      </dl>

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-xs text-muted">
          <span id="order-progress-label">Delivery progress</span>
          <span className="tabular-nums">
            {formatNumber(boosts.successful)} of {formatNumber(boosts.requested)} boosts
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="order-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div
            data-testid="order-progress-fill"
            className={cn(
              "h-full rounded-full",
              unfinished
                ? "bg-info"
                : {
                    "bg-success": tone === "success",
                    "bg-warning": tone === "warning",
                    "bg-danger": tone === "danger",
                  },
            )}
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>

      <section aria-labelledby="order-timeline-title" className="flex flex-col gap-2">
        <h3 id="order-timeline-title" className="text-sm font-semibold text-fg">
          {orderTimelineText.title}
        </h3>
        <OrderTimeline
          status={order.status}
          times={{ ...order, redeemedAt: order.redeemedAt ?? order.createdAt }}
          labels={orderTimelineText.labels}
          timeZone={timeZone}
          className="rounded-lg border border-border bg-surface-2 p-3"
        />
      </section>

      <section aria-labelledby="order-info-title" className="flex flex-col gap-2">
        <h3 id="order-info-title" className="text-sm font-semibold text-fg">
          Order Information
        </h3>
        <dl className="grid gap-x-4 gap-y-2 rounded-lg border border-border bg-surface-2 p-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-muted">Guild ID</dt>
          <dd className="font-mono break-all text-fg">{order.guildId}</dd>
          <dt className="text-muted">Invite</dt>
          <dd className="break-all text-fg">
            {invite ? (
              <a
                href={invite}
                target="_blank"
                rel="noopener noreferrer"
                className="text-accent hover:underline"
              >
                {order.invite}
              </a>
            ) : (
              order.invite || "—"
            )}
          </dd>
          <dt className="text-muted">Stock Type</dt>
          <dd className="text-fg">{formatStockName(order.stock)}</dd>
          <dt className="text-muted">BB Guild ID</dt>
          <dd className="font-mono break-all text-fg">{order.BBGuildID || "—"}</dd>
        </dl>
      </section>

      <section aria-labelledby="order-actions-title" className="flex flex-col gap-2">
        <h3 id="order-actions-title" className="text-sm font-semibold text-fg">
          Quick Actions
        </h3>
        <div className="flex flex-wrap gap-2">
          <ExternalButton href={safeExternalUrl(order.storeLink)} icon={<Store aria-hidden="true" />}>
            Open Store Link
          </ExternalButton>
          <ExternalButton
            href={safeExternalUrl(order.discordLink)}
            icon={<MessageCircle aria-hidden="true" />}
          >
            Open Discord Link
          </ExternalButton>
        </div>
      </section>

      {success.length > 0 ? (
        <TokenList
          title="Successful Tokens"
          tokens={success}
          tone="success"
          onCopied={onCopied}
          onCopyFailed={onCopyFailed}
          defaultRevealed={tokensRevealed}
        />
      ) : null}
      {failed.length > 0 ? (
        <TokenList
          title="Failed Tokens"
          tokens={failed}
          tone="danger"
          onCopied={onCopied}
          onCopyFailed={onCopyFailed}
          defaultRevealed={tokensRevealed}
        />
      ) : null}
    </DialogContent>
  );
}
