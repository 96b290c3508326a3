import { actorLabel } from "@boostdash/api-client/admin/trail";
import { formatDateTime, formatNumber } from "@boostdash/api-client/core/format";
import { inviteUrl, safeExternalUrl } from "@boostdash/api-client/core/links";
import type { OrderTrailEvent } from "@boostdash/api-client/orders/contract";
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
import { NewTabLink } from "../../primitives/NewTabLink";
import { isUnfinished, OrderTimeline, type TimelineStep } from "./OrderTimeline";
import { OrderStatusBadge, rateTextClass } from "./orderStatus";
import { NoRateYet, orderTimelineText, orderTrailText } from "./ordersText";
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
  /**
   * The replacement part (ReplacementPanel) of the loaded order: its links, its open request with Approve / Decline,
   * or "Start a replacement" (docs/decisions.md#replacements-the-sellers-screens).
   */
  replacement?: ReactNode;
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
      <NewTabLink href={href}>
        {icon}
        {children}
        <ExternalLink aria-hidden="true" className="opacity-60" />
        <span className="sr-only"> (opens in a new tab)</span>
      </NewTabLink>
    </Button>
  );
}

/**
 * 'Order #{orderId}': boosts, progress, information, quick actions and the token lists (docs/product.md#orders).
 * One dialog from the click until it closes: while its order.json loads it says so under the order's number, and
 * when the order arrives only the body is filled in, so focus and a screen reader's place in it stay put
 * (docs/decisions.md#orders-at-scale-the-screen).
 */
export function OrderDialog({ orderId, order, onClose, timeZone, ...body }: OrderDialogProps) {
  const id = orderId ?? order?.folderId;
  const loaded = order && order.folderId === id ? order : undefined;
  return (
    <Dialog open={id !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {id !== undefined ? (
        <DialogContent
          className="max-w-2xl gap-5"
          data-testid="order-dialog"
          aria-busy={loaded ? undefined : true}
          // No description until the order is in: Radix's own reference to it is kept only once it exists.
          {...(loaded ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={returnFocusToCard(id)}
        >
          <DialogHeader>
            <div className="flex flex-wrap items-center gap-3">
              <DialogTitle className="font-mono break-all">Order #{loaded ? loaded.orderId : id}</DialogTitle>
              {loaded ? <OrderStatusBadge status={loaded.status} /> : null}
            </div>
            {loaded ? (
              <DialogDescription>
                <CreatedAt createdAt={loaded.createdAt} timeZone={timeZone} />
              </DialogDescription>
            ) : null}
          </DialogHeader>
          {loaded ? (
            <OrderDialogBody order={loaded} timeZone={timeZone} {...body} />
          ) : (
            <LoadingState text="Loading order..." className="py-16" />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
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

function CreatedAt({ createdAt, timeZone }: { createdAt: string | undefined; timeZone?: string }) {
  if (!createdAt) return "Creation date unknown";
  return (
    <>
      Created <time dateTime={createdAt}>{formatDateTime(createdAt, { timeZone })}</time>
    </>
  );
}

/** A part of the loaded order under its own small heading. */
function DialogSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold text-fg">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The storefront's invoice id of an order a storefront's delivery made (docs/decisions.md#storefront-intake-screen);
 * none for a redeemed key or a bot's order, whose order.json carries null (or nothing, from an older server).
 */
function storefrontInvoiceId(order: DashboardOrder): string | undefined {
  return order.invoiceId || undefined;
}

/**
 * The order's trail as steps after its own three: each replacement asked, started, approved or declined, with who did
 * it (docs/decisions.md#sessions-and-the-trail).
 */
function trailSteps(trail: readonly OrderTrailEvent[] | undefined): TimelineStep[] {
  return (trail ?? []).map((event, index) => {
    const parts = [orderTrailText.by(actorLabel(event.by))];
    if (event.amount !== null) parts.push(orderTrailText.boosts(event.amount));
    if (event.reason) parts.push(orderTrailText.reason(event.reason));
    return {
      key: `trail-${index}`,
      label: orderTrailText[event.action],
      at: event.at,
      state: "done",
      refused: event.action === "replacement_declined",
      detail: <span data-testid="trail-by">{parts.join(" · ")}</span>,
    };
  });
}

/** The loaded order: what fills the dialog under its heading. */
function OrderDialogBody({
  order,
  timeZone,
  onCopied,
  onCopyFailed,
  tokensRevealed,
  replacement,
}: Omit<OrderDialogProps, "order" | "onClose"> & { order: DashboardOrder }) {
  const boosts = orderBoosts(order);
  const unfinished = isUnfinished(order.status);
  const tone = rateTone(boosts.rate);
  const progress = progressPercent(boosts.successful, boosts.requested);
  const { success, failed } = order["tokens-used"];
  const tokenLists = [
    { title: "Successful Tokens", tokens: success, tone: "success" },
    { title: "Failed Tokens", tokens: failed, tone: "danger" },
  ] as const;
  const invite = inviteUrl(order.invite);
  const invoiceId = storefrontInvoiceId(order);
  return (
    <>
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

      <DialogSection id="order-timeline-title" title={orderTimelineText.title}>
        <OrderTimeline
          status={order.status}
          times={{ ...order, redeemedAt: order.redeemedAt ?? order.createdAt }}
          labels={orderTimelineText.labels}
          more={trailSteps(order.trail)}
          timeZone={timeZone}
          className="rounded-lg border border-border bg-surface-2 p-3"
        />
      </DialogSection>

      {replacement}

      <DialogSection id="order-info-title" title="Order Information">
        <dl className="grid gap-x-4 gap-y-2 rounded-lg border border-border bg-surface-2 p-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-muted">Guild ID</dt>
          <dd className="font-mono break-all text-fg">{order.guildId}</dd>
          <dt className="text-muted">Invite</dt>
          <dd className="break-all text-fg">
            {invite ? (
              <NewTabLink href={invite} className="text-accent hover:underline">
                {order.invite}
              </NewTabLink>
            ) : (
              order.invite || "—"
            )}
          </dd>
          <dt className="text-muted">Stock Type</dt>
          <dd className="text-fg">{formatStockName(order.stock)}</dd>
          <dt className="text-muted">BB Guild ID</dt>
          <dd className="font-mono break-all text-fg">{order.BBGuildID || "—"}</dd>
          {invoiceId ? (
            <>
              <dt className="text-muted">Storefront Invoice</dt>
              <dd className="font-mono break-all text-fg">{invoiceId}</dd>
            </>
          ) : null}
        </dl>
      </DialogSection>

      <DialogSection id="order-actions-title" title="Quick Actions">
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
      </DialogSection>

      {tokenLists.map((list) =>
        list.tokens.length > 0 ? (
          <TokenList
            key={list.tone}
            {...list}
            onCopied={onCopied}
            onCopyFailed={onCopyFailed}
            defaultRevealed={tokensRevealed}
          />
        ) : null,
      )}
    </>
  );
}
