import { formatShortTimestamp } from "@boostdash/api-client/core/format";
import type { Delivery } from "@boostdash/api-client/notifications/contract";
import { eventLabels } from "@boostdash/api-client/notifications/texts";
import { History } from "lucide-react";
import { Badge } from "../../primitives/Badge";
import { Card, CardContent, CardIconHeader } from "../../primitives/Card";
import { deliveryStatusLabels } from "./notificationsText";

const TONES = { sent: "success", pending: "warning", failed: "danger" } as const;
/** The table's headings; each but the last keeps a gap to its right, as its cells do. */
const COLUMNS = ["Time", "Event", "Target", "Status", "Next try"];

export interface DeliveryLogProps {
  deliveries: readonly Delivery[];
  /** Stories fix it ("UTC"); the app leaves the viewer's. */
  timeZone?: string;
}

/**
 * The newest deliveries as a table (time, event, target, status with the answer's code, next try). On a phone the
 * table scrolls sideways inside its card rather than squeezing the columns.
 */
export function DeliveryLog({ deliveries, timeZone }: DeliveryLogProps) {
  const time = (iso: string) => formatShortTimestamp(iso, { timeZone });
  return (
    <Card className="max-w-3xl">
      <CardIconHeader
        icon={<History />}
        title="Delivery log"
        description="The newest 20 deliveries; each is tried up to 5 times over about an hour"
      />
      <CardContent>
        {deliveries.length === 0 ? (
          <p className="text-sm text-muted">No deliveries yet</p>
        ) : (
          // Focusable so a keyboard can scroll it sideways on a phone.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keys
          <section tabIndex={0} aria-label="Deliveries" className="overflow-x-auto rounded-md">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-xs text-muted">
                <tr>
                  {COLUMNS.map((column, i) => (
                    <th
                      key={column}
                      scope="col"
                      className={i < COLUMNS.length - 1 ? "py-2 pr-3 font-medium" : "py-2 font-medium"}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {deliveries.map((d) => (
                  <tr key={d.id} className="border-t border-border align-top">
                    <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{time(d.createdAt)}</td>
                    <td className="py-2 pr-3">{eventLabels[d.event]}</td>
                    <td className="py-2 pr-3">{d.target === "discord" ? "Discord" : "Endpoint"}</td>
                    <td className="py-2 pr-3">
                      <div className="flex flex-col items-start gap-1">
                        <Badge tone={TONES[d.status]}>
                          {d.status === "pending" && d.attempts === 0
                            ? deliveryStatusLabels.queued
                            : deliveryStatusLabels[d.status]}
                          {d.statusCode !== null ? ` · ${d.statusCode}` : ""}
                        </Badge>
                        {d.error ? <span className="text-xs text-muted">{d.error}</span> : null}
                      </div>
                    </td>
                    <td className="py-2 whitespace-nowrap tabular-nums">
                      {d.nextAttemptAt ? time(d.nextAttemptAt) : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
