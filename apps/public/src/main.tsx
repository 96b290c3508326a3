import "./styles.css";
import { createQueryClient } from "@boostdash/api-client/core/query/client";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { browserText } from "./pageLanguage";
import { matchPublicRoute } from "./router";
import { readServerData, seedQueryClient } from "./serverData";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const client = createQueryClient();
// The server rendered the page with its data (apps/server/src/ssr.ts): start from that answer and take over
// the markup, in slices between which the browser can answer input (a transition; a click on a control still
// hydrates it at once). Without it (the server's renderer is not built), render in the browser as before.
// The page's language and words came with it (the server chose them); without them, chosen here.
const served = readServerData(document);
if (served?.text && root.firstElementChild) {
  const app = (
    <StrictMode>
      <App client={client} text={served.text} served={"data" in served ? served.data : undefined} />
    </StrictMode>
  );
  seedQueryClient(client, matchPublicRoute(window.location.pathname), served, Date.now());
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  void browserText().then((text) => {
    document.documentElement.lang = text.locale;
    createRoot(root).render(
      <StrictMode>
        <App client={client} text={text} />
      </StrictMode>,
    );
  });
}
