import type { Trends } from "@boostdash/api-client/insights/contract";
import {
  createEmptyTrends,
  createRunway,
  createTrendDay,
  createTrends,
} from "@boostdash/api-client/insights/fixtures";
import type { TrendRange } from "@boostdash/api-client/insights/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { screenDocs } from "../../stories/screenDocs";
import { TrendsSection } from "./TrendsSection";

const meta = {
  title: "Screens/Home/Trends",
  component: TrendsSection,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "Home's trends: orders, boosts delivered and the success rate per day over 7, 30 or 90 days (plain SVG; the same numbers as a table for screen readers and on demand), and each stock tier's runway.\n\nStates: loading, an empty store, one day, 30 and 90 days, a day with only failures, the table, on a phone.",
    ),
  },
  args: { status: "ready", trends: createTrends(30), range: 30, onRangeChange: fn() },
} satisfies Meta<typeof TrendsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An empty store's `range` days but for the mocks' day: `orders` orders, all finished, `delivered` of `requested`
 * boosts delivered; the usual runway.
 */
function onlyLastDay(range: TrendRange, orders: number, requested: number, delivered: number): Trends {
  const t = createEmptyTrends(range);
  t.days[range - 1] = createTrendDay(0, {
    orders,
    boostsDelivered: delivered,
    finishedOrders: orders,
    finishedBoostsRequested: requested,
    finishedBoostsDelivered: delivered,
  });
  t.runway = createRunway();
  return t;
}

/** A day of orders that all failed (the others empty). */
const onlyFailures = onlyLastDay(7, 3, 18, 0);
const oneDay = onlyLastDay(30, 1, 14, 14);

export const ThirtyDays: Story = {
  name: "30 days",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Trends" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
    for (const chart of ["Orders", "Boosts delivered", "Success rate"])
      await expect(canvas.getByText(chart, { selector: "figcaption span" })).toBeVisible();
    // Screen readers get every day's numbers in a table, the charts being pictures.
    const table = canvas.getByRole("table");
    await expect(within(table).getAllByRole("row")).toHaveLength(31);
    await expect(within(table).getByRole("rowheader", { name: "Jan 15" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "90 days" }));
    await expect(args.onRangeChange).toHaveBeenCalledWith(90);
    const runway = within(
      canvas.getByRole("heading", { name: "Stock runway" }).closest("[data-slot='card']") as HTMLElement,
    );
    await expect(runway.getByText("about 12 days left at the last 7 days' rate")).toBeVisible();
    await expect(runway.getByText("about 1 day left at the last 7 days' rate")).toBeVisible();
    await expect(runway.getByText("no recent sales")).toBeVisible();
    await expect(runway.getByText("out of stock")).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NinetyDays: Story = {
  name: "90 days",
  args: { trends: createTrends(90), range: 90 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "90 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(within(canvas.getByRole("table")).getAllByRole("row")).toHaveLength(91);
    await expect(canvas.getAllByText("Oct 18")[0]).toBeVisible();
  },
};

export const OneDay: Story = {
  name: "One day",
  args: { trends: oneDay },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("1 in 30 days")[0]).toBeVisible();
    await expect(canvas.getByText("14 in 30 days")).toBeVisible();
    await expect(canvas.getByText("100% overall")).toBeVisible();
  },
};

export const OnlyFailures: Story = {
  name: "A day with only failures",
  args: { trends: onlyFailures, range: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("0% overall")).toBeVisible();
    const today = within(canvas.getByRole("rowheader", { name: "Jan 15" }).closest("tr") as HTMLElement);
    await expect(today.getAllByRole("cell").map((c) => c.textContent)).toEqual(["3", "0", "0%"]);
    // A day without finished orders has no rate (not 0%).
    const before = within(canvas.getByRole("rowheader", { name: "Jan 14" }).closest("tr") as HTMLElement);
    await expect(before.getAllByRole("cell").map((c) => c.textContent)).toEqual(["0", "0", "—"]);
  },
};

export const EmptyStore: Story = {
  name: "Empty store",
  args: { trends: createEmptyTrends(30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No orders in these days yet")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.getAllByText("out of stock")).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { status: "loading", trends: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading trends...")).toBeVisible();
  },
};

export const TableShown: Story = {
  name: "As a table",
  args: { trends: createTrends(7), range: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show as table" }));
    await expect(canvas.getByRole("button", { name: "Show as table" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByRole("table")).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "Success rate" })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mobile: Story = {
  name: "On a phone",
  args: { trends: createTrends(90), range: 90 },
  globals: { viewport: { value: "mobile375" } },
  play: NinetyDays.play,
};
