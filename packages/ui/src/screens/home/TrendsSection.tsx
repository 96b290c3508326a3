import { formatNumber } from "@boostdash/api-client/core/format";
import type { Runway, TrendDay, Trends } from "@boostdash/api-client/insights/contract";
import {
  daySuccessRate,
  runwayText,
  TREND_RANGES,
  type TrendRange,
} from "@boostdash/api-client/insights/rules";
import { rateTone } from "@boostdash/api-client/orders/rules";
import { ChartColumn, Package, Table2 } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardHeader, CardHeading, CardIconHeader } from "../../primitives/Card";
import { LoadingState } from "../../primitives/LoadingState";
import { rangeLabel, trendsText } from "./trendsText";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** 'Jan 15' of a 'YYYY-MM-DD' (UTC) day, without Intl (the same on every machine). */
export function dayLabel(date: string): string {
  const [, m = "1", d = "1"] = date.split("-");
  return `${MONTHS[Number(m) - 1]} ${Number(d)}`;
}

const TIER_NAMES = {
  oneMonthNitroTokens: "1 Month Nitro",
  oneMonthServerBoosts: "1 Month Boosts",
  threeMonthNitroTokens: "3 Month Nitro",
  threeMonthServerBoosts: "3 Month Boosts",
} as const;

const RATE_COLOURS = { success: "text-success", warning: "text-warning", danger: "text-danger" } as const;

export interface TrendsSectionProps {
  status: "loading" | "ready" | "error";
  trends?: Trends;
  range: TrendRange;
  onRangeChange: (range: TrendRange) => void;
  /** Show the table instead of the charts at first (stories). */
  initialView?: "charts" | "table";
}

/**
 * Home's trends (docs/product.md#trends): orders and boosts delivered per day and the day's success rate over 7, 30
 * or 90 days, drawn as plain SVG (docs/decisions.md#home-trends), and each stock tier's runway. The charts are
 * pictures for the eye; the same numbers are a table for screen readers (always in the page) and for anyone who
 * picks 'Show as table'.
 */
export function TrendsSection({
  status,
  trends,
  range,
  onRangeChange,
  initialView = "charts",
}: TrendsSectionProps) {
  const [view, setView] = useState(initialView);
  const titleId = useId();
  const days = trends?.days ?? [];
  const empty = days.every((d) => d.orders === 0);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex items-start gap-3">
            <CardHeading
              icon={<ChartColumn />}
              title={trendsText.title}
              titleId={titleId}
              description={trendsText.description}
            />
          </div>
          <fieldset className="flex rounded-md border border-border p-0.5">
            <legend className="sr-only">Days shown</legend>
            {TREND_RANGES.map((r) => (
              <Button
                key={r}
                type="button"
                size="sm"
                variant={r === range ? "primary" : "ghost"}
                aria-pressed={r === range}
                onClick={() => onRangeChange(r)}
              >
                {rangeLabel(r)}
              </Button>
            ))}
          </fieldset>
        </CardHeader>
        <CardContent className="flex flex-col gap-5 pt-4">
          {status === "loading" || (status === "ready" && !trends) ? (
            <LoadingState text={trendsText.loading} className="min-h-48" />
          ) : status === "error" || !trends ? (
            <p className="text-sm text-muted">{trendsText.failed}</p>
          ) : empty ? (
            <div className="flex min-h-32 flex-col items-center justify-center gap-1 text-center">
              <p className="font-medium">{trendsText.empty}</p>
              <p className="text-sm text-muted">{trendsText.emptyHint}</p>
            </div>
          ) : (
            <>
              <div
                className={cn("grid gap-5 lg:grid-cols-3", view === "table" && "hidden")}
                aria-hidden="true"
              >
                <BarChart
                  title="Orders"
                  days={days}
                  value={(d) => d.orders}
                  colour="text-accent"
                  summary={(total) => `${formatNumber(total)} in ${range} days`}
                />
                <BarChart
                  title="Boosts delivered"
                  days={days}
                  value={(d) => d.boostsDelivered}
                  colour="text-success"
                  summary={(total) => `${formatNumber(total)} in ${range} days`}
                />
                <RateChart days={days} />
              </div>
              <TrendsTable days={days} visible={view === "table"} />
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-pressed={view === "table"}
                  onClick={() => setView((v) => (v === "table" ? "charts" : "table"))}
                >
                  <Table2 aria-hidden="true" />
                  {trendsText.showTable}
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
      {trends ? <RunwayCard runway={trends.runway} /> : null}
    </section>
  );
}

const W = 300;
const H = 120;

function ChartFrame({
  title,
  summary,
  first,
  last,
  max,
  children,
}: {
  title: string;
  summary: string;
  first: string;
  last: string;
  max: string;
  children: React.ReactNode;
}) {
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium">{title}</span>
        <span className="text-xs text-muted tabular-nums">{summary}</span>
      </figcaption>
      <div className="relative">
        <span className="absolute top-0 left-0 text-[11px] text-muted tabular-nums">{max}</span>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="h-32 w-full overflow-visible border-b border-border"
          role="presentation"
        >
          {children}
        </svg>
      </div>
      <div className="flex justify-between text-[11px] text-muted tabular-nums">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </figure>
  );
}

