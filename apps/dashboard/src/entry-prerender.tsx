/**
 * Build-time prerendering (scripts/prerender-dashboard.mjs): the login screen and the dashboard's loading shell
 * as static HTML, so they paint before any JavaScript has loaded. The browser's main.tsx then renders the app
 * over it with createRoot (not hydration: the stored session, the captcha and the current path decide what the
 * app shows, and none of them exist at build time). The login route is not lazy, so its first commit replaces
 * the static markup with the same screen.
 */
import { createQueryClient } from "@boostdash/api-client/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router-dom";
import { AppRoutes } from "./AppRoutes";

/** The markup of `path` (`/` or `/dashboard`) before any data: the login form, or the shell with "Loading...". */
export async function renderRoute(path: string): Promise<string> {
  const client = createQueryClient();
  const { prelude } = await prerender(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const html = await new Response(prelude).text();
  client.clear();
  return html;
}
