import { publicOrderStatusQuery } from "@boostdash/api-client/public/queries";
import { OrderStatusScreen } from "@boostdash/ui/screens/public/OrderStatusScreen";
import { usePublicText } from "@boostdash/ui/screens/public/publicText";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { reloadPage } from "../browser";
import { PageHead } from "../PageHead";
import { headText, loadErrorMessage } from "../pageText";
import { useRouteParams } from "../router";

import ReplacementRequest from "./ReplacementRequest";

/** The reader's time zone, known once the page runs in the browser (the server's render leaves the times out). */
function useReaderTimeZone(): string | undefined {
  const [zone, setZone] = useState<string | undefined>(undefined);
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  return zone;
}

/**
 * `/api/:guildId/order/:orderId/status`, asked again every 10 s while the order or its replacement is on its way
 * (`pollMs`: stories give a shorter one), until nothing will change it by itself.
 */
export default function OrderStatusPage({ pollMs }: { pollMs?: number }) {
  const { guildId = "", orderId = "" } = useRouteParams();
  const { messages } = usePublicText();
  const query = useQuery(publicOrderStatusQuery(guildId, orderId, pollMs));
  const readerZone = useReaderTimeZone();
  return (
    <>
      <PageHead text={headText(messages.orderStatus)} storeName={query.data?.storeName} />
      <OrderStatusScreen
        status={query.data ? "ready" : query.isError ? "error" : "loading"}
        order={query.data}
        errorMessage={
          query.isError
            ? loadErrorMessage(
                { ...messages.orderStatus, unexpected: messages.common.unexpected },
                query.error,
              )
            : undefined
        }
        onRetry={reloadPage}
        timeZone={readerZone}
        replacementForm={(close) => (
          <ReplacementRequest
            guildId={guildId}
            orderId={orderId}
            maxRequest={query.data?.warranty?.maxRequest ?? 0}
            captcha={query.data?.captcha}
            onClose={close}
          />
        )}
      />
    </>
  );
}
