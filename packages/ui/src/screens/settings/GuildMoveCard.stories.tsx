import { MOCK_GUILD_ID } from "@boostdash/api-client/core/mocks/fixtures";
import { MOCK_PENDING_GUILD_ID } from "@boostdash/api-client/settings/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { screenDocs } from "../../stories/screenDocs";
import { GuildMoveCard } from "./GuildMoveCard";

const meta = {
  title: "Screens/Settings/GuildMoveCard",
  component: GuildMoveCard,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "The guild move card on Settings: the bot sent a guild id after the store's first one, so the store waits for its owner before its public pages move.\n\nStates: the pending move, the move dialog, moving, keeping.",
    ),
  },
  args: {
    guildId: MOCK_GUILD_ID,
    pendingGuildId: MOCK_PENDING_GUILD_ID,
    busy: null,
    onMove: fn(),
    onKeep: fn(),
  },
} satisfies Meta<typeof GuildMoveCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole("region", { name: "Guild move requested" }));
    await expect(
      card.getByText("Your bot asked to move this store to another guild. Nothing changes until you choose."),
    ).toBeVisible();
    await expect(card.getByText("Current guild")).toBeVisible();
    await expect(card.getByText(MOCK_GUILD_ID)).toBeVisible();
    await expect(card.getByText("Requested guild")).toBeVisible();
    await expect(card.getByText(MOCK_PENDING_GUILD_ID)).toBeVisible();
    await expect(card.getByRole("button", { name: "Move store" })).toBeEnabled();
    await userEvent.click(card.getByRole("button", { name: "Keep current guild" }));
    await expect(args.onKeep).toHaveBeenCalledOnce();
    await expect(args.onMove).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText(MOCK_PENDING_GUILD_ID)).toBeVisible();
    await expect(card.getByRole("button", { name: "Keep current guild" })).toBeVisible();
  },
};

export const MoveDialog: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Move store" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Move the store to another guild?" }));
    await expect(
      dialog.getByText(`The store's public pages will belong to guild ${MOCK_PENDING_GUILD_ID}.`),
    ).toBeVisible();
    await expect(
      dialog.getByText("Your live stock, order status and redeem page links change to the new guild id"),
    ).toBeVisible();
    await expect(
      dialog.getByText("Links with the current guild id stop working: share the new ones with your buyers"),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeEnabled();
    await expect(args.onMove).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole("button", { name: "Yes, Move Store" }));
    await expect(args.onMove).toHaveBeenCalledOnce();
  },
};

export const Moving: Story = {
  args: { busy: "move" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Move store" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Keep current guild" })).toBeDisabled();
  },
};

export const Keeping: Story = {
  args: { busy: "keep" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Keeping..." })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Move store" })).toBeDisabled();
  },
};
