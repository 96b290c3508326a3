import { publicOrderStatusQuery } from "@boostdash/api-client/public/queries";
import { OrderStatusScreen } from "@boostdash/ui/screens/public/OrderStatusScreen";
import { useQuery } from "@tanstack/react-query";
import { reloadPage } from "../browser";
import { loadErrorMessage, pageTitle } from "../pageText";
import { useRouteParams } from "../router";
import { orderStatusText } from "./orderStatusText";

/** `/api/:guildId/order/:orderId/status` */
export default function OrderStatusPage() {
  const { guildId = "", orderId = "" } = useRouteParams();
  const query = useQuery(publicOrderStatusQuery(guildId, orderId));
  return (
    <>
      <title>{pageTitle(orderStatusText.title, query.data?.storeName)}</title>
      <meta name="description" content={orderStatusText.description(query.data?.storeName)} />
      <OrderStatusScreen
        status={query.data ? "ready" : query.isError ? "error" : "loading"}
        order={query.data}
        errorMessage={query.isError ? loadErrorMessage("orderStatus", query.error) : undefined}
        onRetry={reloadPage}
      />
    </>
  );
}
