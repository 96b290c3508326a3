import type { DateInput } from "@boostdash/api-client/core/format";
import { relativeAge } from "@boostdash/api-client/core/time";
import {
  STOCK_FIELDS,
  type StockField,
  type StockInfo,
  type StockUpdate,
} from "@boostdash/api-client/stock/contract";
import { stockFieldLabels } from "@boostdash/api-client/stock/texts";
import { Boxes } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardIconHeader } from "../../primitives/Card";
import { Input } from "../../primitives/Input";
import { Label } from "../../primitives/Label";

export interface StockCountsCardProps {
  info: StockInfo;
  now: DateInput;
  saving: boolean;
  /** Absent for a role that reads the counts only: no fields to change and no Save. */
  onSave?: (update: StockUpdate) => void;
}

/** Under counts a role may read but not change (docs/decisions.md#team-screens). */
export const readOnlyText = "Your role can see these counts but not change them.";

/** 'Changed by the bot 4m ago', 'Changed by you 3h ago', 'Not changed yet'. */
export function changeLabel(change: StockInfo["changes"][StockField], now: DateInput): string {
  if (!change) return "Not changed yet";
  return `Changed by ${change.by === "bot" ? "the bot" : "you"} ${relativeAge(change.at, now)}`;
}

const toText = (stock: StockInfo["stock"]) =>
  Object.fromEntries(STOCK_FIELDS.map((f) => [f, String(stock[f])])) as Record<StockField, string>;

/**
 * The four counts the live stock page shows, each editable (for a store whose bot does not push stock), with who
 * changed it last. Save sends only the counts that changed.
 */
export function StockCountsCard({ info, now, saving, onSave }: StockCountsCardProps) {
  const id = useId();
  const [values, setValues] = useState(() => toText(info.stock));
  const [base, setBase] = useState(info.stock);
  // New counts from the server (a save, the bot): the fields follow unless the seller is editing them.
  if (base !== info.stock) {
    setBase(info.stock);
    setValues(toText(info.stock));
  }
  const parsed = STOCK_FIELDS.map((f) => [f, values[f].trim()] as const);
  const invalid = parsed
    .filter(([, v]) => !/^\d{1,10}$/.test(v) || Number(v) > 2_147_483_647)
    .map(([f]) => f);
  const changed = parsed.filter(([f, v]) => Number(v) !== info.stock[f] && !invalid.includes(f));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!onSave || invalid.length > 0 || changed.length === 0 || saving) return;
    onSave(Object.fromEntries(changed.map(([f, v]) => [f, Number(v)])) as StockUpdate);
  }

  return (
    <Card>
      <CardIconHeader
        icon={<Boxes />}
        tone="primary"
        title="Stock"
        titleId={`${id}-title`}
        description="What the live stock page shows. Your bot's pushes change these too."
      />
      <CardContent>
        <form aria-labelledby={`${id}-title`} onSubmit={submit} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {STOCK_FIELDS.map((f) => (
              <div key={f} className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-${f}`}>{stockFieldLabels[f]}</Label>
                <Input
                  id={`${id}-${f}`}
                  inputMode="numeric"
                  value={values[f]}
                  readOnly={!onSave}
                  aria-invalid={invalid.includes(f) ? true : undefined}
                  aria-describedby={`${id}-${f}-changed`}
                  onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
                  className="tabular-nums"
                />
                <p id={`${id}-${f}-changed`} className="text-xs text-muted">
                  {invalid.includes(f) ? "A whole number, 0 or more" : changeLabel(info.changes[f], now)}
                </p>
              </div>
            ))}
          </div>
          {onSave ? (
            <div className="flex justify-end">
              <Button
                type="submit"
                busy={saving}
                busyLabel="Saving..."
                disabled={changed.length === 0 || invalid.length > 0}
              >
                Save Stock
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted">{readOnlyText}</p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
