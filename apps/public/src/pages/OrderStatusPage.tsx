import { publicOrderStatusQuery } from "@boostdash/api-client/public/queries";
import { OrderStatusScreen } from "@boostdash/ui/screens/public/OrderStatusScreen";
import { useQuery } from "@tanstack/react-query";
import { reloadPage } from "../browser";
import { PageHead } from "../PageHead";
import { loadErrorMessage } from "../pageText";
import { useRouteParams } from "../router";
import { orderStatusText } from "./orderStatusText";

/** `/api/:guildId/order/:orderId/status` */
export default function OrderStatusPage() {
  const { guildId = "", orderId = "" } = useRouteParams();
  const query = useQuery(publicOrderStatusQuery(guildId, orderId));
  return (
    <>
      <PageHead text={orderStatusText} storeName={query.data?.storeName} />
      <OrderStatusScreen
        status={query.data ? "ready" : query.isError ? "error" : "loading"}
        order={query.data}
        errorMessage={query.isError ? loadErrorMessage("orderStatus", query.error) : undefined}
        onRetry={reloadPage}
      />
    </>
  );
}
