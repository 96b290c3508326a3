/**
 * Shared pieces of the dashboard's container stories: fixed time, fake captcha, navigation helpers, the meta of a
 * signed-in page and the stories every page tells alike (loading, load failure, signed out, admin refusal).
 */
import type { ContractRouteName } from "@boostdash/api-client/core/contract/routes";
import {
  type StandardScenarios,
  scenarios,
  handlers as successHandlers,
} from "@boostdash/api-client/core/mocks/all";
import { MOCK_NOW, MOCK_TOKEN } from "@boostdash/api-client/core/mocks/fixtures";
import { errorResponse, MOCK_BASE_URL, mockRoute } from "@boostdash/api-client/core/mocks/route";
import { TOKEN_STORAGE_KEY } from "@boostdash/api-client/core/token";
import { eventsMocks } from "@boostdash/api-client/events/mocks";
import { FakeCaptcha } from "@boostdash/ui/screens/login/FakeCaptcha";
import type { Decorator } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { expect, type Mock, screen, userEvent, waitFor, within } from "storybook/test";
import { AppRoutes } from "../AppRoutes";
import { CaptchaWidgetsProvider } from "../captcha/CaptchaWidgetsContext";
import { captchaWidgets } from "../captcha/registry";
import type { CaptchaRegistry } from "../captcha/types";
import { NowProvider } from "../now";
import { PublicOriginProvider } from "../origin";

/** The origin the stories' public links are shown on. */
export const STORY_ORIGIN = "https://dash.example.com";

/** The first render loads lazy chunks, which a cold test run (a fresh clone) may take seconds to transform. */
export const LOAD = { timeout: 15_000 };

/** ALTCHA (the default provider) swapped for a checkbox that verifies on click. */
export const fakeCaptchaWidgets: CaptchaRegistry = { ...captchaWidgets, altcha: FakeCaptcha };

/** Fixed "now" (the mocks' MOCK_NOW), a fixed public origin and the fake captcha for every story of the app. */
export const withDashboardApp: Decorator = (Story) => (
  <NowProvider now={MOCK_NOW}>
    <PublicOriginProvider origin={STORY_ORIGIN}>
      <CaptchaWidgetsProvider value={fakeCaptchaWidgets}>
        <Story />
      </CaptchaWidgetsProvider>
    </PublicOriginProvider>
  </NowProvider>
);

/** Overrides first, then a success handler for every other route, and a quiet live-events stream. */
export function mockApi(...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...successHandlers, ...eventsMocks.handlers(MOCK_BASE_URL)] };
}

/** Shows the router's current path, so a play can assert where a redirect went. */
export function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <span data-testid="current-path" data-search={search} hidden>
      {pathname}
    </span>
  );
}

/** Navigates once on mount, so the story starts with a page to go back to. */
export function NavigateOnMount({ to }: { to: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to);
  }, [navigate, to]);
  return null;
}

export function currentPath(): string | null | undefined {
  return document.querySelector("[data-testid='current-path']")?.textContent;
}

/** The router's current query string, parsed. */
export function currentSearch(): URLSearchParams {
  const search = document.querySelector<HTMLElement>("[data-testid='current-path']")?.dataset.search ?? "";
  return new URLSearchParams(search);
}

/**
 * A button that was disabled while busy may or may not keep focus, depending on when the answer came;
 * drop focus so the screenshot does not depend on that race.
 */
export function dropFocus() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** The story's page inside the app: every route, plus the current path for redirect checks. */
export function DashboardApp() {
  return (
    <>
      <AppRoutes />
      <CurrentPath />
    </>
  );
}

/** No toast of either container is on screen. */
export function toastCount(): number {
  return document.querySelectorAll(".Toastify__toast").length;
}

function isEntering(toast: Element): boolean {
  return [...toast.classList].some((name) => name.includes("-enter"));
}

/**
 * Runs after each play (Storybook `afterEach`), before the screenshot: waits until every toast has
 * finished entering, so a toast is in the picture on every run, never half in.
 */