function BarChart({
  title,
  days,
  value,
  colour,
  summary,
}: {
  title: string;
  days: readonly TrendDay[];
  value: (d: TrendDay) => number;
  colour: string;
  summary: (total: number) => string;
}) {
  const values = days.map(value);
  const max = Math.max(1, ...values);
  const slot = W / days.length;
  const gap = days.length > 40 ? 0.5 : Math.min(4, slot * 0.25);
  return (
    <ChartFrame
      title={title}
      summary={summary(values.reduce((a, b) => a + b, 0))}
      first={dayLabel(days[0]?.date ?? "")}
      last={dayLabel(days.at(-1)?.date ?? "")}
      max={formatNumber(max)}
    >
      <g className={colour} fill="currentColor">
        {values.map((v, i) => {
          const h = v === 0 ? 0 : Math.max(2, (v / max) * (H - 16));
          return (
            <rect
              key={days[i]?.date}
              x={i * slot + gap / 2}
              y={H - h}
              width={Math.max(0.5, slot - gap)}
              height={h}
              rx={slot > 6 ? 1.5 : 0}
            >
              <title>{`${dayLabel(days[i]?.date ?? "")}: ${formatNumber(v)}`}</title>
            </rect>
          );
        })}
      </g>
    </ChartFrame>
  );
}

function RateChart({ days }: { days: readonly TrendDay[] }) {
  const rates = days.map(daySuccessRate);
  const slot = W / days.length;
  const x = (i: number) => i * slot + slot / 2;
  const y = (r: number) => H - 4 - (r / 100) * (H - 20);
  // The line breaks over days without finished orders: no rate is not a rate of 0.
  const segments: string[] = [];
  let current: string[] = [];
  rates.forEach((r, i) => {
    if (r === null) {
      if (current.length) segments.push(current.join(" "));
      current = [];
    } else current.push(`${x(i).toFixed(1)},${y(r).toFixed(1)}`);
  });
  if (current.length) segments.push(current.join(" "));
  const measured = rates.filter((r): r is number => r !== null);
  const finished = days.reduce((n, d) => n + d.finishedBoostsRequested, 0);
  const delivered = days.reduce((n, d) => n + d.finishedBoostsDelivered, 0);
  const overall = finished > 0 ? Math.min(100, Math.round((delivered / finished) * 100)) : null;
  return (
    <ChartFrame
      title="Success rate"
      summary={overall === null ? "no finished orders" : `${overall}% overall`}
      first={dayLabel(days[0]?.date ?? "")}
      last={dayLabel(days.at(-1)?.date ?? "")}
      max="100%"
    >
      <line
        x1={0}
        x2={W}
        y1={y(90)}
        y2={y(90)}
        className="text-border"
        stroke="currentColor"
        strokeDasharray="3 3"
        vectorEffect="non-scaling-stroke"
      />
      {segments.map((points) => (
        <polyline
          key={points}
          points={points}
          fill="none"
          className="text-info"
          stroke="currentColor"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          strokeLinejoin="round"
        />
      ))}
      {measured.length > 0
        ? rates.map((r, i) =>
            r === null || (days.length > 31 && r >= 50) ? null : (
              <circle
                key={days[i]?.date}
                cx={x(i)}
                cy={y(r)}
                r={days.length > 31 ? 2.5 : 3.5}
                className={RATE_COLOURS[rateTone(r)]}
                fill="currentColor"
                vectorEffect="non-scaling-stroke"
              >
                <title>{`${dayLabel(days[i]?.date ?? "")}: ${r}%`}</title>
              </circle>
            ),
          )
        : null}
    </ChartFrame>
  );
}

/** The charts' numbers, day by day: always read by screen readers, shown on demand. */
function TrendsTable({ days, visible }: { days: readonly TrendDay[]; visible: boolean }) {
  return (
    // Focusable while shown, so a keyboard can scroll it.
    <section
      tabIndex={visible ? 0 : -1}
      aria-label="Trends by day"
      className={visible ? "max-h-96 overflow-auto rounded-md" : "sr-only"}
    >
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">Orders, boosts delivered and success rate per day</caption>
        <thead className="sticky top-0 bg-surface text-xs text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Day
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Orders
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Boosts delivered
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Success rate
            </th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((d) => {
            const rate = daySuccessRate(d);
            return (
              <tr key={d.date} className="border-t border-border">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {dayLabel(d.date)}
                </th>
                <td className="py-1.5 pr-3 text-right">{formatNumber(d.orders)}</td>
                <td className="py-1.5 pr-3 text-right">{formatNumber(d.boostsDelivered)}</td>
                <td className="py-1.5 text-right">{rate === null ? "—" : `${rate}%`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function RunwayCard({ runway }: { runway: readonly Runway[] }) {
  return (
    <Card>
      <CardIconHeader
        icon={<Package />}
        title={trendsText.runwayTitle}
        description={trendsText.runwayDescription}
      />
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {runway.map((r) => {
            const tone =
              r.stock <= 0
                ? "text-danger"
                : r.daysLeft !== null && r.daysLeft < 7
                  ? "text-warning"
                  : "text-muted";
            return (
              <li key={r.tier} className="flex flex-col gap-0.5 rounded-lg border border-border p-3">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="text-sm font-medium">{TIER_NAMES[r.tier]}</span>
                  <span className="text-sm tabular-nums">{formatNumber(r.stock)} in stock</span>
                </span>
                <span className={cn("text-xs", tone)}>{runwayText(r.stock, r.daysLeft)}</span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
