import { type DateInput, formatDateTime } from "@boostdash/api-client/core/format";
import { relativeAge } from "@boostdash/api-client/core/time";
import type { IntakeDelivery } from "@boostdash/api-client/intake/model";
import { Inbox, RotateCw } from "lucide-react";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardIconHeader } from "../../primitives/Card";
import { EmptyState } from "../../primitives/EmptyState";
import { intakeText, platformLabel, resultOf } from "./intakeText";

export interface InboundLogProps {
  deliveries: readonly IntakeDelivery[];
  now: DateInput;
  timeZone?: string;
  /** The delivery being delivered again, if any. */
  redeliveringId?: string | null;
  onRedeliver: (id: string) => void;
}

/**
 * The inbound log: each delivery a storefront asked for, with what came of it and the words sent back. A list, not a
 * table, so a phone shows every field without scrolling sideways.
 */
export function InboundLog({ deliveries, now, timeZone, redeliveringId, onRedeliver }: InboundLogProps) {
  return (
    <Card>
      <CardIconHeader icon={<Inbox />} title={intakeText.logTitle} description={intakeText.logDescription} />
      <CardContent>
        {deliveries.length === 0 ? (
          <EmptyState
            icon={<Inbox />}
            title={intakeText.noDeliveries}
            description={intakeText.noDeliveriesHint}
            className="py-8"
          />
        ) : (
          <ul aria-label="Deliveries" className="flex flex-col divide-y divide-border">
            {deliveries.map((d) => {
              const result = resultOf(d.result);
              return (
                <li
                  key={d.id}
                  data-testid="inbound-delivery"
                  className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0"
                >
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                    <Badge tone={result.tone} icon={<result.icon />}>
                      {result.label}
                    </Badge>
                    {d.test ? <Badge tone="info">{intakeText.testBadge}</Badge> : null}
                    <span className="text-sm font-medium text-fg">{platformLabel(d.platform)}</span>
                    <span className="min-w-0 break-all font-mono text-xs text-muted">
                      {d.productId ?? "—"}
                    </span>
                    <time
                      dateTime={d.receivedAt}
                      title={formatDateTime(d.receivedAt, { timeZone })}
                      className="ml-auto text-xs text-muted tabular-nums"
                    >
                      {relativeAge(d.receivedAt, now)}
                    </time>
                  </div>
                  <p className="text-sm text-muted">{result.detail(d)}</p>
                  {d.answer ? (
                    <blockquote className="rounded-md border border-border bg-surface-2 px-3 py-2 text-sm text-fg">
                      <span className="sr-only">Answer sent: </span>
                      {d.answer}
                    </blockquote>
                  ) : null}
                  {d.canRedeliver ? (
                    <div>
                      <Button
                        variant="secondary"
                        size="sm"
                        busy={redeliveringId === d.id}
                        busyLabel={intakeText.delivering}
                        disabled={Boolean(redeliveringId) && redeliveringId !== d.id}
                        onClick={() => onRedeliver(d.id)}
                      >
                        <RotateCw aria-hidden="true" />
                        {intakeText.deliverAgain}
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
