import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import {
  createEmptyIntakeSettings,
  createIntakeDelivery,
  createIntakeSettings,
  MOCK_INTAKE_SECRET,
} from "@boostdash/api-client/intake/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { chooseOption } from "../../stories/chooseOption";
import { stubClipboard, writeText } from "../../stories/clipboard";
import { screenDocs } from "../../stories/screenDocs";
import { IntakeScreen } from "./IntakeScreen";

const meta = {
  title: "Screens/Storefronts",
  component: IntakeScreen,
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    docs: screenDocs(
      "Storefronts (`/dashboard/integrations`): per platform the delivery URL and secret to paste into the storefront (the secret shown once, rotated after a confirmation), the product mapping, a test delivery and the inbound log (its outcomes have their own entry below).\n\nStates: connected, nothing set up, a new secret, the rotate question and its run, mapping mistakes, a test running and done, loading, load failed, on a phone.",
    ),
  },
  args: {
    status: "ready",
    settings: createIntakeSettings(),
    now: MOCK_NOW,
    timeZone: "UTC",
    newSecret: null,
    busyPlatform: null,
    mappingSaveStatus: "idle",
    mappingSaveError: null,
    testing: false,
    testResult: null,
    redeliveringId: null,
    onSetUp: fn(),
    onRotate: fn(),
    onSaveMappings: fn(),
    onSendTest: fn(),
    onRedeliver: fn(),
    onUrlCopied: fn(),
    onSecretCopied: fn(),
    onCopyFailed: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof IntakeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const platform = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("region", { name }));

