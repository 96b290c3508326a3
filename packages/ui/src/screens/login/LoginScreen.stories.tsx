import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { screenDocs } from "../../stories/screenDocs";
import { FAKE_CAPTCHA_KEY, FakeCaptcha } from "./FakeCaptcha";
import { LoginScreen } from "./LoginScreen";

const onVerify = fn();

const meta = {
  title: "Screens/Login",
  component: LoginScreen,
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    docs: screenDocs(
      "The sign-in page (`/`): the access code, a captcha, and a help dialog on where the code comes from.\n\nStates: idle, captcha ticked, submitted, submitted empty (the toasts say what is missing), submitting, the help dialog, on a phone.",
    ),
  },
  args: {
    captcha: <FakeCaptcha onVerify={onVerify} />,
    submitting: false,
    onSubmit: fn(),
  },
  beforeEach: () => {
    onVerify.mockClear();
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Enter Access Code" })).toBeVisible();
    await expect(canvas.getByText("Please input your access code to proceed.")).toBeVisible();
    const input = canvas.getByPlaceholderText("Enter Access Code");
    await expect(input).toBeRequired();
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Forgotten Access Code?" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked();
  },
};

export const CaptchaVerified: Story = {
  name: "Captcha ticked",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "I'm not a robot" }));
    await expect(onVerify).toHaveBeenCalledWith(FAKE_CAPTCHA_KEY);
    await expect(canvas.getByText("Verified")).toBeVisible();
  },
};

export const SubmitsTheCode: Story = {
  name: "Submitted",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "I'm not a robot" }));
    await userEvent.type(canvas.getByPlaceholderText("Enter Access Code"), "K7PX-2QMR-9WDA");
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("K7PX-2QMR-9WDA");
  },
};

/** The empty field is not blocked by the browser: the app's checks give the toasts of docs/product.md#login. */
export const SubmitsEmpty: Story = {
  name: "Submitted empty",
  parameters: { screenshot: { sameAs: "screens-login--idle" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("");
  },
};

export const EnterKeySubmits: Story = {
  name: "Submitted with Enter",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText("Enter Access Code"), "ABCD-1234{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("ABCD-1234");
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Submitting..." });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Submit" })).toBeNull();
    await userEvent.type(canvas.getByPlaceholderText("Enter Access Code"), "ABCD{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const HelpDialogOpen: Story = {
  name: "Help dialog open",
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Forgotten Access Code?" }));
    const dialog = within(await screen.findByRole("dialog", { name: "How to Get an Access Code" }));
    const steps = dialog.getAllByRole("listitem").map((item) => item.textContent);
    await expect(steps).toEqual([
      "1Check the bot's console output for your access code.",
      "2If it isn't there, check the log channel in your Discord server, where the bot sent an embed with the code.",
      "3If you still can't find it, try rerunning the bot.",
    ]);
    await expect(
      dialog.getByText("The access code is generated automatically when the bot starts.", { exact: false }),
    ).toBeVisible();
    // This product's note: where its own server shows the code.
    const note = dialog.getByText("On this server:").parentElement;
    await expect(note).toHaveTextContent(
      "On this server: the code is also printed in the server's output at every start, and npm run cli -- show-code prints it.",
    );
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  },
};

export const HelpDialogCloses: Story = {
  name: "Help dialog closed",
  parameters: { screenshot: { sameAs: "screens-login--idle" } },
  play: async (context) => {
    await HelpDialogOpen.play?.(context);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(
      within(context.canvasElement).getByRole("button", { name: "Forgotten Access Code?" }),
    ).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Enter Access Code" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeVisible();
  },
};
