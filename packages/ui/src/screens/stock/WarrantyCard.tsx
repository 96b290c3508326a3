import { formatStockName } from "@boostdash/api-client/orders/rules";
import type { WarrantyPolicyBody } from "@boostdash/api-client/replacements/contract";
import { type ApprovalMode, defaultPolicy, MAX_WINDOW_DAYS } from "@boostdash/api-client/replacements/rules";
import { approvalModeLabels } from "@boostdash/api-client/replacements/texts";
import { ShieldCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardIconHeader } from "../../primitives/Card";
import { Input } from "../../primitives/Input";
import { Label } from "../../primitives/Label";
import { Select } from "../../primitives/Select";

/** The card's words (docs/decisions.md#replacements-the-sellers-screens). */
export const warrantyText = {
  title: "Warranty",
  description:
    "Replacements per stock type: how long after delivery a customer may ask, how much of an order may be replaced, and who approves.",
  window: "Window (days)",
  share: "Most replaced (% of order)",
  approval: "Approval",
  save: "Save Warranty",
  windowInvalid: `A whole number of days, 0 to ${MAX_WINDOW_DAYS} (0: no warranty)`,
  shareInvalid: "A whole percent, 0 to 100",
  saved: "Warranty saved",
  saveFailed: "Failed to save the warranty",
} as const;

/** 'Default: 15 days, 100 %, the seller approves'. */
export function defaultPolicyText(stock: string): string {
  const d = defaultPolicy(stock);
  return `Default: ${d.windowDays} days, ${d.maxSharePercent} %, ${d.approval === "seller" ? "the seller approves" : "the bot may re-deliver"}`;
}

interface Row {
  stock: WarrantyPolicyBody["stock"];
  windowDays: string;
  maxSharePercent: string;
  approval: ApprovalMode;
}

const toRows = (policies: readonly WarrantyPolicyBody[]): Row[] =>
  policies.map((p) => ({
    stock: p.stock,
    windowDays: String(p.windowDays),
    maxSharePercent: String(p.maxSharePercent),
    approval: p.approval,
  }));

/** A whole number from 0 to `max` as typed, or null. */
function wholeUpTo(text: string, max: number): number | null {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n <= max ? n : null;
}

export interface WarrantyCardProps {
  /** The policy of each stock file, as the server has it (defaults where none is saved). */
  policies: readonly WarrantyPolicyBody[];
  saving: boolean;
  /**
   * The changed policies only; the card keeps what was typed until the server's answer replaces it. Absent for a
   * role that reads the policies only: they are listed, not editable.
   */
  onSave?: (policies: WarrantyPolicyBody[]) => void;
}

/** 'Window 15 days · up to 100 % · the seller approves': one stock type's policy, read-only. */
export function policyText(policy: WarrantyPolicyBody): string {
  return `Window ${policy.windowDays} days · up to ${policy.maxSharePercent} % · ${
    policy.approval === "seller" ? "the seller approves" : "the bot may re-deliver"
  }`;
}

const approvalOptions = (Object.keys(approvalModeLabels) as ApprovalMode[]).map((value) => ({
  value,
  label: approvalModeLabels[value],
}));

/**
 * Each stock type's warranty beside its stock (docs/decisions.md#replacements): the window in days, the share of
 * an order that may be replaced, and whether the seller approves each request or the bot may. Save sends only the
 * stock types that changed.
 */
export function WarrantyCard({ policies, saving, onSave }: WarrantyCardProps) {
  const id = useId();
  if (!onSave) return <WarrantyList policies={policies} />;
  return <WarrantyForm policies={policies} saving={saving} onSave={onSave} id={id} />;
}

