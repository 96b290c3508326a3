import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SearchInput } from "./SearchInput";

const meta = {
  title: "Primitives/SearchInput",
  component: SearchInput,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: `A search box: an \`Input\` of type \`search\` with a magnifier inside on the left.

It has no visible label: give it an \`aria-label\`. \`wrapperClassName\` places it in a grid (the filters rows of
Orders and Admin Logs); \`className\` goes to the input.

\`\`\`tsx
<SearchInput aria-label="Search orders" placeholder="Search orders..." value={query} onChange={(e) => setQuery(e.target.value)} />
\`\`\``,
      },
    },
  },
  args: { "aria-label": "Search orders", placeholder: "Search orders...", onChange: fn() },
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty with its placeholder, typed into, and disabled. */
export const All: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-col gap-3">
      <SearchInput {...args} />
      <SearchInput aria-label="Search logs" defaultValue="login_failed" />
      <SearchInput aria-label="Search disabled" placeholder="Search..." disabled />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = canvas.getByRole("searchbox", { name: "Search orders" });
    await expect(orders).toHaveAttribute("placeholder", "Search orders...");
    await userEvent.type(orders, "ORD");
    await expect(orders).toHaveValue("ORD");
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(canvas.getByRole("searchbox", { name: "Search logs" })).toHaveValue("login_failed");
    await expect(canvas.getByRole("searchbox", { name: "Search disabled" })).toBeDisabled();
    await userEvent.clear(orders);
    // The shot shows the boxes at rest, not the focus ring of the last one typed into.
    orders.blur();
  },
};
