import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./Button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./Dialog";

const meta = {
  title: "Primitives/Dialog",
  component: Dialog,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: `A modal dialog (Radix Dialog): focus is trapped inside; Escape, a click on the backdrop and the close button all close it.

Compose \`Dialog\` with \`DialogTrigger\`, \`DialogContent\` (\`hideClose\` drops its corner button), \`DialogHeader\`
(\`DialogTitle\`, \`DialogDescription\`), and \`DialogFooter\` with a \`DialogClose\`. For a yes/cancel question use
\`ConfirmDialog\`.

\`\`\`tsx
<Dialog>
  <DialogTrigger asChild><Button variant="secondary">Forgotten Access Code?</Button></DialogTrigger>
  <DialogContent>
    <DialogHeader>
      <DialogTitle>How to Get an Access Code</DialogTitle>
      <DialogDescription>The code is generated automatically when the bot starts.</DialogDescription>
    </DialogHeader>
    <DialogFooter><DialogClose asChild><Button variant="secondary">Done</Button></DialogClose></DialogFooter>
  </DialogContent>
</Dialog>
\`\`\``,
      },
      // Each story in a frame of its own: an open dialog or list would cover the docs page.
      story: { inline: false, height: "480px" },
    },
  },
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="secondary">Forgotten Access Code?</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>How to Get an Access Code</DialogTitle>
          <DialogDescription>The code is generated automatically when the bot starts.</DialogDescription>
        </DialogHeader>
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          <li>Check the bot's console output for the code.</li>
          <li>If not found, check the log channel in the chat server, where an embed sent the code.</li>
          <li>If still not found, try rerunning the bot.</li>
        </ol>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Forgotten Access Code?" }));
  const dialog = await screen.findByRole("dialog", { name: "How to Get an Access Code" });
  await expect(dialog).toHaveAccessibleDescription(
    "The code is generated automatically when the bot starts.",
  );
  return dialog;
}

async function expectClosed(canvasElement: HTMLElement, onOpenChange: unknown) {
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await expect(onOpenChange).toHaveBeenLastCalledWith(false);
  // Focus returns to the button that opened it.
  await expect(within(canvasElement).getByRole("button", { name: "Forgotten Access Code?" })).toHaveFocus();
}

/** Open, as a designer reviews it: overlay, title, description, body, footer and the corner close button. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();
    await expect(within(dialog).getByText("If still not found, try rerunning the bot.")).toBeVisible();
    await expect(screen.getByTestId("dialog-backdrop")).toBeVisible();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, canvasElement }) => {
    await openDialog(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expectClosed(canvasElement, args.onOpenChange);
  },
};

export const ClosesOnBackdropClick: Story = {
  parameters: { screenshot: { sameAs: "primitives-dialog--closes-on-escape" } },
  play: async ({ args, canvasElement }) => {
    await openDialog(canvasElement);
    // The top-left corner is backdrop, well clear of the centred panel.
    await userEvent.pointer({
      target: screen.getByTestId("dialog-backdrop"),
      coords: { clientX: 5, clientY: 5 },
      keys: "[MouseLeft]",
    });
    await expectClosed(canvasElement, args.onOpenChange);
  },
};

export const ClosesOnCloseButton: Story = {
  parameters: { screenshot: { sameAs: "primitives-dialog--closes-on-escape" } },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await expectClosed(canvasElement, args.onOpenChange);
  },
};

export const HideClose: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>Nothing in the corner</DialogTitle>
          <DialogDescription>The footer's Cancel is the way out.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Nothing in the corner" });
    await expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
