import { resetMockStore, scenarios } from "@boostdash/api-client/core/mocks/all";
import { mockAgo } from "@boostdash/api-client/core/mocks/fixtures";
import { mockStore } from "@boostdash/api-client/core/mocks/store";
import { liveEventsMock } from "@boostdash/api-client/events/mocks";
import { createIntakeDelivery, createIntakeSettings } from "@boostdash/api-client/intake/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { type DashboardApp, mockApi, signedInPage } from "../stories/storyKit";
import { loadedAtHeading } from "../stories/storyPlay";
import { dropFocus } from "../stories/storySettle";
import { pageStates } from "../stories/storyStates";

const meta = {
  title: "Wiring/Dashboard/IntegrationsPage",
  ...signedInPage("/dashboard/integrations"),
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = loadedAtHeading("Platforms");
const platform = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("region", { name }));
const connected = () => {
  resetMockStore({ intake: createIntakeSettings() });
};

/** A store with nothing set up yet: every platform offers 'Set up'. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Storefronts" })).toBeVisible();
    await expect(canvas.getByText("No storefront connected yet")).toBeVisible();
    await expect(platform(canvasElement, "SellAuth").getByText("Not set up")).toBeVisible();
    await expect(canvas.getByText("No deliveries yet")).toBeVisible();
  },
};

/** 'Set up' makes the URL and the secret: the secret shows once, the card keeps only its last four characters. */
export const SetsUp: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const sellauth = platform(canvasElement, "SellAuth");
    await userEvent.click(sellauth.getByRole("button", { name: "Set up SellAuth" }));
    await expect(
      await screen.findByText("New secret made: copy it now, it is shown only once"),
    ).toBeVisible();
    const panel = within(await sellauth.findByRole("region", { name: "New SellAuth secret" }));
    await expect(panel.getByText("whsec_mock0000000000000000000000000abcd")).toBeVisible();
    await expect(sellauth.getByText("Connected")).toBeVisible();
    await expect(sellauth.getByLabelText("Secret")).toHaveValue(`${"\u2022".repeat(10)}abcd`);
    await expect(sellauth.getByLabelText("Delivery URL")).toHaveValue(
      "https://boostdash.localhost/api/intake/sellauth/mock-intake-id",
    );
    dropFocus();
  },
};

/** Rotating asks first; the new secret is shown on this visit only, and is gone once the page is opened again. */
export const RotatesSecret: Story = {
  beforeEach: connected,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const sellix = platform(canvasElement, "Sellix");
    await userEvent.click(sellix.getByRole("button", { name: "Rotate secret of Sellix" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Rotate the Sellix secret?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Yes, Rotate Secret" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const panel = within(await sellix.findByRole("region", { name: "New Sellix secret" }));
    await expect(panel.getByText("whsec_mock0000000000000000000000000abcd")).toBeVisible();
    await expect(sellix.getByLabelText("Secret")).toHaveValue(`${"\u2022".repeat(10)}abcd`);
    // Away and back: the cache keeps the hint, never the secret.
    await userEvent.click(canvas.getByRole("link", { name: "Orders" }));
    await canvas.findByRole("heading", { level: 1, name: "Orders" });
    await userEvent.click(canvas.getByRole("link", { name: "Storefronts" }));
    await loaded(canvasElement);
    const again = platform(canvasElement, "Sellix");
    await expect(again.getByLabelText("Secret")).toHaveValue(`${"\u2022".repeat(10)}abcd`);
    await expect(again.queryByRole("region", { name: "New Sellix secret" })).toBeNull();
    dropFocus();
  },
};

/** Saving the mapping: the server's list becomes the form, with its toast. */
export const SavesMapping: Story = {
  beforeEach: connected,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId("mapping-row")).toHaveLength(3);
    const [remove] = canvas.getAllByRole("button", { name: /^Remove product / });
    if (!remove) throw new Error("no mapping row to remove");
    await userEvent.click(remove);
    await userEvent.click(canvas.getByRole("button", { name: "Save mapping" }));
    await expect(await screen.findByText("Mapping saved")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Save mapping" })).toBeDisabled());
    await expect(canvas.getAllByTestId("mapping-row")).toHaveLength(2);
    dropFocus();
  },
};

/** 'Deliver again' on a delivery that ran out of stock: the toast says what came of it, the log shows it. */
export const Redelivers: Story = {
  beforeEach: connected,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const log = within(within(canvasElement).getByRole("list", { name: "Deliveries" }));
    await expect(log.getAllByRole("button", { name: "Deliver again" })).toHaveLength(2);
    const [first] = log.getAllByRole("button", { name: "Deliver again" });
    if (!first) throw new Error("no delivery to deliver again");
    await userEvent.click(first);
    await expect(await screen.findByText("Delivered: Order created from the buyer's invite")).toBeVisible();
    await waitFor(() => expect(log.getAllByRole("button", { name: "Deliver again" })).toHaveLength(1));
    dropFocus();
  },
};

