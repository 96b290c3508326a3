import {
  createEmptyNotificationSettings,
  createNotificationSettings,
  MOCK_SECRET,
} from "@boostdash/api-client/notifications/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { stubClipboard } from "../../stories/clipboard";
import { screenDocs } from "../../stories/screenDocs";
import { NotificationsScreen } from "./NotificationsScreen";

const meta = {
  title: "Screens/Notifications",
  component: NotificationsScreen,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "Settings > Notifications (`/dashboard/settings/notifications`): a Discord webhook and/or an HTTPS endpoint, the events and the stock thresholds, the endpoint's signing secret (shown once), 'Send test' and the delivery log.\n\nStates: set up with a log, not set up, a refused endpoint, a new secret, saving, loading, load failed, on a phone.",
    ),
  },
  args: {
    status: "ready",
    settings: createNotificationSettings(),
    timeZone: "UTC",
    saveStatus: "idle",
    saveError: null,
    newSecret: null,
    rotating: false,
    testing: false,
    onSave: fn(),
    onRotateSecret: fn(),
    onSendTest: fn(),
    onSecretCopied: fn(),
    onCopyFailed: fn(),
    onRetry: fn(),
  },
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof NotificationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  name: "Set up, with a log",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(
      canvas.getByText("Tell Discord or your own server when something happens in your store"),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      "/dashboard/settings",
    );
    await expect(canvas.getByLabelText("Discord webhook URL")).toHaveValue(
      "https://discord.com/api/webhooks/123456789012345678/abcDEF_ghiJKL-mnoPQR_stuVWX",
    );
    await expect(canvas.getByLabelText("Signing secret")).toHaveValue(
      `whsec_${"\u2022".repeat(8)}${MOCK_SECRET.slice(-4)}`,
    );
    for (const label of [
      "New order",
      "Order delivered",
      "Order partly delivered or failed",
      "Stock below threshold",
      "Custom domain active or failed",
      "Storefront purchase received",
      "Storefront purchase not delivered",
    ])
      await expect(canvas.getByRole("checkbox", { name: label })).toBeChecked();
    await expect(canvas.getByLabelText("1 Month Boosts")).toHaveValue("5");
    const log = canvas.getByRole("table");
    const rows = within(log).getAllByRole("row");
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1] as HTMLElement).getByText("Retrying · 500")).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText("answered 500")).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText("Jan 15, 12:04:00 PM")).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText("Storefront purchase not delivered")).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText("Sent · 204")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Save" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Send test" })).toBeEnabled();
  },
};

export const ChangeAndSave: Story = {
  name: "Events changed and saved",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "New order" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Storefront purchase received" }));
    const threshold = canvas.getByLabelText("3 Month Nitro");
    await userEvent.clear(threshold);
    await userEvent.type(threshold, "12");
    await expect(canvas.getByText("Unsaved changes")).toBeVisible();
    // Unsaved changes are saved before a test is sent.
    await expect(canvas.getByRole("button", { name: "Send test" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        events: expect.objectContaining({
          "order.created": false,
          "order.delivered": true,
          "intake.received": false,
          "intake.failed": true,
        }),
        stockThresholds: expect.objectContaining({ threeMonthNitroTokens: 12, oneMonthNitroTokens: 5 }),
      }),
    );
  },
};

export const CustomerEmailsOff: Story = {
  name: "Customer emails off (no SMTP_URL)",
  args: { settings: { ...createNotificationSettings(), customerEmails: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        "Customer emails are off: set SMTP_URL on the server to send buyers delivery emails and links to their orders.",
      ),
    ).toBeVisible();
  },
};

export const NotSetUp: Story = {
  name: "Not set up",
  args: { settings: createEmptyNotificationSettings() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No deliveries yet")).toBeVisible();
    await expect(canvas.queryByLabelText("Signing secret")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Send test" })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText("Discord webhook URL"), "https://discord.gg/not-a-webhook");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(
      canvas.getByText("Discord webhook must be an address like https://discord.com/api/webhooks/…"),
    ).toBeVisible();
    await expect(canvas.getByLabelText("Discord webhook URL")).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  name: "Endpoint refused by the server",
  args: {
    saveStatus: "error",
    saveError: "This endpoint cannot be used: it must be a public https:// address",
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(within(alert).getByText("Notification settings not saved")).toBeVisible();
    await expect(within(alert).getByText(/it must be a public https:\/\/ address/)).toBeVisible();
  },
};

export const NewSecret: Story = {
  name: "New signing secret",
  args: { newSecret: MOCK_SECRET },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole("region", { name: "New signing secret" });
    await expect(within(panel).getByText(MOCK_SECRET)).toBeVisible();
    await expect(within(panel).getByText("Copy it now: it is shown only once.")).toBeVisible();
    await userEvent.click(within(panel).getByRole("button", { name: "Copy signing secret" }));
    await expect(args.onSecretCopied).toHaveBeenCalledWith(MOCK_SECRET);
    await userEvent.click(canvas.getByRole("button", { name: "Rotate secret" }));
    await expect(args.onRotateSecret).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Saving: Story = {
  args: { saveStatus: "saving", testing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(canvas.getByText("Saving your changes...")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: "loading", settings: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading notification settings...")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: "Load failed",
  args: { status: "error", settings: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Failed to load notification settings")).toBeVisible();
  },
};

export const Mobile: Story = {
  name: "On a phone",
  globals: { viewport: { value: "mobile375" } },
  play: Populated.play,
};
