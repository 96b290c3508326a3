import { resetMockStore, scenarios } from "@boostdash/api-client/core/mocks/all";
import { createEmptyNotificationSettings } from "@boostdash/api-client/notifications/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { type DashboardApp, mockApi, signedInPage } from "../stories/storyKit";
import { loadedAtHeading } from "../stories/storyPlay";
import { dropFocus } from "../stories/storySettle";
import { pageStates } from "../stories/storyStates";

const meta = {
  title: "Wiring/Dashboard/NotificationsPage",
  ...signedInPage("/dashboard/settings/notifications"),
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = loadedAtHeading("Where to send");

/** Saving a change: the server's answer becomes the form, with its toast. */
export const Saves: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    const box = canvas.getByRole("checkbox", { name: "New order" });
    const storefront = canvas.getByRole("checkbox", { name: "Storefront purchase not delivered" });
    await userEvent.click(box);
    await userEvent.click(storefront);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await screen.findByText("Notification settings saved")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Save" })).toBeDisabled());
    await expect(box).not.toBeChecked();
    await expect(storefront).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Storefront purchase received" })).toBeChecked();
    dropFocus();
  },
};

/** 'Send test' queues one delivery per target, which the log shows at once. */
export const SendsTest: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send test" }));
    await expect(await screen.findByText("Test notification queued")).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole("table")).getAllByText("Test")).toHaveLength(2));
    await expect(within(canvas.getByRole("table")).getAllByText("Queued")).toHaveLength(2);
    dropFocus();
  },
};

/** The first endpoint brings the signing secret, shown once. */
export const FirstEndpoint: Story = {
  beforeEach: () => {
    resetMockStore({ notifications: createEmptyNotificationSettings() });
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText("Signing secret")).toBeNull();
    await userEvent.type(canvas.getByLabelText("HTTPS endpoint"), "https://hooks.example.com/in");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const panel = await canvas.findByRole("region", { name: "New signing secret" });
    await expect(within(panel).getByText(/^whsec_/)).toBeVisible();
    dropFocus();
  },
};
export const Refused: Story = {
  parameters: {
    msw: mockApi(scenarios.updateNotificationSettings.refused),
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Stock below threshold" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    // The card's notice, found by its title: the error toast is an alert too, and can come first or second.
    const alert = (await canvas.findByText("Notification settings not saved")).closest<HTMLElement>(
      '[role="alert"]',
    );
    expect(alert).not.toBeNull();
    await expect(
      within(alert as HTMLElement).getByText(/it must be a public https:\/\/ address/),
    ).toBeVisible();
    dropFocus();
  },
};

const states = pageStates(scenarios.notificationSettings, {
  loading: "Loading notification settings...",
  failed: "Failed to load notification settings",
  signIn: {
    message: "You need to log in to access settings.",
    sameAs: {
      signedOut: "wiring-dashboard-settingspage--signed-out",
      data: "wiring-dashboard-settingspage--signed-out",
    },
  },
});

export const Loading: Story = states.loading;
export const LoadFails: Story = states.loadFails;
export const SignedOut: Story = states.signedOut;
