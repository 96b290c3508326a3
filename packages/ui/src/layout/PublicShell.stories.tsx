import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PublicShell } from "./PublicShell";

function SampleCard() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-8 text-center">
      <h1 className="text-3xl font-bold">Store page</h1>
      <p className="text-muted">Customer pages sit in one centred column.</p>
    </div>
  );
}

const meta = {
  title: "Layout/PublicShell",
  component: PublicShell,
  parameters: { layout: "fullscreen" },
  args: { children: <SampleCard />, footer: "Thanks for shopping with Example Store" },
  // Chrome can take a moment to settle the antialiasing of just-repainted rounded corners (a 1-bit
  // difference that fails a zero-tolerance screenshot); wait before the shot is taken.
  afterEach: () => new Promise<void>((resolve) => setTimeout(resolve, 400)),
} satisfies Meta<typeof PublicShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFooter: Story = {
  name: "With footer",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole("main");
    await expect(within(main).getByRole("heading", { name: "Store page" })).toBeVisible();
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("Thanks for shopping with Example Store");
    // The column is centred: equal space on both sides.
    const { left, right } = main.getBoundingClientRect();
    await expect(Math.abs(left - (window.innerWidth - right))).toBeLessThanOrEqual(1);
  },
};

export const WithoutFooter: Story = {
  name: "Without footer",
  args: { footer: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("contentinfo")).toBeNull();
    await expect(within(canvasElement).getByRole("main")).toBeVisible();
  },
};

/** The wide column (live stock's two tiers) and a seller colour for the glow. */
export const WideWithSellerGlow: Story = {
  name: "Wide, with the seller's glow",
  args: { width: "lg", glowColor: "#facc15" },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole("main");
    await expect(main.getBoundingClientRect().width).toBe(768);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole("main");
    // Full width with a 16 px gutter.
    await expect(main.getBoundingClientRect().width).toBe(375);
    await expect(getComputedStyle(main).paddingLeft).toBe("16px");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
