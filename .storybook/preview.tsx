import "../packages/ui/src/styles.css";
import "../packages/ui/src/toasts.css";
import { resetMockStore } from "@boostdash/api-client/core/mocks/all";
import type { PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import { PUBLIC_MESSAGES } from "@boostdash/api-client/public/i18n/messages";
import { AppToaster, LoginToaster } from "@boostdash/ui/feedback/Toasts";
import { CopiedMsContext } from "@boostdash/ui/primitives/CopyButton";
import { PublicTextProvider } from "@boostdash/ui/screens/public/publicText";
import type { Preview, StoryContext } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { mswLoader } from "msw-storybook-addon/csf3";
import { MemoryRouter } from "react-router-dom";
import { toast } from "react-toastify";
import { themes } from "storybook/theming";
import { forgetRequests, trackRequest } from "./requests";

declare global {
  var storyTestBeforeAxe: ((context: StoryContext) => Promise<void>) | undefined;
}

declare module "storybook/internal/csf" {
  interface Parameters {
    /** Initial URL of the story's memory router. */
    route?: string;
    /** How long a copy button's check stays (0 unless set: no story waits the product's 2 s out). */
    copiedMs?: number;
  }
}

// A request settles only within the story that sent it. An in-flight story's request (a mock that never answers)
// can still fail later, when the page's mocks are torn down; without this its error toast ("Failed to vote on
// suggestion") would show up in whichever story runs then.
let storyGeneration = 0;
const sendRequest = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input, init) => {
  const generation = storyGeneration;
  const answered = trackRequest(input, init);
  return new Promise((resolve, reject) => {
    sendRequest(input, init).then(
      (response) => {
        answered();
        if (generation === storyGeneration) resolve(response);
      },
      (error: unknown) => {
        answered();
        if (generation === storyGeneration) reject(error);
      },
    );
  });
};

/** The story frame's title before any story set one (a page sets its own, `Orders · boostdash`). */
const FRAME_TITLE = document.title;

const preview: Preview = {
  loaders: [mswLoader()],
  // The mocks' in-memory store starts fresh for every story, so writes in one story never leak into the next.
  // No toast outlives its story: the containers below are mounted afresh for every story (keyed by its id), the
  // last story's requests are cut off (above), and a toast they raised before that, still on its way through
  // promise callbacks or queued while no container is mounted, is dropped once those callbacks have run.
  // Nor does a page's title: the frame's own is put back before each story.
  beforeEach: async () => {
    document.title = FRAME_TITLE;
    storyGeneration += 1;
    forgetRequests();
    resetMockStore();
    await new Promise((resolve) => setTimeout(resolve, 0));
    toast.dismiss();
  },
  // Story tests only: just before the addon's axe check (Storybook runs this file's afterEach before the addons'),
  // a page axe passed before, byte for byte, keeps that verdict (.storybook/a11yPage.ts, set by vitest.setup.ts).
  afterEach: async (context) => {
    await globalThis.storyTestBeforeAxe?.(context);
  },
  decorators: [
    (Story, context) => {
      // A fresh client per story, so no response leaks into the next one.
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
      });
      // The customer pages' language: English unless a story names another (`parameters: { locale: "de" }`).
      const locale: PublicLocale = context.parameters.locale ?? "en";
      return (
        <PublicTextProvider text={{ locale, messages: PUBLIC_MESSAGES[locale] }}>
          <CopiedMsContext.Provider value={context.parameters.copiedMs ?? 0}>
            <QueryClientProvider key={context.id} client={client}>
              <MemoryRouter initialEntries={[context.parameters.route ?? "/"]}>
                <div className={context.parameters.layout === "fullscreen" ? undefined : "p-4"}>
                  <Story />
                </div>
                <AppToaster />
                <LoginToaster />
              </MemoryRouter>
            </QueryClientProvider>
          </CopiedMsContext.Provider>
        </PublicTextProvider>
      );
    },
  ],
  parameters: {
    options: {
      // The order a designer reads in (.storybook/Introduction.mdx): building blocks, frames, screens by feature,
      // then the wiring checks. Stories keep their file order: one per state, the usual state first.
      storySort: {
        order: [
          "Introduction",
          "Primitives",
          "Layout",
          "Feedback",
          "Screens",
          [
            "Login",
            "Home",
            "Orders",
            "CustomDomain",
            "LiveStockEditor",
            "Suggestions",
            "BugReports",
            "AdminLogs",
            "Settings",
            "Public",
          ],
          "Wiring",
        ],
      },
    },
    layout: "padded",
    backgrounds: { disable: true },
    a11y: {
      test: "error",
      options: import.meta.env.VITEST_STORYBOOK === "false" ? { resultTypes: ["violations"] } : {},
    },
    // The components are drawn for the app's dark page; on a light docs page the quiet ones (ghost, link) vanish.
    docs: { theme: themes.dark },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile375: { name: "Phone 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
        tablet768: { name: "Tablet 768", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        desktop1280: { name: "Desktop 1280", styles: { width: "1280px", height: "900px" }, type: "desktop" },
      },
    },
  },
};

export default preview;