export async function settleToasts(): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (Date.now() < deadline) {
    const toasts = [...document.querySelectorAll(".Toastify__toast")];
    if (toasts.every((toast) => !isEntering(toast))) break;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Screenshots only: the Admin Logs list scrolls with the page, and Chromium fades the page's overlay scrollbar on
 * its own clock; no scrollbar in the shot.
 */
export const withSteadyLogScroller: Decorator = (Story) => (
  <>
    <style>{"html { scrollbar-width: none; }"}</style>
    <Story />
  </>
);

/** What a kit story's play needs of Storybook's context. */
export type PlayContext = { canvasElement: HTMLElement };

/** A story the kit writes: its network and its play (and, when its pixels are another story's, that story). */
export interface KitStory {
  parameters: { msw: { handlers: HttpHandler[] }; screenshot?: { sameAs: string } };
  play: (context: PlayContext) => Promise<void>;
}

function kitStory(handlers: HttpHandler[], play: KitStory["play"], sameAs?: string): KitStory {
  return { parameters: { msw: mockApi(...handlers), ...(sameAs ? { screenshot: { sameAs } } : {}) }, play };
}

/**
 * The Wiring stories' screenshots leave the dashboard sidebar's links blank: those pixels belong to the shell's own
 * stories (Layout/DashboardShell), so adding a page to the sidebar does not touch every page's picture
 * (docs/decisions.md#storybook-for-designers).
 */
export const WIRING_SCREENSHOT = { hide: ['nav[aria-label="Dashboard"]'] };

/**
 * The meta every signed-in page's stories share (the title stays in each file: Storybook reads it from there):
 * the app at `route` with the app's providers, every route mocked, a stored session `token`, toasts settled before
 * the screenshot. `beforeEach` runs after the token is stored and may return its cleanup (with no `clipboard`).
 */
export function signedInPage(
  route: string,
  options: {
    token?: string;
    decorators?: Decorator[];
    handlers?: HttpHandler[];
    /** Stands in for the browser's clipboard (see `stubClipboard`). */
    clipboard?: Mock<(text: string) => Promise<void>>;
    beforeEach?: () => undefined | (() => void);
  } = {},
) {
  const { token = MOCK_TOKEN, decorators = [], handlers = [], clipboard, beforeEach } = options;
  return {
    component: DashboardApp,
    decorators: [withDashboardApp, ...decorators],
    afterEach: settleToasts,
    parameters: { layout: "fullscreen", route, msw: mockApi(...handlers), screenshot: WIRING_SCREENSHOT },
    beforeEach: () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, token);
      if (clipboard) return stubClipboard(clipboard);
      return beforeEach?.();
    },
  };
}

/** Lists measure their rows after render: no scrollbar, and a layer of their own, so the screenshot holds still. */
export const withSteadyVirtualList: Decorator = (Story) => (
  <>
    <style>{"[data-slot='virtual-list'] { scrollbar-width: none; will-change: transform; }"}</style>
    <Story />
  </>
);

