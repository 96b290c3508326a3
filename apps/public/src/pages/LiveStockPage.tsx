import { liveStockQuery } from "@boostdash/api-client/public/queries";
import { LiveStockScreen } from "@boostdash/ui/screens/public/LiveStockScreen";
import { usePublicText } from "@boostdash/ui/screens/public/publicText";
import { useQuery } from "@tanstack/react-query";
import { reloadPage } from "../browser";
import { PageHead } from "../PageHead";
import { headText, loadErrorMessage } from "../pageText";
import { useRouteParams } from "../router";

/**
 * `/api/:guildId/live-stock`, polled every 10 s by the hook. Once there is data it stays on screen: a poll
 * in flight or a failed poll never brings back the loading or error view, it only marks the figures stale.
 */
export default function LiveStockPage({ pollMs }: { pollMs?: number }) {
  const { guildId = "" } = useRouteParams();
  const { messages } = usePublicText();
  const query = useQuery(liveStockQuery(guildId, pollMs));
  const status = query.data ? "ready" : query.isError ? "error" : "loading";
  return (
    <>
      <PageHead text={headText(messages.liveStock)} storeName={query.data?.storeName} />
      <LiveStockScreen
        status={status}
        stock={query.data}
        stale={status === "ready" && query.isError}
        errorMessage={
          query.isError
            ? loadErrorMessage({ ...messages.liveStock, unexpected: messages.common.unexpected }, query.error)
            : undefined
        }
        onRetry={reloadPage}
      />
    </>
  );
}
