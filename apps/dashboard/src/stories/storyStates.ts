/**
 * The stories every dashboard page tells alike, written by the kit: loading, load failure, signed out, an admin
 * page refused, a write refused (429, or 403 on a page open to every seller).
 */
import type { ContractRouteName } from "@boostdash/api-client/core/contract/routes";
import { type StandardScenarios, scenarios } from "@boostdash/api-client/core/mocks/all";
import { errorResponse, mockRoute } from "@boostdash/api-client/core/mocks/route";
import type { HttpHandler } from "msw";
import { expect, screen, waitFor, within } from "storybook/test";
import { currentPath, LOAD, mockApi } from "./storyKit";

/** What a kit story's play needs of Storybook's context. */
export type PlayContext = { canvasElement: HTMLElement };

/** A story the kit writes: its network and its play (and, when its pixels are another story's, that story). */
export interface KitStory {
  parameters: { msw: { handlers: HttpHandler[] }; screenshot?: { sameAs: string } };
  play: (context: PlayContext) => Promise<void>;
}

export function kitStory(handlers: HttpHandler[], play: KitStory["play"], sameAs?: string): KitStory {
  return { parameters: { msw: mockApi(...handlers), ...(sameAs ? { screenshot: { sameAs } } : {}) }, play };
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
