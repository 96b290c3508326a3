import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { orderStatusOptions as statusOptions } from "../screens/orders/orderStatus";
import { Select, type SelectProps } from "./Select";

/** Holds the value like a screen would, so picking an option shows in the trigger. */
function Controlled(props: Omit<SelectProps, "value">) {
  const [value, setValue] = useState<string | undefined>(props.defaultValue);
  return (
    <Select
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Primitives/Select",
  component: Select,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: `A keyboard-usable dropdown (Radix Select): Enter, Space or the arrows open it, the arrows move, Enter picks.

Give it a visible \`label\` or an \`aria-label\`. Its trigger looks like an \`Input\`; its list is portaled to
\`document.body\`.

\`\`\`tsx
<Select
  aria-label="Filter by status"
  options={[{ value: "all", label: "All Status" }, { value: "completed", label: "Completed" }]}
  value={status}
  onValueChange={setStatus}
/>
\`\`\``,
      },
      // Each story in a frame of its own: an open dialog or list would cover the docs page.
      story: { inline: false, height: "480px" },
    },
  },
  args: { options: statusOptions, onValueChange: fn() },
  render: (args) => (
    <div className="w-56">
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: (args) => (
    <div className="flex w-64 flex-col gap-4">
      <Controlled {...args} aria-label="Status filter" defaultValue="all" />
      <Controlled {...args} aria-label="Priority" placeholder="Pick a priority" />
      <Controlled {...args} label="Severity" defaultValue="failed" />
      <Controlled {...args} aria-label="Disabled filter" defaultValue="partial" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Status filter" })).toHaveTextContent("All Status");
    await expect(canvas.getByRole("combobox", { name: "Priority" })).toHaveTextContent("Pick a priority");
    await expect(canvas.getByRole("combobox", { name: "Severity" })).toHaveTextContent("Failed");
    await expect(canvas.getByRole("combobox", { name: "Disabled filter" })).toBeDisabled();
  },
};

export const PickWithMouse: Story = {
  args: { "aria-label": "Status filter", defaultValue: "all" },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Status filter" });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole("listbox");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All Status", "Completed", "Partial", "Failed", "Pending", "Processing"]);
    await userEvent.click(within(listbox).getByRole("option", { name: "Partial" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("partial");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveTextContent("Partial");
  },
};

export const PickWithKeyboard: Story = {
  args: { "aria-label": "Status filter", defaultValue: "all" },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Status filter" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "All Status" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "Failed" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("failed");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveTextContent("Failed");
    await expect(trigger).toHaveFocus();
  },
};

/** Left open for the screenshot: the list, the highlighted option and the check on the chosen one. */
export const Open: Story = {
  args: { "aria-label": "Status filter", defaultValue: "completed" },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Status filter" });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole("listbox");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(within(listbox).getByRole("option", { name: "Completed" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "Partial" })).toHaveFocus());
  },
};
