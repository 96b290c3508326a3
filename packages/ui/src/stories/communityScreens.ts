/** Helpers shared by the community screens' stories (suggestions and bugs). */
import { type ComponentType, createElement, Fragment } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { settleVirtualList } from "./settleList";

export function settleList(canvasElement: HTMLElement) {
  return settleVirtualList(canvasElement, "[data-slot='virtual-list'] ul");
}

/** The value shown on the stat card with this title. */
export function statValue(canvasElement: HTMLElement, title: string) {
  const card = within(canvasElement)
    .getAllByText(title)
    .map((element) => element.closest("[data-slot='stat-card']"))
    .find(Boolean);
  return card?.querySelector("[data-slot='stat-value']")?.textContent;
}

/** Screenshots only: no overlay scrollbar (Chromium fades it on its own clock) and a layer always. */
export const steadyScrollerCss =
  "[data-slot='virtual-list'] { scrollbar-width: none; will-change: transform; }";

/** Drops focus so the screenshot does not depend on whether a briefly disabled button kept it. */
export function dropFocus() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** Screenshots only: the community lists' steady scroller (see `steadyScrollerCss`), as a story decorator. */
export function steadyScroller(Story: ComponentType) {
  return createElement(Fragment, null, createElement("style", null, steadyScrollerCss), createElement(Story));
}

/** The post cards (`data-testid`, e.g. `bug-card`) a community list has rendered. */
export function postCards(canvasElement: HTMLElement, testId: string) {
  return within(canvasElement).getAllByTestId(testId);
}

/** The rendered post card titled `title`, to query inside. */
export function postCard(canvasElement: HTMLElement, testId: string, title: string) {
  const found = postCards(canvasElement, testId).find((c) => c.querySelector("h3")?.textContent === title);
  if (!found) throw new Error(`no card titled ${title}`);
  return within(found);
}

/** `count` posts rendered, and nothing spills out of its card. */
export async function expectPostsFit(canvasElement: HTMLElement, testId: string, count: number) {
  await waitFor(() => expect(postCards(canvasElement, testId)).toHaveLength(count));
  for (const c of postCards(canvasElement, testId)) {
    await expect(c.scrollWidth).toBeLessThanOrEqual(c.clientWidth);
  }
}

/**
 * 500 posts: the count and the total say so, only the cards in view are in the DOM, also after scrolling to the
 * end of the list.
 */
export async function expectFiveHundred(
  canvasElement: HTMLElement,
  ids: { card: string; count: string; scroller: string },
  countText: string,
  totalTitle: string,
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId(ids.count)).toHaveTextContent(countText);
  await expect(statValue(canvasElement, totalTitle)).toBe("500");
  await waitFor(() => expect(postCards(canvasElement, ids.card).length).toBeGreaterThan(0));
  await expect(postCards(canvasElement, ids.card).length).toBeLessThan(30);
  const scroller = canvas.getByTestId(ids.scroller);
  scroller.scrollTop = scroller.scrollHeight;
  await waitFor(() => expect(scroller.querySelector("li[aria-posinset='500']")).not.toBeNull());
  await expect(postCards(canvasElement, ids.card).length).toBeLessThan(30);
  await settleList(canvasElement);
}

/** The failed load shows `title`; its Try again calls `onRetry`. */
export async function expectLoadFails(canvasElement: HTMLElement, title: string, onRetry?: () => void) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(title)).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
  await expect(onRetry).toHaveBeenCalledOnce();
  dropFocus();
}

/** What a story's mocked callback is checked for. */
type Spy = (...args: never[]) => unknown;

/** One community screen's names, for the plays its stories share. */
export interface CommunityStoryNames {
  /** The `data-testid`s of the post cards (`bug-card`), the count badge and the list's scroller. */
  ids: { card: string; count: string; scroller: string };
  /** The create form's name, e.g. 'Report a Bug'. */
  form: string;
  /** Its submit button, e.g. 'Submit Bug Report'. */
  submit: string;
  /** The delete dialog's question. */
  deleteDialog: string;
  /** The title of the stat card that counts every post. */
  total: string;
}

