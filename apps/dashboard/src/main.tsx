import "@boostdash/ui/styles.css";
import "@boostdash/ui/toasts.css";
import { redeemSignInCode } from "@boostdash/api-client/auth/api";
import { currentUserQuery, seedCaptchaConfig } from "@boostdash/api-client/auth/queries";
import { createQueryClient } from "@boostdash/api-client/core/query/client";
import { getToken, setToken, takeSignInCode } from "@boostdash/api-client/core/token";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "./AppRoutes";
import { prefetchRouteData, preloadRoute } from "./routes";
import { Toasters } from "./toasts";

// First of all: a link from the bot carries a one-time sign-in code. It leaves the address bar (and so the history)
// before anything else runs, and is exchanged for a session over POST; a `?token=` is removed and never used
// (docs/decisions.md#sign-in-links). A code that no longer works leaves the person signed out: the dashboard then
// sends them to the login.
const signInCode = takeSignInCode();
const signedIn = signInCode
  ? redeemSignInCode(signInCode).then(
      (answer) => setToken(answer.token),
      () => undefined,
    )
  : undefined;

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const queryClient = createQueryClient();
// The login page comes with its captcha configuration written in by the server: no call for it, no schemas first.
seedCaptchaConfig(queryClient, document);
// A dashboard page: its chunks (the shell, the page and what it renders later) and, for a signed-in seller, the
// current-user check and the page's first calls start now, side by side, not one after the other as React reaches
// them; React renders once the chunks are there, so no fallback replaces the prerendered shell meanwhile
// (docs/decisions.md, "Dashboard start-up", and docs/decisions.md#home-time-to-data).
const { pathname } = window.location;
const inDashboard = pathname === "/dashboard" || pathname.startsWith("/dashboard/");
const prefetchUser = () => {
  if (!inDashboard || !getToken()) return;
  void queryClient.prefetchQuery(currentUserQuery());
  prefetchRouteData(queryClient, window.location);
};
if (signedIn) void signedIn.then(prefetchUser);
else prefetchUser();
const chunks = signedIn ? Promise.all([preloadRoute(pathname), signedIn]) : preloadRoute(pathname);

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        <Toasters />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

// The login and not-found pages arrive prerendered (entry-prerender.tsx): hydrate them, so the form keeps what was
// typed before the script ran. The dashboard's shell is rendered afresh: it was prerendered for /dashboard.
// Hydration runs as a transition, so React does it in slices between which the browser can answer input (one
// long task otherwise; a click on a control still hydrates it at once); docs/decisions.md, "Login route".
const prerendered = root.firstElementChild !== null && !inDashboard;
if (prerendered) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  void chunks.then(() => createRoot(root).render(app));
}
