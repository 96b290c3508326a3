/**
 * The story pieces of a community page (Suggestions, Bug Reports): its cards, its create form and its delete, and
 * the stories of each failing or refused.
 */
import type { ContractRouteName } from "@boostdash/api-client/core/contract/routes";
import type { StandardScenarios } from "@boostdash/api-client/core/mocks/all";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { LOAD, signedInPage } from "./storyKit";
import { settleList, withSteadyVirtualList } from "./storySettle";
import { kitStory, rateLimitedStory, writeForbiddenStory } from "./storyStates";

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