/** The plays the suggestions and bug reports stories share, for one screen's names. */
export function communityPlays(names: CommunityStoryNames) {
  const cards = (canvasElement: HTMLElement) => postCards(canvasElement, names.ids.card);
  const card = (canvasElement: HTMLElement, title: string) => postCard(canvasElement, names.ids.card, title);
  const waitForCards = (canvasElement: HTMLElement, count: number) =>
    waitFor(() => expect(cards(canvasElement)).toHaveLength(count));
  const findForm = async (canvasElement: HTMLElement) =>
    within(await within(canvasElement).findByRole("form", { name: names.form }));

  /** Once `count` cards are drawn, clicks Delete on the card titled `title`; the dialog that asks. */
  const askDelete = async (canvasElement: HTMLElement, count: number, title: string) => {
    await waitForCards(canvasElement, count);
    await userEvent.click(card(canvasElement, title).getByRole("button", { name: "Delete" }));
    return screen.findByRole("dialog", { name: names.deleteDialog });
  };

  const plays = {
    cards,
    card,
    waitForCards,
    findForm,
    statValue,
    expectLoadFails,

    /**
     * As an admin, once `count` cards are drawn: `action` on the cards titled with `true`, none on those with
     * `false`, and Delete on every card.
     */
    async expectAdminActions(
      canvasElement: HTMLElement,
      count: number,
      action: string,
      actionShown: Record<string, boolean>,
    ) {
      await waitForCards(canvasElement, count);
      for (const [title, shown] of Object.entries(actionShown)) {
        const button = card(canvasElement, title).queryByRole("button", { name: action });
        if (shown) await expect(button).toBeVisible();
        else await expect(button).toBeNull();
      }
      await expect(within(canvasElement).getAllByRole("button", { name: "Delete" })).toHaveLength(count);
      await settleList(canvasElement);
    },

    /** Clicks `button` on the card titled `title` and expects `callback` with `id`. */
    async clickOnCard(
      canvasElement: HTMLElement,
      count: number,
      title: string,
      button: string,
      callback: Spy,
      id: string,
    ) {
      await waitForCards(canvasElement, count);
      await userEvent.click(card(canvasElement, title).getByRole("button", { name: button }));
      await expect(callback).toHaveBeenCalledWith(id);
      dropFocus();
      await settleList(canvasElement);
    },

    /** Delete asks first: the dialog names the post, nothing is deleted yet, both buttons work. */
    async expectDeleteAsked(
      canvasElement: HTMLElement,
      count: number,
      title: string,
      description: RegExp,
      onDelete: Spy,
    ) {
      const dialog = await askDelete(canvasElement, count, title);
      await expect(within(dialog).getByText(description)).toBeVisible();
      // Nothing is deleted until the person confirms; Cancel keeps it.
      await expect(onDelete).not.toHaveBeenCalled();
      await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeEnabled();
      await expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
    },

    /** In the open delete dialog, Delete calls `onDelete` with `id` and the dialog closes. */
    async confirmDelete(canvasElement: HTMLElement, onDelete: Spy, id: string) {
      await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
      await expect(onDelete).toHaveBeenCalledWith(id);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      dropFocus();
      await settleList(canvasElement);
    },

    /** While the delete call runs, the dialog's buttons wait. */
    async expectDeleting(canvasElement: HTMLElement, count: number, title: string) {
      const dialog = within(await askDelete(canvasElement, count, title));
      await expect(dialog.getByRole("button", { name: "Deleting..." })).toBeDisabled();
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
    },

    /** From the focused Delete button: Enter opens the dialog, focus moves in, Escape closes it and gives focus back. */
    async deleteDialogByKeyboard(remove: HTMLElement) {
      remove.focus();
      await userEvent.keyboard("{Enter}");
      const dialog = await screen.findByRole("dialog", { name: names.deleteDialog });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(remove).toHaveFocus());
    },

    /** Types `typed` into the open form's Title and Description; the form, for more. */
    async typeDraft(canvasElement: HTMLElement, typed: { title: string; description: string }) {
      const form = await findForm(canvasElement);
      await userEvent.type(form.getByLabelText(/^Title/), typed.title);
      await userEvent.type(form.getByLabelText(/^Description/), typed.description);
      return form;
    },

    /** Typed with a required field left blank, the form says `message` and sends nothing. */
    async expectRequired(
      canvasElement: HTMLElement,
      typed: { title: string; description: string },
      message: string,
      onCreate: Spy,
    ) {
      const form = await plays.typeDraft(canvasElement, typed);
      await userEvent.click(form.getByRole("button", { name: names.submit }));
      await expect(form.getByRole("alert")).toHaveTextContent(message);
      await expect(onCreate).not.toHaveBeenCalled();
      dropFocus();
      await settleList(canvasElement);
    },

    /** Submits the open form: `onCreate` gets `draft` and the form closes. */
    async expectCreated(canvasElement: HTMLElement, onCreate: Spy, draft: object) {
      const form = await findForm(canvasElement);
      await userEvent.click(form.getByRole("button", { name: names.submit }));
      await expect(onCreate).toHaveBeenCalledWith(draft);
      // Created: the form closes.
      await waitFor(() => expect(within(canvasElement).queryByRole("form", { name: names.form })).toBeNull());
      dropFocus();
      await settleList(canvasElement);
    },

    /** While the create call runs the form waits, keeping what was typed; the form, for more checks. */
    async expectCreating(canvasElement: HTMLElement, busyLabel: string, title: string) {
      const form = await findForm(canvasElement);
      await expect(form.getByRole("button", { name: busyLabel })).toBeDisabled();
      await expect(form.getByRole("button", { name: "Cancel" })).toBeDisabled();
      await expect(form.getByLabelText(/^Title/)).toHaveValue(title);
      return form;
    },

    /** No posts: the empty state's `emptyTitle`, a zero total, and its button opens the form. */
    async expectEmpty(canvasElement: HTMLElement, emptyTitle: string, createFirst: string) {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(emptyTitle)).toBeVisible();
      await expect(statValue(canvasElement, names.total)).toBe("0");
      await userEvent.click(canvas.getByRole("button", { name: createFirst }));
      await expect(await canvas.findByRole("form", { name: names.form })).toBeVisible();
      dropFocus();
    },

    /** Loading: the spinner says `text`, no summary yet. */
    async expectLoading(canvasElement: HTMLElement, text: string) {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("status")).toHaveTextContent(text);
      await expect(canvas.queryByText(names.total)).toBeNull();
    },

    /** `count` posts, each fitting its card, the list held still for the screenshot. */
    async expectPostsFit(canvasElement: HTMLElement, count: number) {
      await expectPostsFit(canvasElement, names.ids.card, count);
      await settleList(canvasElement);
    },

    /** 500 posts (see `expectFiveHundred`); the count badge says `countText`. */
    expectFiveHundred: (canvasElement: HTMLElement, countText: string) =>
      expectFiveHundred(canvasElement, names.ids, countText, names.total),

    /** On a phone: the heading, the header's button and `count` posts that fit. */
    async expectMobile(canvasElement: HTMLElement, heading: string, button: string, count: number) {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("heading", { name: heading })).toBeVisible();
      await expect(canvas.getByRole("button", { name: button })).toBeVisible();
      await expectPostsFit(canvasElement, names.ids.card, count);
    },
  };

  /**
   * An admin deletes the post titled `title` (one of `count`): `confirm` asks first (the dialog says
   * `description`), `confirmed` deletes it by `id`, `deleting` shows the dialog waiting for the call.
   */
  const deleteStories = (post: { count: number; title: string; description: RegExp; id: string }) => {
    const confirm = {
      args: { isAdmin: true },
      play: ({ canvasElement, args }: DeletePlayContext) =>
        plays.expectDeleteAsked(canvasElement, post.count, post.title, post.description, args.onDelete),
    };
    return {
      confirm,
      confirmed: {
        args: { isAdmin: true },
        play: async (context: DeletePlayContext) => {
          await confirm.play(context);
          await plays.confirmDelete(context.canvasElement, context.args.onDelete, post.id);
        },
      },
      deleting: {
        args: { isAdmin: true, deleting: true },
        play: ({ canvasElement }: DeletePlayContext) =>
          plays.expectDeleting(canvasElement, post.count, post.title),
      },
    };
  };

  /** The form opened, `typed` in it with a required field left blank: it says `message` and sends nothing. */
  const requiredStory = (typed: { title: string; description: string }, message: string) => ({
    args: { initialFormOpen: true },
    play: ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onCreate: Spy } }) =>
      plays.expectRequired(canvasElement, typed, message, args.onCreate),
  });

  return { ...plays, deleteStories, requiredStory };
}

/** What a delete story's play needs of Storybook's context. */
type DeletePlayContext = { canvasElement: HTMLElement; args: { onDelete: Spy } };
