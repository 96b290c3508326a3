import "@boostdash/ui/styles.css";
import { createQueryClient, seedCaptchaConfig } from "@boostdash/api-client/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "./AppRoutes";
import { Toasters } from "./toasts";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const queryClient = createQueryClient();
// The login page comes with its captcha configuration written in by the server: no call for it, no schemas first.
seedCaptchaConfig(queryClient, document);

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
const prerendered = root.firstElementChild !== null && !window.location.pathname.startsWith("/dashboard");
if (prerendered) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
