import type { IntakeDelivery, IntakeMapping } from "@boostdash/api-client/intake/model";
import { FlaskConical, Send } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardIconHeader } from "../../primitives/Card";
import { Select } from "../../primitives/Select";
import { intakeText, platformLabel, resultOf } from "./intakeText";

export interface TestDeliveryCardProps {
  /** The saved mapping of the platforms that are set up: what a test can buy. */
  products: readonly IntakeMapping[];
  testing: boolean;
  /** The last test's delivery on this visit. */
  result?: IntakeDelivery | null;
  onSendTest: (product: Pick<IntakeMapping, "platform" | "productId">) => void;
}

const optionValue = (m: Pick<IntakeMapping, "platform" | "productId">) => `${m.platform}:${m.productId}`;

/** 'Send a test delivery': a signed sample purchase of one mapped product, run end to end, and what came of it. */
export function TestDeliveryCard({ products, testing, result, onSendTest }: TestDeliveryCardProps) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const selected = products.find((p) => optionValue(p) === chosen) ?? products[0];
  const outcome = result ? resultOf(result.result) : null;
  return (
    <Card>
      <CardIconHeader
        icon={<FlaskConical />}
        title={intakeText.testTitle}
        description={intakeText.testDescription}
      />
      <CardContent className="flex flex-col gap-4">
        {products.length === 0 ? (
          <p className="text-sm text-muted">{intakeText.testNeedsPlatform}</p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <Select
              label="Product"
              className="min-w-56 flex-1 sm:max-w-sm"
              value={selected ? optionValue(selected) : undefined}
              onValueChange={setChosen}
              options={products.map((p) => ({
                value: optionValue(p),
                label: `${platformLabel(p.platform)} · ${p.productId}`,
              }))}
            />
            <Button
              busy={testing}
              busyLabel={intakeText.testBusy}
              onClick={() => (selected ? onSendTest(selected) : undefined)}
            >
              <Send aria-hidden="true" />
              {intakeText.testButton}
            </Button>
          </div>
        )}
        {result && outcome ? (
          <section
            aria-label="Test result"
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface-2 p-4"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="info">{intakeText.testBadge}</Badge>
              <Badge tone={outcome.tone} icon={<outcome.icon />}>
                {outcome.label}
              </Badge>
              <span className="text-sm text-muted">
                {platformLabel(result.platform)} · <span className="font-mono">{result.productId}</span>
              </span>
            </div>
            <p className="text-sm text-fg">{outcome.detail(result)}</p>
            {result.answer ? (
              <div className="flex flex-col gap-1">
                <p className="text-xs text-muted">Your customer would see:</p>
                <blockquote className="rounded-md border border-border bg-surface px-3 py-2 text-sm text-fg">
                  {result.answer}
                </blockquote>
              </div>
            ) : null}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
