/**
 * Replacements under warranty on the customer's order status page (docs/decisions.md#replacements-the-customers-screens):
 * the policy in force, then what the customer may do now (open the request form, or why not), and the request's
 * stages as steps of the order's own timeline.
 */
import { formatDateTime, formatNumber } from "@boostdash/api-client/core/format";
import type { PublicOrderStatus, PublicReplacement } from "@boostdash/api-client/public/contract";
import type { PublicMessages } from "@boostdash/api-client/public/i18n/en";
import { daysIn, fill, percentIn } from "@boostdash/api-client/public/i18n/format";
import { publicPageHref } from "@boostdash/api-client/public/pages";
import { ShieldCheck } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "../../primitives/Button";
import type { TimelineStep } from "../orders/OrderTimeline";
import { usePublicText } from "./publicText";

type ReplacementWords = PublicMessages["replacement"];

export interface WarrantySectionProps {
  order: PublicOrderStatus;
  /** The reader's zone; absent (the server's render) the window's end is left out, its line kept. */
  timeZone?: string | undefined;
  /** The language for Intl ("en-US", "de"). */
  locale: string;
  /**
   * The request form, once the customer opens it (the app's own chunk, so its code loads only then); `close` folds
   * it away after a request is sent or the customer cancels.
   */
  replacementForm?: ((close: () => void) => ReactNode) | undefined;
}

/** The order's replacement request as further steps of its timeline: asked, decided, delivered (or declined). */
export function replacementSteps(
  order: Pick<PublicOrderStatus, "guildId" | "replacement">,
  m: ReplacementWords,
  locale: string,
): TimelineStep[] {
  const r = order.replacement;
  if (!r) return [];
  const count = (n: number) => formatNumber(n, { locale });
  const asked: TimelineStep = {
    key: "replacement-requested",
    label: m.requested,
    at: r.requestedAt,
    state: "done",
    detail: fill(m.askedFor, { amount: count(r.amount) }),
  };
  if (r.stage === "declined") {
    return [
      asked,
      {
        key: "replacement-declined",
        label: m.declined,
        at: r.decidedAt,
        state: "done",
        refused: true,
        detail: r.reason ? fill(m.reason, { reason: r.reason }) : undefined,
      },
    ];
  }
  const decided = r.stage !== "requested";
  return [
    asked,
    {
      key: "replacement-approved",
      label: m.approved,
      at: r.decidedAt,
      state: decided ? "done" : "current",
      detail: decided ? approvedDetail(order.guildId, r, m, count) : undefined,
    },
    {
      key: "replacement-delivered",
      label: r.stage === "delivering" ? m.delivering : m.delivered,
      at: r.deliveredAt,
      state: r.stage === "delivered" ? "done" : decided ? "current" : "upcoming",
      turning: r.stage === "delivering",
    },
  ];
}

function approvedDetail(
  guildId: string,
  r: PublicReplacement,
  m: ReplacementWords,
  count: (n: number) => string,
): ReactNode {
  const amount = fill(m.approvedFor, { amount: count(r.approvedAmount ?? r.amount) });
  if (!r.orderId) return amount;
  return (
    <>
      {amount}
      {" · "}
      <a
        href={publicPageHref("orderStatus", { guildId, orderId: r.orderId })}
        className="font-medium text-accent underline underline-offset-2"
      >
        {fill(m.order, { orderId: r.orderId })}
      </a>
    </>
  );
}

/** The policy in force and what the customer may do under it now; nothing for a server from before replacements. */
export function WarrantySection({ order, timeZone, locale, replacementForm }: WarrantySectionProps) {
  const { messages } = usePublicText();
  const m = messages.replacement;
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const warranty = order.warranty;
  if (!warranty) return null;

  const { reason } = warranty;
  const covered = warranty.windowDays > 0 && reason !== "replacement";
  const waiting = order.replacement?.stage === "requested";
  const ended = warranty.until !== null && reason === "windowClosed";
  return (
    <section
      aria-labelledby={headingId}
      data-testid="warranty"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2/60 p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-fg">
        <ShieldCheck aria-hidden="true" className="size-4 text-muted" />
        {m.heading}
      </h2>
      {covered ? (
        <p className="text-sm text-fg" data-testid="warranty-policy">
          {/* One text, so the server's markup carries the sentence whole. */}
          {`${fill(m.policy, {
            days: daysIn(warranty.windowDays, locale),
            share: percentIn(warranty.maxSharePercent, locale),
          })} ${warranty.approval === "bot" ? m.approvalBot : m.approvalSeller}`}
        </p>
      ) : null}
      {covered && warranty.until ? (
        // The line is kept while the zone is unknown, so the date appears without moving anything.
        <p className="h-5 text-sm text-muted tabular-nums" data-testid="warranty-until">
          {timeZone === undefined ? null : (
            <time dateTime={warranty.until}>
              {fill(ended ? m.ended : m.until, {
                date: formatDateTime(warranty.until, { timeZone, locale }),
              })}
            </time>
          )}
        </p>
      ) : null}
      {waiting ? (
        <p className="text-sm text-muted" data-testid="warranty-state">
          {m.waiting}
        </p>
      ) : reason === "replacement" ? (
        <p className="flex flex-col gap-1 text-sm text-muted" data-testid="warranty-state">
          <span>{m.replacement}</span>
          {order.replacementOf ? (
            <a
              href={publicPageHref("orderStatus", { guildId: order.guildId, orderId: order.replacementOf })}
              className="self-start font-medium text-accent underline underline-offset-2"
            >
              {fill(m.original, { orderId: order.replacementOf })}
            </a>
          ) : null}
        </p>
      ) : reason !== null ? (
        <p className="text-sm text-muted" data-testid="warranty-state">
          {m[reason]}
        </p>
      ) : open && replacementForm ? (
        replacementForm(() => setOpen(false))
      ) : (
        <Button
          variant="secondary"
          className="h-auto min-h-10 self-start whitespace-normal py-2 text-left"
          onClick={() => setOpen(true)}
        >
          {m.open}
        </Button>
      )}
    </section>
  );
}
