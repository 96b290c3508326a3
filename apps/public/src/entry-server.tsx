/**
 * Server rendering of the public pages (built by `vite build --ssr` into dist-server/, loaded by
 * apps/server/src/ssr.ts). The same tree as the browser's main.tsx, from the same query cache, so hydration
 * finds the markup it would have rendered itself.
 */
import { createQueryClient } from "@boostdash/api-client/core/query/client";
import { en } from "@boostdash/api-client/public/i18n/en";
import { PublicTextProvider } from "@boostdash/ui/screens/public/publicText";
import { QueryClientProvider } from "@tanstack/react-query";
// The browser build of prerender: the Node build runs each render inside an AsyncLocalStorage, which turns on
// async hooks for the whole process from the first page on and costs every later request a few microseconds
// (docs/decisions.md, "A lean server"). Node 20 has the web streams it needs.
import { prerender } from "react-dom/static.browser";
import { PublicRoutes } from "./PublicRoutes";
import { matchPublicRoute } from "./router";
import { ServedPageContext } from "./servedPage";
import { type ServerData, seedQueryClient } from "./serverData";

export type { ServerData } from "./serverData";
export { SERVER_DATA_ID } from "./serverData";

export interface RenderedPage {
  /** `<title>`, `<meta>` and `<link>` tags the page asked for (React hoists them ahead of the markup). */
  head: string;
  /** The markup that goes inside `#root`. */
  body: string;
}

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

/** Splits React's output into the hoisted head tags and the root's markup. */
function splitHoisted(html: string): RenderedPage {
  let rest = html;
  let head = "";
  for (let m = HOISTED.exec(rest); m; m = HOISTED.exec(rest)) {
    head += m[0];
    rest = rest.slice(m[0].length);
  }
  return { head, body: rest };
}

export async function renderPage(
  path: string,
  served: ServerData | undefined,
  now: number,
): Promise<RenderedPage> {
  const client = createQueryClient();
  const route = matchPublicRoute(path);
  if (served) seedQueryClient(client, route, served, now);
  // prerender (not renderToString) waits for anything that suspends, so the markup is the page, not a fallback.
  const { prelude } = await prerender(
    <QueryClientProvider client={client}>
      <PublicTextProvider text={served?.text ?? { locale: "en", messages: en }}>
        <ServedPageContext.Provider value={served && "data" in served ? served.data : undefined}>
          <PublicRoutes path={path} />
        </ServedPageContext.Provider>
      </PublicTextProvider>
    </QueryClientProvider>,
  );
  const html = await new Response(prelude).text();
  client.clear();
  return splitHoisted(html);
}