export const Connected: Story = {
  name: "Connected, with a log",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Storefronts" })).toBeVisible();
    await expect(
      canvas.getByText("Orders paid on SellAuth, Sellix, Sell.app or Shoppex, delivered by boostdash"),
    ).toBeVisible();
    const sellauth = platform(canvasElement, "SellAuth");
    await expect(sellauth.getByText("Connected")).toBeVisible();
    await expect(sellauth.getByLabelText("Delivery URL")).toHaveValue(
      "https://dash.example.com/api/intake/sellauth/st_8d2kq1",
    );
    await expect(sellauth.getByLabelText("Secret")).toHaveValue(`${"\u2022".repeat(10)}wXy4`);
    await userEvent.click(sellauth.getByRole("button", { name: "Copy SellAuth delivery URL" }));
    await expect(writeText).toHaveBeenCalledWith("https://dash.example.com/api/intake/sellauth/st_8d2kq1");
    await expect(args.onUrlCopied).toHaveBeenCalled();
    await expect(platform(canvasElement, "Sell.app").getByText("Not set up")).toBeVisible();
    const rows = canvas.getAllByTestId("mapping-row");
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByLabelText("Product or variant ID")).toHaveValue(
      "prod_1m_boosts",
    );
    await expect(canvas.getByRole("button", { name: "Save mapping" })).toBeDisabled();
    await expect(canvas.getAllByTestId("inbound-delivery")).toHaveLength(5);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NotSetUp: Story = {
  name: "Nothing set up",
  args: { settings: createEmptyIntakeSettings() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No storefront connected yet")).toBeVisible();
    await expect(canvas.getByText("No products mapped yet")).toBeVisible();
    await expect(canvas.getByText("Set up a platform and map a product first")).toBeVisible();
    await expect(canvas.getByText("No deliveries yet")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Set up Sell.app" }));
    await expect(args.onSetUp).toHaveBeenCalledWith("sellapp");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SecretShown: Story = {
  name: "Secret just shown",
  args: { newSecret: { platform: "sellix", secret: MOCK_INTAKE_SECRET } },
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole("region", { name: "New Sellix secret" }));
    await expect(panel.getByText(MOCK_INTAKE_SECRET)).toBeVisible();
    await expect(
      panel.getByText("Copy it now: it is shown only once. Paste it into Sellix beside the delivery URL."),
    ).toBeVisible();
    await userEvent.click(panel.getByRole("button", { name: "Copy Sellix secret" }));
    await expect(writeText).toHaveBeenCalledWith(MOCK_INTAKE_SECRET);
    await expect(args.onSecretCopied).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RotateConfirm: Story = {
  name: "Rotate dialog open",
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      platform(canvasElement, "SellAuth").getByRole("button", { name: "Rotate secret of SellAuth" }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Rotate the SellAuth secret?" }));
    await expect(
      dialog.getByText(
        "The current secret stops working at once: SellAuth's deliveries are refused until you paste the new one into SellAuth.",
      ),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeEnabled();
    await expect(args.onRotate).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole("button", { name: "Yes, Rotate Secret" }));
    await expect(args.onRotate).toHaveBeenCalledWith("sellauth");
  },
};

export const Rotating: Story = {
  args: { initialRotate: "sellauth", busyPlatform: "sellauth" },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Rotate the SellAuth secret?" }));
    await expect(dialog.getByRole("button", { name: "Rotating..." })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

/** A valid change is sent as it is typed; then the mistakes a seller can make, each beside its field. */
export const MappingErrors: Story = {
  name: "Mapping mistakes",
  args: { settings: createIntakeSettings({ deliveries: [] }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = () => canvas.getAllByTestId("mapping-row").map((r) => within(r));
    const row = (i: number) => {
      const found = rows()[i];
      if (!found) throw new Error(`no mapping row ${i}`);
      return found;
    };
    await userEvent.clear(row(2).getByLabelText("Amount"));
    await userEvent.type(row(2).getByLabelText("Amount"), "3");
    await userEvent.click(row(0).getByRole("button", { name: "Remove product prod_1m_boosts" }));
    await expect(canvas.getByText("Unsaved changes")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save mapping" }));
    await expect(args.onSaveMappings).toHaveBeenCalledWith([
      expect.objectContaining({ platform: "sellauth", productId: "prod_3m_boosts", amount: 14 }),
      expect.objectContaining({
        platform: "sellix",
        productId: "6630f1b2c9e4a",
        stock: "oneMonthNitroTokens.txt",
        amount: 3,
        inviteField: "Server invite",
      }),
    ]);

    await userEvent.click(canvas.getByRole("button", { name: "Add product" }));
    // The new row starts from the one above it: Sellix, its stock and its invite field.
    await userEvent.type(row(2).getByLabelText("Product or variant ID"), "6630f1b2c9e4a");
    await userEvent.clear(row(2).getByLabelText("Amount"));
    await userEvent.type(row(2).getByLabelText("Amount"), "0");
    await userEvent.clear(row(2).getByLabelText("Invite field"));
    await userEvent.clear(row(0).getByLabelText("Product or variant ID"));
    await userEvent.click(canvas.getByRole("button", { name: "Save mapping" }));
    await expect(row(0).getByText("Enter the product or variant ID")).toBeVisible();
    await expect(row(2).getByText("This product is already mapped above")).toBeVisible();
    await expect(row(2).getByText("A whole number from 1 to 1,000")).toBeVisible();
    await expect(row(2).getByText("Enter the name of the invite field")).toBeVisible();
    await expect(row(2).getByLabelText("Amount")).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSaveMappings).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const TestBusy: Story = {
  name: "Test delivery running",
  args: { testing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Sending test..." })).toBeDisabled();
  },
};

export const TestDone: Story = {
  name: "Test delivery done",
  args: {
    testResult: createIntakeDelivery({
      id: "in-test",
      test: true,
      receivedAt: MOCK_NOW,
      productId: "prod_3m_boosts",
      orderId: "ORD-2042",
      answer: "Thanks for your order! Your boosts are on their way: https://dash.example.com/status/ORD-2042",
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseOption(canvas.getByRole("combobox", { name: "Product" }), "SellAuth · prod_3m_boosts");
    await userEvent.click(canvas.getByRole("button", { name: "Send a test delivery" }));
    await expect(args.onSendTest).toHaveBeenCalledWith(
      expect.objectContaining({ platform: "sellauth", productId: "prod_3m_boosts" }),
    );
    const result = within(canvas.getByRole("region", { name: "Test result" }));
    await expect(result.getByText("Test")).toBeVisible();
    await expect(result.getByText("Delivered")).toBeVisible();
    await expect(result.getByText("Order ORD-2042 created from the buyer's invite")).toBeVisible();
    await expect(result.getByText("Your customer would see:")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { status: "loading", settings: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading storefronts...")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: "Load failed",
  args: { status: "error", settings: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load storefronts")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mobile: Story = {
  name: "On a phone",
  globals: { viewport: { value: "mobile375" } },
  play: Connected.play,
};
