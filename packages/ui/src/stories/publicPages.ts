/** Story helper of the customer pages (live stock, order status, redeem). */
import { expect, userEvent, within } from "storybook/test";

/**
 * The error view: 'Oops! Something went wrong', the load's message and, when given, the page's second line, and no
 * form; its Retry calls `onRetry`.
 */
export async function expectErrorView(
  canvasElement: HTMLElement,
  message: string,
  onRetry: () => void,
  detail?: string,
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { name: "Oops! Something went wrong" })).toBeVisible();
  await expect(canvas.getByText(message)).toBeVisible();
  if (detail) await expect(canvas.getByText(detail)).toBeVisible();
  await expect(canvas.queryByRole("textbox")).toBeNull();
  await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
  await expect(onRetry).toHaveBeenCalledOnce();
}

/** A story of the error view after a failed load with `message` (and the page's second line, `detail`). */
export function errorViewStory(message: string, detail?: string) {
  return {
    args: { status: "error" as const, errorMessage: message },
    play: ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry: () => void } }) =>
      expectErrorView(canvasElement, message, args.onRetry, detail),
  };
}

/**
 * A customer page's error stories: not found, a server error (the page's own messages) and an unexpected error, each
 * with the page's second line `detail`, and not found again on a phone.
 */
export function errorViewStories(notFound: string, serverError: string, detail: string) {
  const notFoundStory = { ...errorViewStory(notFound, detail), name: "Error: not found" };
  return {
    notFound: notFoundStory,
    serverError: { ...errorViewStory(serverError, detail), name: "Error: server error" },
    unexpected: { ...errorViewStory("An unexpected error occurred.", detail), name: "Error: unexpected" },
    notFoundOnPhone: {
      ...notFoundStory,
      name: "Mobile, error",
      globals: { viewport: { value: "mobile375" } },
    },
  };
}

/** What every customer screen's meta shares: the whole frame, and a pause before the screenshot. */
export const publicScreenMeta = {
  parameters: { layout: "fullscreen" as const },
  // Chrome can take a moment to settle the antialiasing of just-repainted rounded corners (a 1-bit
  // difference that fails a zero-tolerance screenshot); wait before the shot is taken.
  afterEach: () => new Promise<void>((resolve) => setTimeout(resolve, 400)),
};

/**
 * The loading view: `text` in a status and no page heading (`title`) yet; `args` are the screen's args (its data
 * left out) besides the loading status.
 */
export function loadingViewStory<A extends object>(text: string, title: string, args: A) {
  return {
    args: { status: "loading" as const, ...args },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("status")).toHaveTextContent(text);
      await expect(canvas.queryByRole("heading", { name: title })).toBeNull();
    },
  };
}

/** The link whose name starts with `label` (an icon may follow), or null. */
export function linkNamed(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).queryByRole("link", { name: new RegExp(`^${label}`) });
}

/** The seller left out the link `dropped`: it is gone, and each link of `kept` is still there. */
export async function expectLinkDropped(canvasElement: HTMLElement, dropped: string, kept: string[]) {
  await expect(linkNamed(canvasElement, dropped)).toBeNull();
  for (const label of kept) await expect(linkNamed(canvasElement, label)).not.toBeNull();
}

/** Each link (label to address) goes there in a new tab, without access to this page. */
export async function expectExternalLinks(canvasElement: HTMLElement, links: Record<string, string>) {
  for (const [label, href] of Object.entries(links)) {
    const anchor = linkNamed(canvasElement, label);
    await expect(anchor).toHaveAttribute("href", href);
    await expect(anchor).toHaveAttribute("target", "_blank");
    await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
  }
}

/** Nothing overflows the page sideways. */
export async function expectNoSidewaysScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** `story` on a phone: its play, and then nothing overflows sideways. */
export function onPhone<C>(story: { play?: (context: C) => unknown }) {
  return {
    globals: { viewport: { value: "mobile375" } },
    play: async (context: C) => {
      await story.play?.(context);
      await expectNoSidewaysScroll();
    },
  };
}

/** A page without the seller's links and footer still stands: no link, no footer, and its heading `title`. */
export async function expectNoLinksOrFooter(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(sellerLinks(canvasElement)).toHaveLength(0);
  await expect(canvas.queryByRole("contentinfo")).toBeNull();
  await expect(canvas.getByRole("heading", { name: title })).toBeVisible();
}

/** The page's links to the seller's places: every link but the page in other languages (LanguageLinks). */
export function sellerLinks(canvasElement: HTMLElement): HTMLElement[] {
  return within(canvasElement)
    .queryAllByRole("link")
    .filter((link) => !link.closest("nav"));
}

/** The seller's `footer` with markup in it shows as text: none of its elements is rendered. */
export async function expectFooterAsText(canvasElement: HTMLElement, footer: string) {
  await expect(within(canvasElement).getByRole("contentinfo")).toHaveTextContent(footer);
  await expect(canvasElement.querySelector("footer img, footer b")).toBeNull();
}
