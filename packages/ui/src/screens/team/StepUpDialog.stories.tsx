import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { StepUpDialog } from "./StepUpDialog";

const meta = {
  title: "Screens/Team/StepUpDialog",
  component: StepUpDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    methods: { passkey: true, totp: true, accessCode: false },
    onPasskey: fn(),
    onTotp: fn(),
    onAccessCode: fn(),
  },
} satisfies Meta<typeof StepUpDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a passkey and an authenticator app: either confirms. */
export const StepUpAsked: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm it is you" }));
    await expect(
      dialog.getByText("This change needs a fresh confirmation. It holds for the next 5 minutes."),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Confirm" })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText("Authenticator code"), "123456");
    await userEvent.click(dialog.getByRole("button", { name: "Confirm" }));
    await expect(args.onTotp).toHaveBeenCalledWith("123456");
  },
};

/** A passkey only: one button. */
export const PasskeyOnly: Story = {
  args: { methods: { passkey: true, totp: false, accessCode: false } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm it is you" }));
    await expect(dialog.queryByRole("textbox")).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "Use my passkey" }));
    await expect(args.onPasskey).toHaveBeenCalledOnce();
  },
};

/** The owner before adding a factor confirms with the access code. */
export const OwnerWithoutFactor: Story = {
  args: { methods: { passkey: false, totp: false, accessCode: true } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm it is you" }));
    await expect(
      dialog.getByText("You have no passkey or authenticator app yet: type your access code."),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText("Access code"), "K7PX-2QMR-9WDA");
    await userEvent.click(dialog.getByRole("button", { name: "Confirm" }));
    await expect(args.onAccessCode).toHaveBeenCalledWith("K7PX-2QMR-9WDA");
  },
};

/** A wrong code: the server's words, and the dialog stays. */
export const WrongCode: Story = {
  args: { error: "That code does not match. Please try again." },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm it is you" }));
    await expect(dialog.getByText("Not confirmed")).toBeVisible();
    await expect(dialog.getByText("That code does not match. Please try again.")).toBeVisible();
  },
};

export const WaitingForPasskey: Story = {
  args: { busy: "passkey" },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm it is you" }));
    await expect(dialog.getByRole("button", { name: /Waiting for your passkey/ })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};