function WarrantyList({ policies }: { policies: readonly WarrantyPolicyBody[] }) {
  return (
    <Card>
      <CardIconHeader
        icon={<ShieldCheck />}
        tone="success"
        title={warrantyText.title}
        description={warrantyText.description}
      />
      <CardContent>
        <ul className="flex flex-col gap-2">
          {policies.map((policy) => (
            <li
              key={policy.stock}
              className="flex flex-col gap-0.5 rounded-lg border border-border bg-surface-2 p-3 sm:flex-row sm:justify-between"
              data-testid="warranty-row"
            >
              <span className="text-sm font-semibold text-fg">{formatStockName(policy.stock)}</span>
              <span className="text-sm text-muted">{policyText(policy)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * A row's whole-number field: its label is a column head on a wide screen (read by assistive tech only), its error
 * the row's line `<id>-error`.
 */
function NumberField({
  id,
  label,
  value,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="sm:sr-only">
        {label}
      </Label>
      <Input
        id={id}
        inputMode="numeric"
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="tabular-nums"
      />
    </div>
  );
}

function WarrantyForm({
  policies,
  saving,
  onSave,
  id,
}: Required<Pick<WarrantyCardProps, "onSave">> & WarrantyCardProps & { id: string }) {
  const [rows, setRows] = useState(() => toRows(policies));
  const [base, setBase] = useState(policies);
  // The server's answer (a save): the fields follow it.
  if (base !== policies) {
    setBase(policies);
    setRows(toRows(policies));
  }
  const checked = rows.map((row) => ({
    row,
    windowDays: wholeUpTo(row.windowDays, MAX_WINDOW_DAYS),
    maxSharePercent: wholeUpTo(row.maxSharePercent, 100),
  }));
  const invalid = checked.some((c) => c.windowDays === null || c.maxSharePercent === null);
  const changed: WarrantyPolicyBody[] = [];
  for (const c of checked) {
    const was = policies.find((p) => p.stock === c.row.stock);
    if (c.windowDays === null || c.maxSharePercent === null) continue;
    const next = {
      stock: c.row.stock,
      windowDays: c.windowDays,
      maxSharePercent: c.maxSharePercent,
      approval: c.row.approval,
    };
    if (
      !was ||
      was.windowDays !== next.windowDays ||
      was.maxSharePercent !== next.maxSharePercent ||
      was.approval !== next.approval
    )
      changed.push(next);
  }
  const set = (stock: string, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.stock === stock ? { ...r, ...change } : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || changed.length === 0 || saving) return;
    onSave(changed);
  };

  return (
    <Card>
      <CardIconHeader
        icon={<ShieldCheck />}
        tone="success"
        title={warrantyText.title}
        titleId={`${id}-title`}
        description={warrantyText.description}
      />
      <CardContent>
        <form aria-labelledby={`${id}-title`} onSubmit={submit} noValidate className="flex flex-col gap-4">
          {/* Column heads for the wide layout; each field keeps its own label for assistive tech and phones. */}
          <div
            aria-hidden="true"
            className="hidden gap-3 px-3 text-xs font-medium text-muted sm:grid sm:grid-cols-[minmax(0,1fr)_7rem_7rem_17rem]"
          >
            <span>Stock type</span>
            <span>{warrantyText.window}</span>
            <span>{warrantyText.share}</span>
            <span>{warrantyText.approval}</span>
          </div>
          {checked.map(({ row, windowDays, maxSharePercent }) => {
            const rowId = `${id}-${row.stock}`;
            const name = formatStockName(row.stock);
            return (
              <fieldset
                key={row.stock}
                aria-labelledby={`${rowId}-name`}
                className="m-0 grid min-w-0 gap-x-3 gap-y-2 rounded-lg border border-border bg-surface-2 p-3 sm:grid-cols-[minmax(0,1fr)_7rem_7rem_17rem] sm:items-center"
                data-testid="warranty-row"
              >
                <div className="flex flex-col">
                  <span id={`${rowId}-name`} className="text-sm font-semibold text-fg">
                    {name}
                  </span>
                  <span className="text-xs text-muted">{defaultPolicyText(row.stock)}</span>
                </div>
                <NumberField
                  id={`${rowId}-window`}
                  label={warrantyText.window}
                  value={row.windowDays}
                  invalid={windowDays === null}
                  onChange={(windowDays) => set(row.stock, { windowDays })}
                />
                <NumberField
                  id={`${rowId}-share`}
                  label={warrantyText.share}
                  value={row.maxSharePercent}
                  invalid={maxSharePercent === null}
                  onChange={(maxSharePercent) => set(row.stock, { maxSharePercent })}
                />
                <Select
                  aria-label={warrantyText.approval}
                  id={`${rowId}-approval`}
                  value={row.approval}
                  options={approvalOptions}
                  onValueChange={(value) => {
                    if (value === "seller" || value === "bot") set(row.stock, { approval: value });
                  }}
                />
                {windowDays === null || maxSharePercent === null ? (
                  <div className="flex flex-col gap-0.5 text-xs font-medium text-danger sm:col-span-4">
                    {windowDays === null ? (
                      <p id={`${rowId}-window-error`}>{warrantyText.windowInvalid}</p>
                    ) : null}
                    {maxSharePercent === null ? (
                      <p id={`${rowId}-share-error`}>{warrantyText.shareInvalid}</p>
                    ) : null}
                  </div>
                ) : null}
              </fieldset>
            );
          })}
          <div className="flex justify-end">
            <Button
              type="submit"
              busy={saving}
              busyLabel="Saving..."
              disabled={changed.length === 0 || invalid}
            >
              {warrantyText.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
