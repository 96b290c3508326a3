/**
 * Build-time prerendering (scripts/prerender-dashboard.mjs): the login screen and the dashboard's loading shell
 * as static HTML, so they paint before any JavaScript has loaded. The browser's main.tsx hydrates the login and
 * not-found pages (the same tree as main.tsx, so what a person typed before the script ran is kept) and renders
 * the shell afresh (its highlighted link depends on the path, which differs from the one prerendered).
 */
import { createQueryClient } from "@boostdash/api-client/core/query/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router-dom";
import { AppRoutes } from "./AppRoutes";
import { Toasters } from "./toasts";

/** The markup of `path` (`/` or `/dashboard`) before any data: the login form, or the shell with "Loading...". */
export async function renderRoute(path: string): Promise<string> {
  const client = createQueryClient();
  const { prelude } = await prerender(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Toasters />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const html = await new Response(prelude).text();
  client.clear();
  return html;
}
