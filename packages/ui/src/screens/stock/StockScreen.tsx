import { type DateInput, formatNumber, toDate } from "@boostdash/api-client/core/format";
import { formatStockName } from "@boostdash/api-client/orders/rules";
import type { WarrantyPolicyBody } from "@boostdash/api-client/replacements/contract";
import type {
  AddKeysRequest,
  GenerateKeysRequest,
  RedeemKeyRow,
  StockInfo,
  StockUpdate,
} from "@boostdash/api-client/stock/contract";
import { STOCK_FILES } from "@boostdash/api-client/stock/keyRules";
import {
  filterKeys,
  type KeyFilters,
  type KeyStateFilter,
  keysCsv,
  noKeyFilters,
  summarizeKeys,
} from "@boostdash/api-client/stock/rules";
import { CheckCircle2, Download, KeyRound, Plus, Sparkles, Ticket } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { ScreenLayout } from "../../layout/ScreenLayout";
import { CountBadge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { ConfirmDialog } from "../../primitives/ConfirmDialog";
import { type EmptyStateProps, FilteredList } from "../../primitives/EmptyState";
import { SearchInput } from "../../primitives/SearchInput";
import { Select } from "../../primitives/Select";
import { StatCard } from "../../primitives/StatCard";
import { AddKeysDialog } from "./AddKeysDialog";
import { GenerateKeysDialog } from "./GenerateKeysDialog";
import { KeyList } from "./KeyList";
import { StockCountsCard } from "./StockCountsCard";
import { stockStatusTexts } from "./stockText";
import { WarrantyCard } from "./WarrantyCard";

export type { KeyFilters } from "@boostdash/api-client/stock/rules";

export interface KeysCsvFile {
  filename: string;
  csv: string;
  count: number;
}

export interface StockScreenProps {
  status: ScreenStatus;
  stock?: StockInfo;
  /**
   * Every key of the store, newest first; absent for a role without the keys (support, viewer): the screen then
   * shows no key figures, list or key buttons at all.
   */
  keys?: readonly RedeemKeyRow[];
  now: DateInput;
  timeZone?: string;
  filters: KeyFilters;
  onFiltersChange: (filters: KeyFilters) => void;
  savingStock: boolean;
  /** Absent for a role that may read the counts but not change them: the counts are shown read-only. */
  onSaveStock?: (update: StockUpdate) => void;
  adding: boolean;
  onAddKeys: (body: AddKeysRequest) => Promise<boolean>;
  generating: boolean;
  onGenerateKeys: (body: GenerateKeysRequest) => Promise<string[] | undefined>;
  deleting: boolean;
  /** Resolves true once the key is deleted (the dialog then closes). */
  onDeleteKey: (key: string) => Promise<boolean>;
  onExportCsv: (file: KeysCsvFile) => void;
  onDownload: (filename: string, text: string) => void;
  /** The dashboard's link to a used key's order. */
  orderHref: (key: string) => string;
  onRetry: () => void;
  onCopied?: () => void;
  onCopyFailed?: () => void;
  /**
   * Each stock type's warranty (docs/decisions.md#replacements-the-sellers-screens), under the counts; absent until
   * it is loaded.
   */
  warranty?: readonly WarrantyPolicyBody[];
  savingWarranty?: boolean;
  /** Absent for a role that may not change them: the policies are listed read-only. */
  onSaveWarranty?: (policies: WarrantyPolicyBody[]) => void;
  /** Stories: a dialog open from the start. */
  initialDialog?: { add?: string; generated?: readonly string[]; delete?: string };
}

const stateOptions: { value: KeyStateFilter; label: string }[] = [
  { value: "all", label: "All States" },
  { value: "unused", label: "Unused" },
  { value: "used", label: "Used" },
];
const stockFilterOptions = [
  { value: "all", label: "All Stock" },
  ...STOCK_FILES.map((s) => ({ value: s, label: formatStockName(s) })),
];

const noKeys: readonly RedeemKeyRow[] = [];

const noKeysYet: EmptyStateProps = {
  icon: <KeyRound />,
  title: "No redeem keys yet",
  description: "Add the keys you sell, or generate random ones",
};

/** `/dashboard/stock`: the stock counts and the store's redeem keys (docs/product.md#stock-and-keys). */
export function StockScreen({
  status,
  stock,
  keys: keysOrHidden,
  now,
  timeZone,
  filters,
  onFiltersChange,
  savingStock,
  onSaveStock,
  adding,
  onAddKeys,
  generating,
  onGenerateKeys,
  deleting,
  onDeleteKey,
  onExportCsv,
  onDownload,
  orderHref,
  onRetry,
  onCopied,
  onCopyFailed,
  warranty,
  savingWarranty = false,
  onSaveWarranty,
  initialDialog = {},
}: StockScreenProps) {
  const keysShown = keysOrHidden !== undefined;
  const keys = keysOrHidden ?? noKeys;
  const [addOpen, setAddOpen] = useState(initialDialog.add !== undefined);
  const [generateOpen, setGenerateOpen] = useState(initialDialog.generated !== undefined);
  const [deleting_, setDeletingKey] = useState<string | undefined>(initialDialog.delete);
  // Typing stays instant: the list catches up in a deferred render.
  const query = useDeferredValue(filters.query);
  const state = useDeferredValue(filters.state);
  const stockFilter = useDeferredValue(filters.stock);
  const lower = useMemo(() => keys.map((k) => k.key.toLowerCase()), [keys]);
  const existing = useMemo(() => new Set(keys.map((k) => k.key)), [keys]);
  const summary = useMemo(() => summarizeKeys(keys), [keys]);
  const visible = useMemo(
    () => filterKeys(keys, { query, state, stock: stockFilter }, lower),
    [keys, lower, query, state, stockFilter],
  );
  const filtering = filters.query.trim() !== "" || filters.state !== "all" || filters.stock !== "all";

  const exportCsv = () =>
    onExportCsv({
      filename: `redeem-keys-${toDate(now).toISOString().slice(0, 10)}.csv`,
      csv: keysCsv(visible),
      count: visible.length,
    });

  return (
    <ScreenLayout
      status={status}
      title="Stock & Keys"
      subtitle="Your stock counts and the redeem keys customers use"
      badge={
        keysShown ? (
          <CountBadge count={keys.length} noun={["Key", "Keys"]} data-testid="keys-count" />
        ) : undefined
      }
      actions={
        keysShown ? (
          <>
            <Button onClick={() => setAddOpen(true)}>
              <Plus aria-hidden="true" />
              Add Keys
            </Button>
            <Button variant="secondary" onClick={() => setGenerateOpen(true)}>
              <Sparkles aria-hidden="true" />
              Generate
            </Button>
            {keys.length > 0 ? (
              <Button variant="secondary" onClick={exportCsv}>
                <Download aria-hidden="true" />
                Export CSV
              </Button>
            ) : null}
          </>
        ) : undefined
      }
      statusTexts={stockStatusTexts}
      onRetry={onRetry}
    >
      {stock ? <StockCountsCard info={stock} now={now} saving={savingStock} onSave={onSaveStock} /> : null}
      {warranty ? <WarrantyCard policies={warranty} saving={savingWarranty} onSave={onSaveWarranty} /> : null}

      {keysShown ? (
        <>
          <section aria-label="Key counts" className="grid grid-cols-3 gap-3 sm:gap-4">
            <StatCard title="Total Keys" value={summary.total} icon={<KeyRound />} tone="primary" />
            <StatCard title="Unused" value={summary.unused} icon={<Ticket />} tone="success" />
            <StatCard title="Used" value={summary.used} icon={<CheckCircle2 />} tone="info" />
          </section>

          <section aria-labelledby="keys-title" className="flex flex-col gap-4">
            <h2 id="keys-title" className="text-lg font-semibold">
              Redeem Keys
            </h2>
            <div className="grid gap-3 sm:grid-cols-[1fr_12rem_14rem]">
              <SearchInput
                aria-label="Search keys"
                placeholder="Search keys..."
                value={filters.query}
                onChange={(e) => onFiltersChange({ ...filters, query: e.target.value })}
              />
              <Select
                aria-label="Filter by state"
                value={filters.state}
                onValueChange={(v) => onFiltersChange({ ...filters, state: v as KeyStateFilter })}
                options={stateOptions}
              />
              <Select
                aria-label="Filter by stock"
                value={filters.stock}
                onValueChange={(v) => onFiltersChange({ ...filters, stock: v })}
                options={stockFilterOptions}
              />
            </div>
            <FilteredList
              shows={keys.length === 0 ? "empty" : visible.length === 0 ? "no matches" : "list"}
              empty={noKeysYet}
              noMatches="No matching keys"
              onClear={filtering ? () => onFiltersChange(noKeyFilters) : undefined}
            >
              <p className="text-xs text-muted tabular-nums" data-testid="keys-shown">
                {filtering
                  ? `${formatNumber(visible.length)} of ${formatNumber(keys.length)} keys`
                  : `${formatNumber(keys.length)} keys`}
              </p>
              <KeyList
                keys={visible}
                orderHref={orderHref}
                onDelete={setDeletingKey}
                timeZone={timeZone}
                resetKey={`${query}\u0000${state}\u0000${stockFilter}`}
              />
            </FilteredList>
          </section>
        </>
      ) : null}

      <AddKeysDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        existing={existing}
        adding={adding}
        initialText={initialDialog.add}
        onAdd={async (body) => {
          const ok = await onAddKeys(body);
          if (ok) setAddOpen(false);
          return ok;
        }}
      />
      <GenerateKeysDialog
        open={generateOpen}
        onOpenChange={setGenerateOpen}
        generating={generating}
        onGenerate={onGenerateKeys}
        onDownload={onDownload}
        onCopied={onCopied}
        onCopyFailed={onCopyFailed}
        initialKeys={initialDialog.generated}
      />
      <ConfirmDialog
        open={deleting_ !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeletingKey(undefined))}
        title="Delete Redeem Key"
        description={`${deleting_ ?? ""} will stop working: a customer who has it can no longer redeem it.`}
        confirmLabel="Delete Key"
        busyLabel="Deleting..."
        busy={deleting}
        tone="danger"
        onConfirm={async () => {
          if (deleting_ && (await onDeleteKey(deleting_))) setDeletingKey(undefined);
        }}
      />
    </ScreenLayout>
  );
}
