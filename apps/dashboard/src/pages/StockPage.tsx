import { serverMessageOr } from "@boostdash/api-client/core/errors";
import type { WarrantyPolicyBody } from "@boostdash/api-client/replacements/contract";
import { updateWarrantyMutation, warrantyQuery } from "@boostdash/api-client/replacements/queries";
import type { AddKeysRequest, GenerateKeysRequest, StockUpdate } from "@boostdash/api-client/stock/contract";
import {
  addKeysMutation,
  deleteKeysMutation,
  generateKeysMutation,
  keyListQuery,
  stockInfoQuery,
  updateStockMutation,
} from "@boostdash/api-client/stock/queries";
import { noKeyFilters } from "@boostdash/api-client/stock/rules";
import { stockMessages } from "@boostdash/api-client/stock/texts";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { type KeyFilters, StockScreen } from "@boostdash/ui/screens/stock/StockScreen";
import { stockScreenMessages } from "@boostdash/ui/screens/stock/stockText";
import { warrantyText } from "@boostdash/ui/screens/stock/WarrantyCard";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useAccess } from "../auth/access";
import { needsStepUp, useWithStepUp } from "../auth/StepUp";
import { authFailureOf } from "../auth/useAuthRedirect";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { useNow } from "../now";

/** A file download; the BOM makes spreadsheet programs read a CSV as UTF-8. */
function download(filename: string, text: string, type: string, bom = false) {
  const url = URL.createObjectURL(new Blob(bom ? ["\uFEFF", text] : [text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `/dashboard/stock`: stock counts and redeem keys (docs/product.md#stock-and-keys). */
export function StockPage() {
  const now = useNow();
  const access = useAccess();
  // Support and viewers read the counts; the keys (their values) and every change are other roles'.
  const usesKeys = access.can("keys");
  const editsStock = access.can("stock.write");
  const stock = useQuery(stockInfoQuery());
  const keys = useQuery({ ...keyListQuery(), enabled: usesKeys });
  // The keys' list answers every key's value (the export), so it needs a fresh confirmation
  // (docs/decisions.md#team-sign-in-invites-passkeys-two-factors-step-up): refused for want of one, the page asks
  // for it at once and reads the list again; closed, the keys' part says it could not load them.
  const withStepUp = useWithStepUp();
  const queryClient = useQueryClient();
  const keysNeedStepUp = needsStepUp(keys.error);
  useEffect(() => {
    if (keysNeedStepUp) withStepUp(() => queryClient.fetchQuery(keyListQuery())).catch(() => undefined);
  }, [keysNeedStepUp, withStepUp, queryClient]);
  const save = useMutation(updateStockMutation());
  const add = useMutation(addKeysMutation());
  const generate = useMutation(generateKeysMutation());
  const remove = useMutation(deleteKeysMutation());
  // The warranty beside the stock it covers (docs/decisions.md#replacements-the-sellers-screens); a failed read only
  // leaves its card out.
  const warranty = useQuery(warrantyQuery());
  const saveWarranty = useMutation(updateWarrantyMutation());
  const [filters, setFilters] = useState<KeyFilters>(noKeyFilters);
  // Waiting for the person's confirmation is not a failure to show.
  const keysFailed = keys.isError && !keysNeedStepUp;
  const failed = stock.error ?? (keysFailed ? keys.error : null);
  // A query that is not asked for stays pending: only the keys of a role that uses them are waited for.
  const keysPending = usesKeys && keys.isPending;
  const { redirecting } = usePageAccess(
    firstAuthFailure(
      stock.error,
      keys.error,
      save.error,
      add.error,
      generate.error,
      remove.error,
      warranty.error,
      saveWarranty.error,
    ),
    {
      failed: (stock.isError || keysFailed) && Math.max(stock.errorUpdatedAt, keys.errorUpdatedAt),
      message: stockScreenMessages.loadFailed,
    },
  );
  if (redirecting) return null;

  /** A failed write's toast: the server's message (a 409 says which keys), or the screen's own words. */
  const failedToast = (fallback: string) => (error: unknown) => {
    if (!authFailureOf(error)) appToast.error(serverMessageOr(error, fallback));
  };

  return (
    <StockScreen
      status={
        stock.isPending || keysPending
          ? "loading"
          : failed && !(stock.data && (keys.data || !usesKeys))
            ? "error"
            : "ready"
      }
      stock={stock.data}
      keys={usesKeys ? (keys.data?.keys ?? []) : undefined}
      now={now}
      filters={filters}
      onFiltersChange={setFilters}
      savingStock={save.isPending}
      onSaveStock={
        editsStock
          ? (update: StockUpdate) =>
              save.mutate(update, {
                onSuccess: () => appToast.success(stockMessages.stockSaved),
                onError: failedToast(stockScreenMessages.saveFailed),
              })
          : undefined
      }
      warranty={warranty.data?.policies}
      savingWarranty={saveWarranty.isPending}
      onSaveWarranty={
        editsStock
          ? (policies: WarrantyPolicyBody[]) =>
              saveWarranty.mutate(policies, {
                onSuccess: () => appToast.success(warrantyText.saved),
                onError: failedToast(warrantyText.saveFailed),
              })
          : undefined
      }
      adding={add.isPending}
      onAddKeys={async (body: AddKeysRequest) => {
        try {
          const r = await add.mutateAsync(body);
          appToast.success(r.message);
          if (r.warning) appToast.error(r.warning);
          return true;
        } catch (error) {
          failedToast(stockScreenMessages.addFailed)(error);
          return false;
        }
      }}
      generating={generate.isPending}
      onGenerateKeys={async (body: GenerateKeysRequest) => {
        try {
          const r = await generate.mutateAsync(body);
          appToast.success(r.message);
          return r.keys;
        } catch (error) {
          failedToast(stockScreenMessages.generateFailed)(error);
          return undefined;
        }
      }}
      deleting={remove.isPending}
      onDeleteKey={async (key: string) => {
        try {
          const r = await remove.mutateAsync([key]);
          appToast.success(r.message);
          return true;
        } catch (error) {
          failedToast(stockScreenMessages.deleteFailed)(error);
          return false;
        }
      }}
      onExportCsv={(file) => {
        download(file.filename, file.csv, "text/csv;charset=utf-8", true);
        appToast.success(stockScreenMessages.exported(file.count, file.filename));
      }}
      onDownload={(filename, text) => download(filename, text, "text/plain;charset=utf-8")}
      orderHref={(key) => `/dashboard/orders?order=${encodeURIComponent(key)}`}
      onRetry={() => {
        void stock.refetch();
        if (usesKeys) void keys.refetch();
      }}
      onCopied={() => appToast.success(stockScreenMessages.copied)}
      onCopyFailed={() => appToast.error(stockScreenMessages.copyFailed)}
    />
  );
}
