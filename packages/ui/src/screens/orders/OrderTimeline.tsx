import { formatDateTime } from "@boostdash/api-client/core/format";
import { isFinishedStatus, type OrderStatus } from "@boostdash/api-client/orders/statuses";
import { Check, Circle, Loader2, X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** An order's step times (ISO), null or absent until the step happened or when it is unknown. */
export interface OrderStepTimes {
  redeemedAt?: string | null | undefined;
  claimedAt?: string | null | undefined;
  reportedAt?: string | null | undefined;
}

/** The three steps' names: the dashboard's and the customer's own words. */
export interface OrderTimelineLabels {
  redeemed: string;
  claimed: string;
  reported: string;
  /** Shown in place of a time for a step not reached yet. */
  waiting: string;
  /** Shown for a step that happened at an unknown time (an order the bot wrote already finished). */
  unknown: string;
}

export interface OrderTimelineProps {
  status: OrderStatus;
  times: OrderStepTimes;
  labels: OrderTimelineLabels;
  /** The zone the times are written in; absent: the reader's. */
  timeZone?: string | undefined;
  /** The language the times are written in (Intl); absent: en-US. */
  locale?: string | undefined;
  /**
   * Leaves the times out, their line kept so nothing moves when they come: a page rendered on the server does not
   * know its reader's zone until it runs in the browser.
   */
  hideTimes?: boolean;
  /** Steps after the order's own three, on the same line (the customer's replacement request). */
  more?: readonly TimelineStep[];
  className?: string;
}

export type StepState = "done" | "current" | "upcoming";

/** A step after the order's own: its words, its time and how far it is, as the order's steps have them. */
export interface TimelineStep {
  key: string;
  label: string;
  at?: string | null | undefined;
  state: StepState;
  /** Ended the other way (a declined request): drawn in the danger colour with a cross. */
  refused?: boolean;
  /** A current step under way: its icon turns, as a delivering order's does. */
  turning?: boolean;
  /** A line under the time: an amount, the seller's reason, a link. */
  detail?: ReactNode;
}

/** Which steps an order has passed: pending is at the first, processing at the second, a finished one at the end. */
function stepStates(status: OrderStatus): [StepState, StepState, StepState] {
  if (status === "pending") return ["done", "current", "upcoming"];
  if (status === "processing") return ["done", "done", "current"];
  return ["done", "done", "done"];
}

const DOT: Record<StepState, string> = {
  done: "border-success/40 bg-success-bg text-success",
  current: "border-info/40 bg-info-bg text-info",
  upcoming: "border-border bg-surface-2 text-muted",
};
const REFUSED = "border-danger/40 bg-danger-bg text-danger";

/**
 * An order's life as three steps: made (the redeem), claimed by the bot, reported (docs/product.md#order-lifecycle).
 * Every step always takes its two lines, so an update changes words and colours, never the height.
 */
export function OrderTimeline({
  status,
  times,
  labels,
  timeZone,
  locale,
  hideTimes = false,
  more = [],
  className,
}: OrderTimelineProps) {
  const states = stepStates(status);
  const steps: readonly TimelineStep[] = [
    { key: "redeemed", label: labels.redeemed, at: times.redeemedAt, state: states[0] },
    { key: "claimed", label: labels.claimed, at: times.claimedAt, state: states[1] },
    {
      key: "reported",
      label: labels.reported,
      at: times.reportedAt,
      state: states[2],
      turning: status === "processing",
    },
    ...more,
  ];
  return (
    <ol className={cn("flex flex-col", className)} data-testid="order-timeline">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const next = steps[index + 1];
        const turning = step.state === "current" && step.turning === true;
        return (
          <li
            key={step.key}
            className="relative flex gap-3 pb-3 last:pb-0"
            data-step={step.key}
            data-state={step.state}
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-7 bottom-0 left-3 w-px -translate-x-1/2",
                  step.state === "done" && !step.refused && next?.state !== "upcoming"
                    ? "bg-success/40"
                    : "bg-border",
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full border",
                step.refused ? REFUSED : DOT[step.state],
              )}
            >
              {step.refused ? (
                <X className="size-3.5" />
              ) : step.state === "done" ? (
                <Check className="size-3.5" />
              ) : turning ? (
                <Loader2 className="size-3.5 animate-spin" />
              ) : (
                <Circle className="size-2 fill-current" />
              )}
            </span>
            <div className="flex min-w-0 flex-col">
              <span
                className={cn("text-sm font-medium", step.state === "upcoming" ? "text-muted" : "text-fg")}
              >
                {step.label}
              </span>
              <span className="h-4 text-xs leading-4 text-muted tabular-nums">
                {stepTime(step.at, step.state, labels, hideTimes ? null : { timeZone, locale })}
              </span>
              {step.detail ? <span className="text-xs text-muted break-words">{step.detail}</span> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function stepTime(
  at: string | null | undefined,
  state: StepState,
  labels: OrderTimelineLabels,
  zone: { timeZone?: string | undefined; locale?: string | undefined } | null,
) {
  if (state !== "done") return labels.waiting;
  if (!at) return labels.unknown;
  if (zone === null) return null;
  const options = {
    ...(zone.timeZone ? { timeZone: zone.timeZone } : {}),
    ...(zone.locale ? { locale: zone.locale } : {}),
  };
  return <time dateTime={at}>{formatDateTime(at, options)}</time>;
}

/** Whether an order is still on its way: its page keeps asking, its card shows no rate yet. */
export function isUnfinished(status: OrderStatus): boolean {
  return !isFinishedStatus(status);
}
