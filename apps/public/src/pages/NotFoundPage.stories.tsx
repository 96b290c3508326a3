import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { PublicRoutes } from "../PublicRoutes";
import { LOAD, onPhone, publicPage } from "../stories/storyKit";

const meta = {
  title: "Wiring/Public/NotFoundPage",
  ...publicPage("/api/not-a-page"),
  args: { toaster: false, path: "/api/not-a-page", onBack: fn() },
  // The 404 screen with the page's language links at its foot (one story's pixels for all that end there).
  parameters: { layout: "fullscreen", screenshot: { sameAs: "wiring-public-notfoundpage--unknown-path" } },
} satisfies Meta<typeof PublicRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Page not found" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("404")).toBeVisible();
    await expect(
      canvas.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Go Back" })).toBeEnabled();
    await expect(document.title).toBe("Page not found");
    const languages = within(canvas.getByRole("navigation", { name: "Language" }));
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await expect(languages.getByRole("link", { name: "Español" })).toHaveAttribute("href", "?lang=es");
  },
};

/** A redeem path without its guild id is not a page either. */
export const IncompletePublicPath: Story = {
  args: { path: "/api/redeem-order/" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Page not found" }, LOAD),
    ).toBeVisible();
  },
};

/** Go Back returns to the previous page (the real browser history is covered by the e2e journey). */
export const GoBack: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Go Back" }, LOAD));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  ...onPhone(UnknownPath),
  parameters: { screenshot: { sameAs: "wiring-public-notfoundpage--mobile" } },
};

/** In German: the page and its title in the reader's language. */
export const German: Story = {
  parameters: { locale: "de", screenshot: { sameAs: "wiring-public-notfoundpage--german" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Seite nicht gefunden" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("Die gesuchte Seite existiert nicht oder wurde verschoben.")).toBeVisible();
    await expect(document.title).toBe("Seite nicht gefunden");
    await expect(
      within(canvas.getByRole("navigation", { name: "Sprache" })).getByRole("link", { name: "Deutsch" }),
    ).toHaveAttribute("aria-current", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Zurück" }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
