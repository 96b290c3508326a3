import type { FindOrderPageData } from "@boostdash/api-client/public/findOrder";
import { fill } from "@boostdash/api-client/public/i18n/format";
import { FindOrderScreen, findOrderTitle } from "@boostdash/ui/screens/public/FindOrderScreen";
import { LanguageLinks } from "@boostdash/ui/screens/public/LanguageLinks";
import { usePublicText } from "@boostdash/ui/screens/public/publicText";
import { pageTitle } from "../pageText";
import { useServedPage } from "../servedPage";
import NotFoundPage from "./NotFoundPage";

function isFindOrderData(value: unknown): value is FindOrderPageData {
  const v = value as Partial<FindOrderPageData> | null;
  return typeof v === "object" && v !== null && typeof v.guildId === "string" && typeof v.view === "object";
}

/**
 * `/api/:guildId/find-order` and a mailed link's `/api/:guildId/find-order/:token`. Each state is the server's
 * answer to one request (features/findOrder), handed over in the page's data: there is nothing to fetch, and the
 * forms post without script. Without that data (the page rendered in the browser alone) there is nothing to show.
 */
export default function FindOrderPage() {
  const served = useServedPage();
  const { messages } = usePublicText();
  if (!isFindOrderData(served)) return <NotFoundPage />;
  const title = findOrderTitle(served.view, messages, served.storeName);
  return (
    <>
      <title>{pageTitle(title, served.storeName)}</title>
      <meta name="description" content={fill(messages.findOrder.description, { store: served.storeName })} />
      {/* The form is the store's public way back to its orders, as findable as its stock page; every other state
          answers one person's request (a mailed link, its list): kept out of search engines. */}
      {served.view.kind !== "form" && <meta name="robots" content="noindex" />}
      <FindOrderScreen data={served} languages={<LanguageLinks />} />
    </>
  );
}