/** A rotation the server fails: its toast, the dialog closes, and the old secret's hint stays. */
export const RotateFails: Story = {
  beforeEach: connected,
  parameters: { msw: mockApi(scenarios.rotateIntakeSecret.serverError) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const sellauth = platform(canvasElement, "SellAuth");
    await userEvent.click(sellauth.getByRole("button", { name: "Rotate secret of SellAuth" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Rotate the SellAuth secret?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Yes, Rotate Secret" }));
    await expect(await screen.findByText("Internal server error")).toBeVisible();
    // The dialog closes when the rotation ends, failed or not.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(sellauth.getByLabelText("Secret")).toHaveValue(`${"\u2022".repeat(10)}wXy4`);
    await expect(sellauth.queryByRole("region", { name: "New SellAuth secret" })).toBeNull();
    dropFocus();
  },
};

const live = liveEventsMock();

/**
 * A storefront's delivery that ran out of stock while the page is open: its live event brings the log up to date,
 * and a toast says so with a link to this page.
 */
export const LiveDeliveryFails: Story = {
  beforeEach: connected,
  parameters: { msw: mockApi(live.handler) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const log = within(within(canvasElement).getByRole("list", { name: "Deliveries" }));
    await expect(log.getAllByRole("listitem")).toHaveLength(5);
    await waitFor(() => expect(live.connections).toBeGreaterThan(0));
    const reason = "Out of stock: 14 boosts of 3 Month Boosts were asked for";
    const store = mockStore();
    store.intake = {
      ...store.intake,
      deliveries: [
        createIntakeDelivery({
          id: "in-live",
          receivedAt: mockAgo(0),
          productId: "prod_3m_boosts",
          invoiceId: "INV-5e0d7a13",
          result: "out_of_stock",
          answer: null,
          orderId: null,
          canRedeliver: true,
          error: reason,
        }),
        ...store.intake.deliveries,
      ],
    };
    // A test send's event first: it refreshes the log with no toast (events arrive in order, so once the real
    // failure's toast shows, the test's would have too).
    live.pushIntake({
      type: "intake.failed",
      deliveryId: "in-test",
      platform: "sellauth",
      productId: null,
      invoiceId: "test-1",
      result: "unmapped",
      orderId: null,
      test: true,
      reason: "Product (none) is not mapped",
    });
    live.pushIntake({
      type: "intake.failed",
      deliveryId: "in-live",
      platform: "sellauth",
      productId: "prod_3m_boosts",
      invoiceId: "INV-5e0d7a13",
      result: "out_of_stock",
      orderId: null,
      test: false,
      reason,
    });
    const toast = await screen.findByRole("link", { name: `SellAuth purchase not delivered: ${reason}` });
    await expect(toast).toHaveAttribute("href", "/dashboard/integrations");
    await waitFor(() => expect(log.getAllByRole("listitem")).toHaveLength(6));
    await expect(log.getAllByRole("button", { name: "Deliver again" })).toHaveLength(3);
    await expect(screen.getAllByRole("link", { name: /purchase not delivered/ })).toHaveLength(1);
    dropFocus();
  },
};

const states = pageStates(scenarios.intakeSettings, {
  loading: "Loading storefronts...",
  failed: "Failed to load storefronts",
});

export const Loading: Story = states.loading;
export const LoadFails: Story = states.loadFails;
export const SignedOut: Story = states.signedOut;
