import type { IntakeMapping, IntakePlatform } from "@boostdash/api-client/intake/model";
import { formatStockName } from "@boostdash/api-client/orders/rules";
import { STOCK_FILES } from "@boostdash/api-client/stock/keyRules";
import { PackagePlus, Plus, Trash2, TriangleAlert } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardFooter, CardIconHeader } from "../../primitives/Card";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { Notice } from "../../primitives/Notice";
import { Select } from "../../primitives/Select";
import { intakeText, platformLabel } from "./intakeText";
import { blankRow, type MappingErrors, type MappingRow, sameRows, toRows, validateRows } from "./mappingForm";

export type MappingSaveStatus = "idle" | "saving" | "saved" | "error";

export interface MappingEditorProps {
  mappings: readonly IntakeMapping[];
  /** The platforms a product can be mapped on: every one, set up or not, so the mapping can come first. */
  platforms: readonly IntakePlatform[];
  saveStatus: MappingSaveStatus;
  saveError?: string | null;
  onSave: (mappings: IntakeMapping[]) => void;
}

const stockOptions = STOCK_FILES.map((s) => ({ value: s, label: formatStockName(s) }));

/**
 * 'Product mapping': each storefront product (or variant) id, the stock it takes and how much, and the name of the
 * checkout field that holds the buyer's invite. Checked here as the server checks it, so most mistakes are shown
 * beside their field before a save.
 */
export function MappingEditor({ mappings, platforms, saveStatus, saveError, onSave }: MappingEditorProps) {
  const [rows, setRows] = useState(() => toRows(mappings));
  const [errors, setErrors] = useState<MappingErrors>({});
  // The rows follow the saved mapping when it changes (a save answered), unless the seller typed since.
  const [saved, setSaved] = useState(mappings);
  if (saved !== mappings) {
    setSaved(mappings);
    if (sameRows(rows, toRows(saved)) || saveStatus !== "idle") setRows(toRows(mappings));
  }
  const dirty = !sameRows(rows, toRows(mappings));
  const saving = saveStatus === "saving";
  const platformOptions = platforms.map((p) => ({ value: p, label: platformLabel(p) }));

  const change = (key: string, patch: Partial<MappingRow>) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRows(rows);
    setErrors(result.errors);
    if (result.ok) onSave(result.mappings);
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} aria-label={intakeText.mappingTitle}>
        <CardIconHeader
          icon={<PackagePlus />}
          title={intakeText.mappingTitle}
          description={intakeText.mappingDescription}
        />
        <CardContent className="flex flex-col gap-3">
          {rows.length === 0 ? (
            <div className="rounded-lg border border-dashed border-border px-4 py-6 text-center">
              <p className="text-sm font-medium text-fg">{intakeText.noMappings}</p>
              <p className="mt-1 text-sm text-muted">{intakeText.noMappingsHint}</p>
            </div>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Mapped products">
              {rows.map((row, i) => {
                const e = errors[row.key] ?? {};
                const n = i + 1;
                return (
                  <li
                    key={row.key}
                    data-testid="mapping-row"
                    className="grid grid-cols-2 items-start gap-3 rounded-lg border border-border bg-surface-2/50 p-3 lg:grid-cols-[9rem_minmax(0,1fr)_11rem_6rem_minmax(0,1fr)_auto]"
                  >
                    <Select
                      label="Platform"
                      value={row.platform}
                      options={platformOptions}
                      onValueChange={(v) => change(row.key, { platform: v as IntakePlatform })}
                    />
                    <Field
                      label="Product or variant ID"
                      error={e.productId}
                      className="col-span-2 lg:col-span-1 max-lg:order-first"
                    >
                      {(control) => (
                        <Input
                          {...control}
                          spellCheck={false}
                          autoComplete="off"
                          className="font-mono"
                          value={row.productId}
                          onChange={(ev) => change(row.key, { productId: ev.target.value })}
                        />
                      )}
                    </Field>
                    <Select
                      label="Stock"
                      value={row.stock}
                      options={stockOptions}
                      onValueChange={(v) => change(row.key, { stock: v })}
                    />
                    <Field label="Amount" error={e.amount}>
                      {(control) => (
                        <Input
                          {...control}
                          inputMode="numeric"
                          value={row.amount}
                          onChange={(ev) => change(row.key, { amount: ev.target.value })}
                        />
                      )}
                    </Field>
                    <Field label="Invite field" error={e.inviteField}>
                      {(control) => (
                        <Input
                          {...control}
                          autoComplete="off"
                          value={row.inviteField}
                          onChange={(ev) => change(row.key, { inviteField: ev.target.value })}
                        />
                      )}
                    </Field>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="justify-self-end max-lg:col-span-2 lg:mt-6.5"
                      aria-label={`Remove product ${row.productId.trim() || n}`}
                      title="Remove"
                      onClick={() => {
                        setRows((all) => all.filter((r) => r.key !== row.key));
                        setErrors(({ [row.key]: _, ...rest }) => rest);
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setRows((all) => [...all, blankRow(platforms[0] ?? "sellauth", all)])}
            >
              <Plus aria-hidden="true" />
              {intakeText.addProduct}
            </Button>
          </div>
          {saveStatus === "error" && saveError ? (
            <Notice role="alert" tone="danger" icon={TriangleAlert} title={intakeText.notSaved}>
              <p className="text-fg">{saveError}</p>
            </Notice>
          ) : null}
        </CardContent>
        <CardFooter className="justify-end">
          <p role="status" className="text-xs text-muted">
            {saving
              ? intakeText.saving
              : dirty
                ? intakeText.unsaved
                : saveStatus === "saved"
                  ? intakeText.saved
                  : ""}
          </p>
          <Button type="submit" busy={saving} busyLabel={intakeText.saving} disabled={!dirty && !saving}>
            {intakeText.saveMapping}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
