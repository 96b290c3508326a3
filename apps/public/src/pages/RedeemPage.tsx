import { redeemMutation, redeemPageConfigQuery } from "@boostdash/api-client/public/queries";
import { publicLoadErrors, redeemSubmitErrors } from "@boostdash/api-client/public/texts";
import { type RedeemFormValues, RedeemScreen } from "@boostdash/ui/screens/public/RedeemScreen";
import { useMutation, useQuery } from "@tanstack/react-query";
import { reloadPage } from "../browser";
import { PageHead } from "../PageHead";
import { loadErrorMessage } from "../pageText";
import { useRouteParams } from "../router";
import { toasts } from "../toasts";
import { redeemErrorMessage, redeemText } from "./redeemText";

/** `/api/redeem-order/:guildId` and `/api/redeem/:guildId`: the same page (docs/product.md#redeem). */
export default function RedeemPage() {
  const { guildId = "" } = useRouteParams();
  const config = useQuery(redeemPageConfigQuery(guildId));
  const redeem = useMutation(redeemMutation(guildId));

  // docs/product.md#redeem: a loading toast 'Redeeming...' that becomes the server's message, as success or error.
  async function submit(values: RedeemFormValues): Promise<boolean> {
    const toastId = await toasts.loading("Redeeming...");
    try {
      const result = await redeem.mutateAsync(values);
      const ok = result.status === "success";
      // Earlier attempts' errors would sit beside the success dialog (a quarter of a phone's screen).
      if (ok) await toasts.dismissAllBut(toastId);
      const fallback = ok ? redeemText.redeemed : redeemSubmitErrors.failed;
      await toasts.resolve(toastId, ok ? "success" : "error", result.message || fallback);
      return ok;
    } catch (error) {
      await toasts.resolve(toastId, "error", redeemErrorMessage(error));
      return false;
    }
  }

  const status = config.data ? "ready" : config.isPending ? "loading" : "error";
  return (
    <>
      <PageHead text={redeemText} storeName={config.data?.storeName} />
      <RedeemScreen
        status={status}
        config={config.data}
        errorMessage={
          config.isError ? loadErrorMessage("redeemPage", config.error) : publicLoadErrors.redeemPage.fallback
        }
        onRetry={reloadPage}
        guildId={guildId}
        busy={redeem.isPending}
        onSubmit={submit}
        onInvalid={(message) => void toasts.error(message)}
      />
    </>
  );
}
