/**
 * Shared pieces of the public pages' container stories: the meta every page's stories share, and the stories each
 * page tells alike (loading, a failed load). A story whose pixels are a screen story's names it in `sameAs`.
 */
import type { StandardScenarios } from "@boostdash/api-client/core/mocks/all";
import type { HttpHandler } from "msw";
import { expect, within } from "storybook/test";
import { PublicRoutes } from "../PublicRoutes";

/** The first render loads the page's lazy chunk, which a cold test run may take a while to transform. */
export const LOAD = { timeout: 5_000 };

/** What a kit story's play needs of Storybook's context. */
type PlayContext = { canvasElement: HTMLElement };

/** A story the kit writes: its network, its play, and the story whose baseline holds its pixels. */
export interface KitStory {
  parameters: { msw: { handlers: HttpHandler[] }; screenshot: { sameAs: string } };
  play: (context: PlayContext) => Promise<void>;
}

/**
 * The meta every public page's stories share (the title stays in each file: Storybook reads it from there): the
 * page at `path` with `handlers` answering, full screen, toasts mounted by the story decorator.
 */
export function publicPage(path: string, handlers: HttpHandler[] = []) {
  return {
    component: PublicRoutes,
    args: { toaster: false, path },
    parameters: { layout: "fullscreen", msw: { handlers } },
    // Chrome can take a moment to settle the antialiasing of just-repainted rounded corners (a 1-bit
    // difference that fails a zero-tolerance screenshot); wait before the shot is taken.
    afterEach: () => new Promise<void>((resolve) => setTimeout(resolve, 400)),
  };
}

/** `handler` never answers: the page's loading status, with `text`. */
export function loadingStory(handler: HttpHandler, text: string, sameAs: string): KitStory {
  return {
    parameters: { msw: { handlers: [handler] }, screenshot: { sameAs } },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole("status", {}, LOAD)).toHaveTextContent(text);
    },
  };
}

/**
 * `handler` fails the page's load: the error view with `message` and a Retry, and whatever else the page shows
 * then (`also`).
 */
export function loadErrorStory(options: {
  handler: HttpHandler;
  message: string;
  sameAs: string;
  also: (canvasElement: HTMLElement) => Promise<void>;
}): KitStory {
  const { handler, message, sameAs, also } = options;
  return {
    parameters: { msw: { handlers: [handler] }, screenshot: { sameAs } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole("heading", { name: "Oops! Something went wrong" }, LOAD),
      ).toBeVisible();
      await expect(canvas.getByText(message)).toBeVisible();
      await expect(canvas.getByRole("button", { name: "Retry" })).toBeEnabled();
      await also(canvasElement);
    },
  };
}

/** The explanation a page's error view gives under the message. */
export function showsExplanation(text: string) {
  return async (canvasElement: HTMLElement) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };
}

/**
 * A page's four load states from its route's standard scenarios: slow, 404, 500 and no answer, each with its
 * docs/product.md#public-pages text, and each showing the pixels of the screen story (`screen`, e.g. "screens-public-livestock") for that state.
 */
export function loadStates(
  route: StandardScenarios,
  texts: { loading: string; notFound: string; http: string; unexpected: string },
  screen: string,
  also: (canvasElement: HTMLElement) => Promise<void>,
) {
  const error = (handler: HttpHandler, message: string, state: string) =>
    loadErrorStory({ handler, message, sameAs: `${screen}--error-${state}`, also });
  return {
    slow: loadingStory(route.slow, texts.loading, `${screen}--loading`),
    notFound: error(route.notFound, texts.notFound, "not-found"),
    serverError: error(route.serverError, texts.http, "http"),
    networkError: error(route.networkError, texts.unexpected, "unexpected"),
  };
}

/** `story`'s steps again on a phone (375 px wide). */
export function onPhone<P>(story: { play?: P }) {
  return { globals: { viewport: { value: "mobile375" } }, play: story.play };
}
