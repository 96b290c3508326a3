import type { ActivityItem } from "@boostdash/api-client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { emptyDashboardData, HomeScreen } from "./HomeScreen";

const NOW = "2026-01-15T12:00:00.000Z";
const ago = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

const activity: ActivityItem[] = [
  { action: "New order", details: "Order #ORD-0001 for 14 boosts", time: ago(2) },
  { action: "Boosts delivered", details: "14 boosts to Pixel Hangout", time: ago(20) },
  { action: "Stock updated", details: "1 Month Stock: 120 Nitro tokens", time: ago(180) },
  { action: "Domain verified", details: "shop.example.com is active", time: ago(60 * 24) },
];

const meta = {
  title: "Screens/Home",
  component: HomeScreen,
  args: {
    status: "ready",
    now: NOW,
    timeZone: "UTC",
    data: { totalOrders: 6, newOrders: 1, boostsL24: 48, recentActivity: activity },
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function statValue(canvasElement: HTMLElement, title: string) {
  const card = within(canvasElement).getByText(title).closest("[data-slot='stat-card']");
  return card?.querySelector("[data-slot='stat-value']")?.textContent;
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(canvas.getByText("Welcome back! Here's what's happening today.")).toBeVisible();
    await expect(statValue(canvasElement, "Total Orders")).toBe("6");
    await expect(statValue(canvasElement, "New Orders")).toBe("1");
    await expect(canvas.getByText("In the last hour")).toBeVisible();
    await expect(statValue(canvasElement, "Boosts (24h)")).toBe("48");
    await expect(canvas.getByRole("heading", { name: "Recent Activity" })).toBeVisible();

    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByText("New order")).toBeVisible();
    await expect(first.getByText("Order #ORD-0001 for 14 boosts")).toBeVisible();
    await expect(first.getByText("2m ago")).toBeVisible();
    // The pulsing dot on the first item only; 'New' on the first two.
    await expect(canvas.getAllByTestId("activity-pulse")).toHaveLength(1);
    await expect(first.getByTestId("activity-pulse")).toBeInTheDocument();
    await expect(canvas.getAllByText("New")).toHaveLength(2);
    await expect(within(items[1] as HTMLElement).getByText("New")).toBeVisible();
    await expect(within(items[2] as HTMLElement).queryByText("New")).toBeNull();
    await expect(within(items[2] as HTMLElement).getByText("3h ago")).toBeVisible();
    await expect(within(items[3] as HTMLElement).getByText("1d ago")).toBeVisible();
  },
};

export const LargeNumbers: Story = {
  args: {
    data: {
      totalOrders: 12_345,
      newOrders: 1_204,
      boostsL24: 1_000_000,
      recentActivity: activity.slice(0, 1),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(statValue(canvasElement, "Total Orders")).toBe("12,345");
    await expect(statValue(canvasElement, "New Orders")).toBe("1,204");
    await expect(statValue(canvasElement, "Boosts (24h)")).toBe("1,000,000");
    await expect(within(canvasElement).getAllByText("New")).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { data: emptyDashboardData },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No recent activity")).toBeVisible();
    await expect(canvas.getByText("Activity will appear here when available")).toBeVisible();
    await expect(statValue(canvasElement, "Total Orders")).toBe("0");
    await expect(statValue(canvasElement, "Boosts (24h)")).toBe("0");
  },
};

export const Loading: Story = {
  args: { status: "loading", data: emptyDashboardData },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading your dashboard...");
    await expect(canvas.queryByText("Total Orders")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  // Two items, so the page fits the phone's screen and the screenshot shows all of it.
  args: { data: { totalOrders: 6, newOrders: 1, boostsL24: 48, recentActivity: activity.slice(0, 2) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(canvas.getByText("Boosts (24h)")).toBeVisible();
    await expect(canvas.getByText("Boosts delivered")).toBeVisible();
  },
};
