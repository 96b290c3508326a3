import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import { createIntakeDelivery, createIntakeSettings } from "@boostdash/api-client/intake/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { InboundLog } from "./InboundLog";

const all = createIntakeSettings().deliveries;
const byResult = (result: string) => all.filter((d) => d.result === result);

const meta = {
  title: "Screens/Storefronts/Inbound log",
  component: InboundLog,
  parameters: {
    docs: {
      description: {
        component:
          "The Storefronts screen's inbound log: each delivery a storefront asked for, what came of it, the answer sent back, and 'Deliver again' for the ones that failed. One story per outcome.",
      },
    },
  },
  args: { deliveries: all, now: MOCK_NOW, timeZone: "UTC", redeliveringId: null, onRedeliver: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InboundLog>;
export default meta;
type Story = StoryObj<typeof meta>;

const entry = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getAllByTestId("inbound-delivery")[0] as HTMLElement);

export const Delivered: Story = {
  args: { deliveries: byResult("delivered") },
  play: async ({ canvasElement }) => {
    const row = entry(canvasElement);
    await expect(row.getByText("Delivered")).toBeVisible();
    await expect(row.getByText("SellAuth")).toBeVisible();
    await expect(row.getByText("prod_1m_boosts")).toBeVisible();
    await expect(row.getByText("5m ago")).toHaveAttribute("title", "Jan 15, 2026, 11:55 AM");
    await expect(row.getByText("Order ORD-2041 created from the buyer's invite")).toBeVisible();
    await expect(
      row.getByText(
        "Thanks for your order! Your boosts are on their way: https://dash.example.com/status/ORD-2041",
      ),
    ).toBeVisible();
    await expect(row.queryByRole("button", { name: "Deliver again" })).toBeNull();
  },
};

export const UnmappedProduct: Story = {
  name: "Unmapped product",
  args: { deliveries: byResult("unmapped") },
  play: async ({ canvasElement, args }) => {
    const row = entry(canvasElement);
    await expect(row.getByText("Product not mapped")).toBeVisible();
    await expect(row.getByText("prod_lifetime")).toBeVisible();
    await expect(row.getByText("Nothing was delivered: map this product, then deliver again")).toBeVisible();
    await userEvent.click(row.getByRole("button", { name: "Deliver again" }));
    await expect(args.onRedeliver).toHaveBeenCalledWith("in-3");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SignatureRefused: Story = {
  name: "Signature refused",
  args: { deliveries: byResult("signature_refused") },
  play: async ({ canvasElement }) => {
    const row = entry(canvasElement);
    await expect(row.getByText("Signature refused")).toBeVisible();
    await expect(row.getByText("Sellix")).toBeVisible();
    await expect(
      row.getByText("The signature did not match the secret: check the secret pasted into the storefront"),
    ).toBeVisible();
    // Nothing was done, so there is nothing to deliver again.
    await expect(row.queryByRole("button", { name: "Deliver again" })).toBeNull();
  },
};

export const ReplayedRetry: Story = {
  name: "Replayed retry",
  args: { deliveries: byResult("replayed") },
  play: async ({ canvasElement }) => {
    const row = entry(canvasElement);
    await expect(row.getByText("Retry replayed")).toBeVisible();
    await expect(
      row.getByText(
        "The storefront sent this delivery again: it got the first answer, nothing was delivered twice",
      ),
    ).toBeVisible();
  },
};

export const OutOfStock: Story = {
  name: "Out of stock",
  args: { deliveries: byResult("out_of_stock") },
  play: async ({ canvasElement }) => {
    const row = entry(canvasElement);
    await expect(row.getByText("Out of stock")).toBeVisible();
    await expect(row.getByText("Not enough stock: add stock, then deliver again")).toBeVisible();
    await expect(row.getByRole("button", { name: "Deliver again" })).toBeEnabled();
  },
};

export const DeliveringAgain: Story = {
  name: "Delivering again",
  args: { deliveries: byResult("out_of_stock"), redeliveringId: "in-2" },
  play: async ({ canvasElement }) => {
    await expect(entry(canvasElement).getByRole("button", { name: "Delivering..." })).toBeDisabled();
  },
};

export const Empty: Story = {
  name: "No deliveries yet",
  args: { deliveries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No deliveries yet")).toBeVisible();
    await expect(
      canvas.getByText("Each purchase a storefront sends shows here with the answer it got"),
    ).toBeVisible();
  },
};

export const KeySent: Story = {
  name: "Key sent (no invite)",
  args: {
    deliveries: [
      createIntakeDelivery({
        id: "in-9",
        result: "key_sent",
        orderId: null,
        answer:
          "Thanks for your order! Your redeem key: K7QF-2MZX-9PLA. Redeem it at https://dash.example.com/redeem",
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const row = entry(canvasElement);
    await expect(row.getByText("Key sent")).toBeVisible();
    await expect(
      row.getByText("No valid invite in the purchase: a redeem key was sent instead"),
    ).toBeVisible();
  },
};