/** Waits until a virtual list's rows are measured and hold still for the screenshot, then drops focus. */
export async function settleList(canvasElement: HTMLElement) {
  const list = canvasElement.querySelector<HTMLElement>("[data-slot='virtual-list'] ul");
  let last = "";
  for (let stable = 0, i = 0; list && i < 120 && stable < 5; i += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = `${list.style.height}|${list.childElementCount}`;
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  dropFocus();
}

/** The card (`data-testid={testId}`) whose level-3 heading is `title`, to query inside. */
export async function cardTitled(canvasElement: HTMLElement, testId: string, title: string) {
  const heading = await within(canvasElement).findByRole("heading", { level: 3, name: title }, LOAD);
  const card = heading.closest(`[data-testid='${testId}']`);
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${title}`);
  return within(card);
}

/** Clicks `button` on the card titled `title` (see `cardTitled`), once it is drawn. */
export async function clickOnCard(canvasElement: HTMLElement, testId: string, title: string, button: string) {
  const card = await cardTitled(canvasElement, testId, title);
  await userEvent.click(card.getByRole("button", { name: button }));
}

/** Clicks Delete on the card titled `title`, then Delete in the dialog named `dialog` that asks first. */
export async function confirmCardDelete(
  canvasElement: HTMLElement,
  testId: string,
  title: string,
  dialog: string,
) {
  await clickOnCard(canvasElement, testId, title, "Delete");
  const asked = await screen.findByRole("dialog", { name: dialog });
  await userEvent.click(within(asked).getByRole("button", { name: "Delete" }));
}

/**
 * A list page's create form (Suggestions, Bug Reports), filled and sent: its `open` button once the page has
 * loaded, then in the form named `name` each `[label, text]` of `typed` in order, then `submit`.
 */
export async function fillAndSubmit(
  canvasElement: HTMLElement,
  form: { open: string; name: string; typed: [label: RegExp, text: string][]; submit: string },
) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: form.open }, LOAD));
  const fields = within(await canvas.findByRole("form", { name: form.name }));
  for (const [label, text] of form.typed) await userEvent.type(fields.getByLabelText(label), text);
  await userEvent.click(fields.getByRole("button", { name: form.submit }));
}

/** The copy button's check mark lasts 2 s; wait it out so the screenshot never catches it half way. */
export async function settleCopied(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector("[data-copied]")).toBeNull(), { timeout: 4000 });
  dropFocus();
}

/**
 * Puts `writeText` (reset to succeed) in place of the browser's clipboard, which a test page may not grant;
 * returns the cleanup that puts the original back.
 */
export function stubClipboard(writeText: Mock<(text: string) => Promise<void>>): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
  writeText.mockReset();
  writeText.mockImplementation(async () => {});
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  return () => {
    if (original) Object.defineProperty(navigator, "clipboard", original);
    else Reflect.deleteProperty(navigator, "clipboard");
  };
}

/** `handler` never answers: the page's loading text. */
export function loadingStory(handler: HttpHandler, text: string): KitStory {
  return kitStory([handler], async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text, {}, LOAD)).toBeVisible();
  });
}

/** `handler` fails the page's load: its text once as the toast, once as the page's error state, with a retry. */
export function loadFailsStory(handler: HttpHandler, message: string): KitStory {
  return kitStory([handler], async ({ canvasElement }) => {
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2), LOAD);
    await expect(within(canvasElement).getByRole("button", { name: "Try again" })).toBeEnabled();
  });
}

/**
 * `handler` refuses the session: the page's sign-in `message` as a toast, then the sign-in page at `/`. `sameAs`
 * names the story whose baseline already holds these pixels.
 */
export function signedOutStory(message: string, handler: HttpHandler, sameAs?: string): KitStory {
  return kitStory(
    [handler],
    async ({ canvasElement }) => {
      await expect(await screen.findByText(message, {}, LOAD)).toBeVisible();
      await waitFor(() => expect(currentPath()).toBe("/"));
      await expect(
        await within(canvasElement).findByRole("heading", { name: "Enter Access Code" }),
      ).toBeVisible();
    },
    sameAs,
  );
}

/** The server or the user record refuses an admin page: 'Access denied. ...' and the Dashboard home instead. */
export async function expectSentHomeAsNonAdmin({ canvasElement }: PlayContext) {
  await expect(await screen.findByText("Access denied. Admin privileges required.", {}, LOAD)).toBeVisible();
  await waitFor(() => expect(currentPath()).toBe("/dashboard"));
  await expect(await within(canvasElement).findByRole("heading", { name: "Dashboard" }, LOAD)).toBeVisible();
}

/**
 * A write the server refuses with a 429 on `route`: the toast is the server's `message` (what was limited and how
 * long to wait), not the page's own failure text `notShown`. `act` makes the write; `after` checks what stays.
 */
export function rateLimitedStory(options: {
  route: ContractRouteName;
  message: string;
  notShown: string;
  act: (canvasElement: HTMLElement) => Promise<void>;
  after: (canvasElement: HTMLElement) => Promise<void>;
}): KitStory {
  const { route, message, notShown, act, after } = options;
  return kitStory(
    [mockRoute(route, () => errorResponse(429, { code: 429, message }))],
    async ({ canvasElement }) => {
      await act(canvasElement);
      await expect(await screen.findByText(message)).toBeVisible();
      await expect(screen.queryByText(notShown)).toBeNull();
      await after(canvasElement);
    },
  );
}

/**
 * The server refuses an admin action (`handler` answers 403) on a page open to every seller: told so, and the page
 * (`path`) stays. `act` makes the write; `after` checks what stays. `sameAs` as in `signedOutStory`.
 */
export function writeForbiddenStory(options: {
  handler: HttpHandler;
  path: string;
  act: (canvasElement: HTMLElement) => Promise<void>;
  after: (canvasElement: HTMLElement) => Promise<void>;
  sameAs?: string;
}): KitStory {
  const { handler, path, act, after, sameAs } = options;
  return kitStory(
    [handler],
    async ({ canvasElement }) => {
      await act(canvasElement);
      await expect(await screen.findByText("Access denied. Admin privileges required.")).toBeVisible();
      await expect(currentPath()).toBe(path);
      await after(canvasElement);
    },
    sameAs,
  );
}

/**
 * The create form of a list page every seller may write to (Suggestions, Bug Reports): in flight (`busy` button),
 * failing (the page's `failed` toast) and refused with a 429 (the server's `rateLimited` message); when it fails,
 * what was typed (`typedTitle`) stays in the form named `form` for another try.
 */
export function createFormStories(options: {
  route: ContractRouteName;
  scenarios: StandardScenarios;
  fill: (canvasElement: HTMLElement) => Promise<void>;
  form: string;
  typedTitle: string;
  busy: string;
  failed: string;
  rateLimited: string;
}) {
  const { route, scenarios, fill, form, typedTitle, busy, failed, rateLimited } = options;
  const keepsWhatWasTyped = async (canvasElement: HTMLElement) => {
    const fields = within(within(canvasElement).getByRole("form", { name: form }));
    await expect(fields.getByLabelText(/^Title/)).toHaveValue(typedTitle);
    await settleList(canvasElement);
  };
  return {
    creating: kitStory([scenarios.slow], async ({ canvasElement }) => {
      await fill(canvasElement);
      await expect(await within(canvasElement).findByRole("button", { name: busy })).toBeDisabled();
      await settleList(canvasElement);
    }),
    createFails: kitStory([scenarios.serverError], async ({ canvasElement }) => {
      await fill(canvasElement);
      await expect(await screen.findByText(failed)).toBeVisible();
      await keepsWhatWasTyped(canvasElement);
    }),
    createRateLimited: rateLimitedStory({
      route,
      message: rateLimited,
      notShown: failed,
      act: fill,
      after: keepsWhatWasTyped,
    }),
  };
}

/** The sign-in message of a page docs/product.md#sign-in-and-roles gives none of its own. */
export const PAGE_SIGN_IN = "You need to log in to access this page.";

/** Every page redirected with `PAGE_SIGN_IN` ends on the same pixels: the Orders page's signed-out story's. */
export const SIGNED_OUT_OF_A_PAGE = {
  signedOut: "wiring-dashboard-orderspage--signed-out",
  data: "wiring-dashboard-orderspage--signed-out",
};

/**
 * A page's two ways to be signed out: the session check refused (`signedOut`), or the page's own data call
 * (`dataUnauthorized`, answering 401). `sameAs` names the baselines they show (none for the page's own owner).
 */
export function signedOutStories(
  message: string,
  dataUnauthorized: HttpHandler,
  sameAs: { signedOut?: string; data: string },
) {
  return {
    signedOut: signedOutStory(message, scenarios.currentUser.unauthorized, sameAs.signedOut),
    dataUnauthorized: signedOutStory(message, dataUnauthorized, sameAs.data),
  };
}

/**
 * The states every page that loads its data tells alike, from its `data` route's scenarios: `loading` (its text while
 * the call never answers), `loadFails` (its `failed` text on a 500) and the two ways to be signed out
 * (`signedOutStories`). The sign-in message is PAGE_SIGN_IN, on the pixels every such page shares, unless
 * docs/product.md#sign-in-and-roles gives the page its own (`signIn`, with the id of the page's own signed-out baseline).
 */
export function pageStates(
  data: StandardScenarios,
  texts: {
    loading: string;
    failed: string;
    signIn?: { message: string; sameAs: { signedOut?: string; data: string } };
  },
) {
  const { message, sameAs } = texts.signIn ?? { message: PAGE_SIGN_IN, sameAs: SIGNED_OUT_OF_A_PAGE };
  return {
    loading: loadingStory(data.slow, texts.loading),
    loadFails: loadFailsStory(data.serverError, texts.failed),
    ...signedOutStories(message, data.unauthorized, sameAs),
  };
}

/**
 * Deleting a card on a list page (Suggestions, Bug Reports), `confirm` having said yes in the dialog: the write failing
 * (`write.serverError`: the page's `failed` toast, and the dialog stays for another try or Cancel) or refused as not
 * an admin's (`write.forbidden`, see `writeForbiddenStory`: the page at `path` stays, the dialog closes).
 */
export function deleteCardStories(options: {
  write: StandardScenarios;
  confirm: (canvasElement: HTMLElement) => Promise<void>;
  failed: string;
  path: string;
  forbiddenSameAs?: string;
}) {
  const { write, confirm, failed, path, forbiddenSameAs } = options;
  return {
    deleteFails: kitStory([write.serverError], async ({ canvasElement }) => {
      await confirm(canvasElement);
      await expect(await screen.findByText(failed)).toBeVisible();
      await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await settleList(canvasElement);
    }),
    deleteForbidden: writeForbiddenStory({
      handler: write.forbidden,
      path,
      act: confirm,
      after: async (canvasElement) => {
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        await settleList(canvasElement);
      },
      sameAs: forbiddenSameAs,
    }),
  };
}

/**
 * The story pieces of a community page (Suggestions, Bug Reports), bound to its `path`, its cards' test id and its
 * delete dialog's name: the meta, a card by its title, a click on a card's button, a card's delete confirmed, the
 * create form filled and sent, and the kit's stories of the create form, the delete and an admin write refused.
 */
export function communityPage(page: { path: string; cardTestId: string; deleteDialog: string }) {
  const { path, cardTestId, deleteDialog } = page;
  return {
    meta: signedInPage(path, { decorators: [withSteadyVirtualList] }),
    settle: settleList,
    card: (canvasElement: HTMLElement, title: string) => cardTitled(canvasElement, cardTestId, title),
    clickOnCard: (canvasElement: HTMLElement, title: string, button: string) =>
      clickOnCard(canvasElement, cardTestId, title, button),
    confirmDelete: (canvasElement: HTMLElement, title: string) =>
      confirmCardDelete(canvasElement, cardTestId, title, deleteDialog),
    fillAndSubmit,
    createFormStories,
    deleteStories: (options: Omit<Parameters<typeof deleteCardStories>[0], "path">) =>
      deleteCardStories({ ...options, path }),
    writeForbidden: (options: Omit<Parameters<typeof writeForbiddenStory>[0], "path">) =>
      writeForbiddenStory({ ...options, path }),
  };
}

/**
 * A page's "loaded" check, bound once per story file: waits for the heading its data brings and returns it
 * (`const loaded = loadedAtHeading("Redeem Keys")`).
 */
export function loadedAtHeading(heading: string) {
  return (canvasElement: HTMLElement) => within(canvasElement).findByRole("heading", { name: heading }, LOAD);
}

/** Clicks the page's `open` button, then `confirm` in the dialog named `dialog` that it opens. */
export async function confirmInDialog(
  canvasElement: HTMLElement,
  open: string,
  dialog: string,
  confirm: string,
) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: open }));
  const opened = await screen.findByRole("dialog", { name: dialog });
  await userEvent.click(within(opened).getByRole("button", { name: confirm }));
}
