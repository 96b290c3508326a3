import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { steadyScrollerCss } from "../stories/communityScreens";
import { settleVirtualList } from "../stories/settleList";
import { VirtualList, type VirtualListProps } from "./VirtualList";

type Row = { id: string; title: string; lines: string[] };

/** Rows of varying height: the list measures each as it renders. */
const rows: Row[] = Array.from({ length: 200 }, (_, i) => ({
  id: `row-${i + 1}`,
  title: `Row ${i + 1}`,
  lines: Array.from({ length: (i % 3) + 1 }, (_, line) => `Line ${line + 1} of ${(i % 3) + 1}`),
}));

function RowCard({ row }: { row: Row }) {
  return (
    <article className="rounded-xl border border-border bg-surface p-4">
      <h3 className="text-sm font-semibold text-fg">{row.title}</h3>
      {row.lines.map((line) => (
        <p key={line} className="text-sm text-muted">
          {line}
        </p>
      ))}
    </article>
  );
}

const meta = {
  title: "Primitives/VirtualList",
  component: VirtualList,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: `A long list in a keyboard-scrollable box where only the rows in view (plus a few) are in the DOM, so hundreds of cards scroll and update as fast as a handful.

Rows are measured as they render, so they may have any height; \`estimateSize\` is a first guess. The list keeps
list semantics with each row's place in the whole. A list whose rows arrive in pages passes \`count\` (the whole
length) and \`itemAt\` instead of \`items\`, a \`renderPlaceholder\` for rows not loaded yet and \`onRangeChange\` to
hear which rows are on screen (the Orders list). \`VirtualRows\` is the row-rendering part, for lists with a
virtualiser of their own (the Orders list, the window-scrolled Admin Logs).

\`\`\`tsx
<VirtualList
  items={suggestions}
  label="Suggestion list"
  estimateSize={220}
  getKey={(s) => s._id}
  renderItem={(s) => <SuggestionCard suggestion={s} />}
/>
\`\`\``,
      },
    },
  },
  args: {
    items: rows,
    label: "Example rows",
    testId: "example-scroller",
    estimateSize: 80,
    getKey: (row: Row) => row.id,
    renderItem: (row: Row) => <RowCard row={row} />,
    className: "max-h-96",
  },
  decorators: [
    (Story) => (
      <>
        <style>{steadyScrollerCss}</style>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof VirtualList<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 200 rows of one to three lines in a 384 px box: only the rows in view are in the DOM. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settleVirtualList(canvasElement, "[data-slot='virtual-list'] ul");
    const list = canvas.getByRole("list", { name: "Example rows" });
    await expect(canvas.getByRole("region", { name: "Example rows" })).toHaveAttribute("tabindex", "0");
    await expect(canvas.getByText("Row 1")).toBeVisible();
    const items = within(list).getAllByRole("listitem");
    await expect(items.length).toBeLessThan(20);
    await expect(items[0]).toHaveAttribute("aria-setsize", "200");
    await expect(canvas.queryByText("Row 200")).toBeNull();
  },
};

/**
 * A list whose rows arrive in pages: `count` is the whole list (`aria-setsize`), `itemAt` answers the rows loaded so
 * far, and each row not loaded yet shows `renderPlaceholder`; `onRangeChange` says which rows are on screen.
 */
export const RowsStillLoading: Story = {
  name: "Rows still loading",
  args: {
    items: undefined,
    count: 10_000,
    itemAt: (index: number) => (index < 3 ? rows[index] : undefined),
    renderPlaceholder: (index: number) => (
      <div className="rounded-xl border border-border bg-surface p-4 text-sm text-muted">
        Row {index + 1} is loading
      </div>
    ),
    listLabel: "10,000 example rows",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settleVirtualList(canvasElement, "[data-slot='virtual-list'] ul");
    const list = canvas.getByRole("list", { name: "10,000 example rows" });
    const items = within(list).getAllByRole("listitem");
    await expect(items[0]).toHaveAttribute("aria-setsize", "10000");
    await expect(canvas.getByText("Row 3")).toBeVisible();
    await expect(canvas.getByText("Row 4 is loading")).toBeVisible();
    await expect(items[3]).toHaveAttribute("aria-busy", "true");
    await expect(items[3]).toHaveAttribute("aria-posinset", "4");
  },
};

/** A row of the million-row list, made on demand. */
const millionRowAt = (index: number): Row => ({
  id: `row-${index + 1}`,
  title: `Row ${(index + 1).toLocaleString("en-US")}`,
  lines: ["One line"],
});

/** The list with a button that draws the page again (new data arriving, a toast), as a live screen does. */
function DrawnAgain(props: VirtualListProps<Row>) {
  const [draws, setDraws] = useState(1);
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className="self-start rounded-md border border-border px-3 py-1 text-sm text-fg"
        onClick={() => setDraws((n) => n + 1)}
      >
        Draw again ({draws})
      </button>
      <VirtualList {...props} />
    </div>
  );
}

/**
 * A million rows, taller than a browser lays out (the anchored list). A jump to the scrollbar's end lands on the
 * last row even when the page is drawn again between the scroll and its scroll event (the event comes with the next
 * frame): the scroll is not taken as already done.
 */
export const MillionRowsDrawnAgain: Story = {
  name: "A million rows: drawn again before the scroll event",
  args: {
    items: undefined,
    count: 1_000_000,
    itemAt: millionRowAt,
    listLabel: "1,000,000 example rows",
  },
  render: (args) => <DrawnAgain {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Row 1")).toBeVisible();
    const scroller = canvas.getByTestId("example-scroller");
    scroller.scrollTop = scroller.scrollHeight;
    // Drawn again at once, before the frame that brings the scroll event.
    canvas.getByRole("button", { name: "Draw again (1)" }).click();
    await waitFor(() => expect(canvas.getByText("Row 1,000,000")).toBeVisible());
    const last = canvas.getByText("Row 1,000,000").closest("li");
    await expect(last).toHaveAttribute("aria-posinset", "1000000");
    await expect(canvas.getByRole("button", { name: "Draw again (2)" })).toBeVisible();
    await settleVirtualList(canvasElement, "[data-slot='virtual-list'] ul");
  },
};
