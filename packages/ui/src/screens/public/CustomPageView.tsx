import type { CustomPageMarkup } from "@boostdash/api-client/public/contract";
import { CUSTOM_PAGE_IDS } from "@boostdash/api-client/public/customPage";

/**
 * A seller's custom live-stock page as the server rendered it (docs/product.md#live-stock): sanitised static
 * markup and the CSS of its classes, no seller script. The server sends the same two elements in its own page
 * for this page, and its refresh swaps them; here they follow the app's 10 s refresh.
 */
export function CustomPageView({ page }: { page: CustomPageMarkup }) {
  // Both come from the server's sanitiser and Tailwind's compiler, never from the seller's code as written, and
  // the public pages' CSP refuses scripts and anything from another host
  // (docs/decisions.md#seller-pages-rendered-on-the-server).
  const css = { __html: page.css };
  const html = { __html: page.html };
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-made CSS (see above) */}
      <style id={CUSTOM_PAGE_IDS.css} dangerouslySetInnerHTML={css} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (see above) */}
      <div id={CUSTOM_PAGE_IDS.page} dangerouslySetInnerHTML={html} />
    </>
  );
}
