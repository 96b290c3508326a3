import type { Meta, StoryObj } from "@storybook/react-vite";
import { ExternalLink, Plus } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { variantArgType } from "../stories/argTypes";
import { Button } from "./Button";

const meta = {
  title: "Primitives/Button",
  component: Button,
  tags: ["autodocs"],
  argTypes: {
    variant: variantArgType(
      "The look: `primary` for the one main action of a view.",
      ["primary", "secondary", "ghost", "danger", "success", "link"],
      "primary",
    ),
    size: variantArgType(
      "`icon` is square: give the button an `aria-label`.",
      ["sm", "md", "lg", "icon"],
      "md",
    ),
  },
  parameters: {
    docs: {
      description: {
        component: `The one button of the app, with \`buttonVariants\` (cva) exported for links that must look like one.

**Variants** (\`variant\`): \`primary\` (default, one per view), \`secondary\`, \`ghost\`, \`danger\`, \`success\`, \`link\`.
**Sizes** (\`size\`): \`sm\`, \`md\` (default), \`lg\`, \`icon\` (square; give it an \`aria-label\`).
\`busy\` disables it and shows a spinner with \`busyLabel\` ('Submitting...'); \`asChild\` renders its only child
(a router link) with the button's look.

\`\`\`tsx
<Button onClick={save}><Save aria-hidden="true" />Save Changes</Button>
<Button variant="secondary" busy={saving} busyLabel="Saving...">Save</Button>
<Button asChild variant="link"><a href="/dashboard/settings">Settings</a></Button>
\`\`\``,
      },
    },
  },
  args: { onClick: fn(), children: "Submit" },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const variants = ["primary", "secondary", "ghost", "danger", "success", "link"] as const;
const sizes = ["sm", "md", "lg"] as const;

export const All: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {variants.map((variant) => (
        <div key={variant} className="flex items-center gap-3">
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            disabled
          </Button>
          <Button variant={variant} busy busyLabel="Submitting...">
            Submit
          </Button>
        </div>
      ))}
      <div className="flex items-center gap-3">
        <Button size="icon" aria-label="Add">
          <Plus />
        </Button>
        <Button asChild variant="secondary">
          <a href="https://example.com/store" target="_blank" rel="noreferrer">
            Visit Store <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole("button", { name: "Submitting..." })).toHaveLength(variants.length);
    expect(canvas.getByRole("link", { name: "Visit Store" })).toHaveAttribute("target", "_blank");
  },
};

export const Clickable: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Submit" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: "Submitting..." },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Submitting..." });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Submit" })).toBeDisabled();
  },
};
