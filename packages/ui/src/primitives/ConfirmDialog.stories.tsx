import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { ConfirmDialog } from "./ConfirmDialog";

const meta = {
  title: "Primitives/ConfirmDialog",
  component: ConfirmDialog,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: `A yes/cancel question in a modal dialog, for actions that cannot be undone (reset, rotate, delete).

**Tones** (\`tone\`): \`danger\` for destructive actions, \`primary\` (default) otherwise. While \`busy\` both buttons are
disabled, the confirm button shows \`busyLabel\` and the dialog cannot be dismissed. \`children\` sit between the
description and the buttons (a list of consequences). Opened without a trigger, pass \`onCloseAutoFocus\` to give
focus back to the control that opened it.

\`\`\`tsx
<ConfirmDialog
  open={open}
  onOpenChange={setOpen}
  title="Are you sure you want to delete this suggestion?"
  confirmLabel="Delete"
  busyLabel="Deleting..."
  busy={deleting}
  tone="danger"
  onConfirm={remove}
/>
\`\`\``,
      },
      // Each story in a frame of its own: an open dialog or list would cover the docs page.
      story: { inline: false, height: "480px" },
    },
  },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: "Confirm Access Code Reset",
    description: "Are you sure you want to reset your access code? This action cannot be undone.",
    confirmLabel: "Yes, Reset Code",
    busyLabel: "Resetting...",
    tone: "danger",
    children: (
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
        <li>Your current access code will be invalidated immediately</li>
        <li>A new access code will be generated</li>
        <li>You'll need to use the new code for future logins</li>
        <li>This action will be logged for security purposes</li>
      </ul>
    ),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Settings reset question in the danger tone. One modal fills the screen, so the other looks get their own
 * shots: `Busy` ('Resetting...') and `Primary`.
 */
export const All: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Confirm Access Code Reset" });
    await expect(dialog).toHaveAccessibleDescription(
      "Are you sure you want to reset your access code? This action cannot be undone.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, Reset Code" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Cancel: Story = {
  parameters: { screenshot: { sameAs: "primitives-confirmdialog--all" } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Confirm Access Code Reset" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Confirm Access Code Reset" });
    const confirm = within(dialog).getByRole("button", { name: "Resetting..." });
    await expect(confirm).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Primary: Story = {
  args: {
    tone: "primary",
    title: "Mark as implemented?",
    description: "Everyone will see this suggestion as implemented.",
    confirmLabel: "Implement",
    children: undefined,
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Mark as implemented?" });
    await expect(within(dialog).getByRole("button", { name: "Implement" })).toBeEnabled();
  },
};
