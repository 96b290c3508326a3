import { signInMessages } from "@boostdash/api-client/auth/texts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { screenDocs } from "../../stories/screenDocs";
import { FAKE_CAPTCHA_KEY, FakeCaptcha } from "./FakeCaptcha";
import { LoginScreen } from "./LoginScreen";
import { ACCESS_CODE_STEP, secondFactorStep } from "./loginSteps";
import { passkeyProblemText } from "./loginText";

const onVerify = fn();

const meta = {
  title: "Screens/Login",
  component: LoginScreen,
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    docs: screenDocs(
      "The sign-in page (`/`): the access code, a captcha, and a help dialog on where the code comes from; under it 'Sign in with a passkey' and a team member's authenticator or recovery code; after a right access code, the owner's second step.\n\nStates: idle, captcha ticked, submitted, submitted empty (the toasts say what is missing), submitting, the help dialog, on a phone; the passkey waiting and its failures; a member's code form, its checks, the recovery form, a refusal; the second step with each set of methods, its refusal, and an expired step back at the access code.",
    ),
  },
  args: {
    captcha: <FakeCaptcha onVerify={onVerify} />,
    submitting: false,
    onSubmit: fn(),
    onStepChange: fn(),
    onPasskey: fn(),
    onCode: fn(),
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

// The other ways in (docs/product.md#login, docs/product.md#team).

/** Under the access code: the passkey and a member's code, each telling the app. */
export const OtherWaysIn: Story = {
  name: "Other ways in",
  parameters: { screenshot: { sameAs: "screens-login--idle" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in with a passkey" }));
    await expect(args.onPasskey).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Use an authenticator code" }));
    await expect(args.onStepChange).toHaveBeenCalledWith({ kind: "member", method: "totp" });
  },
};

export const PasskeyWaiting: Story = {
  name: "Passkey waiting",
  args: { pending: "passkey" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Waiting for your passkey..." })).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(args.onPasskey).not.toHaveBeenCalled();
  },
};

/** The browser gave no passkey: cancelled, timed out, or none for this site (it does not say which). */
export const PasskeyCancelled: Story = {
  name: "Passkey cancelled",
  args: { error: passkeyProblemText.cancelled },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Not signed in");
    await expect(alert).toHaveTextContent(
      "No passkey was used: the request was cancelled or timed out, or this device has no passkey for this site. Try again, or sign in another way.",
    );
    await expect(within(canvasElement).getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
  },
};

export const PasskeyUnsupported: Story = {
  name: "Passkey: browser without passkeys",
  args: { error: passkeyProblemText.unsupported },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "This browser cannot use passkeys. Sign in another way.",
    );
  },
};

/** The server's words: a passkey it does not know. */
export const PasskeyRefused: Story = {
  name: "Passkey refused by the server",
  args: { error: signInMessages.passkeyUnknown },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "This passkey is not registered with any store here.",
    );
  },
};

export const MemberCode: Story = {
  name: "Member: authenticator code",
  args: { step: { kind: "member", method: "totp" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Sign in as a team member" })).toBeVisible();
    await expect(
      canvas.getByText(
        "Your sign-in ID (shown with your recovery codes) and the code from your authenticator app.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByPlaceholderText("Enter Access Code")).toBeNull();
    await userEvent.type(canvas.getByLabelText(/Sign-in ID/), "sam-7k3q9d");
    await userEvent.type(canvas.getByLabelText(/Authenticator code/), "123 456{Enter}");
    await expect(args.onCode).toHaveBeenCalledWith({
      method: "totp",
      signInId: "sam-7k3q9d",
      code: "123 456",
    });
    await userEvent.click(canvas.getByRole("button", { name: "Use a recovery code instead" }));
    await expect(args.onStepChange).toHaveBeenCalledWith({ kind: "member", method: "recovery" });
    await userEvent.click(canvas.getByRole("button", { name: "Back to the access code" }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(ACCESS_CODE_STEP);
  },
};

/** The contract's checks, each beside its field (the app runs TotpSignInSchema). */
export const MemberCodeInvalid: Story = {
  name: "Member: code not valid",
  args: {
    step: { kind: "member", method: "totp" },
    fieldErrors: { signInId: signInMessages.signInIdFormat, code: signInMessages.codeFormat },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Sign-in ID/)).toHaveAccessibleDescription("Enter your sign-in ID");
    await expect(canvas.getByLabelText(/Authenticator code/)).toHaveAccessibleDescription(
      "Enter the 6-digit code from your authenticator app",
    );
    await expect(canvas.getByLabelText(/Authenticator code/)).toBeInvalid();
  },
};

export const MemberSigningIn: Story = {
  name: "Member: signing in",
  args: { step: { kind: "member", method: "totp" }, pending: "code" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Authenticator code/), "123456{Enter}");
    await expect(args.onCode).not.toHaveBeenCalled();
  },
};

/** The server's refusal of a member's code, in its words. */
export const MemberRefused: Story = {
  name: "Member: code refused",
  args: { step: { kind: "member", method: "totp" }, error: signInMessages.totpReused },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "This authenticator code was already used. Wait for the next one.",
    );
  },
};

export const MemberRecovery: Story = {
  name: "Member: recovery code",
  args: { step: { kind: "member", method: "recovery" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Sign in as a team member" })).toBeVisible();
    await expect(
      canvas.getByText("Your sign-in ID and one of your recovery codes. Each code works once."),
    ).toBeVisible();
    await expect(canvas.getByPlaceholderText("xxxxx-xxxxx")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Sign-in ID/), "sam-7k3q9d");
    await userEvent.type(canvas.getByLabelText(/Recovery code/), "k7m2p-q4x8a");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(args.onCode).toHaveBeenCalledWith({
      method: "recovery",
      signInId: "sam-7k3q9d",
      code: "k7m2p-q4x8a",
    });
    await userEvent.click(canvas.getByRole("button", { name: "Use an authenticator code instead" }));
    await expect(args.onStepChange).toHaveBeenCalledWith({ kind: "member", method: "totp" });
  },
};

export const MemberRecoveryInvalid: Story = {
  name: "Member: recovery code not valid",
  args: {
    step: { kind: "member", method: "recovery" },
    fieldErrors: { code: signInMessages.recoveryFormat },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Recovery code/)).toHaveAccessibleDescription(
      "Enter one of your recovery codes",
    );
  },
};

export const MemberCodeMobile: Story = {
  name: "Member: on a phone",
  args: { step: { kind: "member", method: "totp" } },
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Sign in as a team member" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Use a recovery code instead" })).toBeVisible();
  },
};

export const MemberRecoveryMobile: Story = {
  name: "Member: recovery code on a phone",
  args: { step: { kind: "member", method: "recovery" } },
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Recovery code/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Use an authenticator code instead" })).toBeVisible();
  },
};

/** The owner's access code was right; they hold a passkey and an authenticator app. */
export const SecondStep: Story = {
  name: "Second step: every method",
  args: { step: secondFactorStep(["passkey", "totp", "recovery"]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Second factor needed" })).toBeVisible();
    await expect(
      canvas.getByText("Your access code is right, but this store needs your second factor too."),
    ).toBeVisible();
    // The owner's own step: no sign-in ID, no access code.
    await expect(canvas.queryByLabelText(/Sign-in ID/)).toBeNull();
    await expect(canvas.queryByPlaceholderText("Enter Access Code")).toBeNull();
    await userEvent.type(canvas.getByLabelText(/Authenticator code/), "123456{Enter}");
    await expect(args.onCode).toHaveBeenCalledWith({ method: "totp", signInId: "", code: "123456" });
    await userEvent.click(canvas.getByRole("button", { name: "Use my passkey" }));
    await expect(args.onPasskey).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Use a recovery code instead" }));
    await expect(args.onStepChange).toHaveBeenCalledWith({
      kind: "secondFactor",
      methods: ["passkey", "totp", "recovery"],
      method: "recovery",
    });
    await expect(canvas.getByRole("button", { name: "Back to the access code" })).toBeVisible();
  },
};

/** A passkey and recovery codes, no authenticator app: the passkey first. */
export const SecondStepPasskey: Story = {
  name: "Second step: passkey",
  args: { step: secondFactorStep(["passkey", "recovery"]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Second factor needed" })).toBeVisible();
    await expect(canvas.queryByLabelText(/Authenticator code/)).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Use an authenticator code instead" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Use my passkey" }));
    await expect(args.onPasskey).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Use a recovery code instead" }));
    await expect(args.onStepChange).toHaveBeenCalledWith({
      kind: "secondFactor",
      methods: ["passkey", "recovery"],
      method: "recovery",
    });
  },
};

export const SecondStepPasskeyWaiting: Story = {
  name: "Second step: passkey waiting",
  args: { step: secondFactorStep(["passkey", "recovery"]), pending: "passkey" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: "Waiting for your passkey..." }),
    ).toBeDisabled();
  },
};

/** An authenticator app and recovery codes, no passkey. */
export const SecondStepTotp: Story = {
  name: "Second step: authenticator code",
  args: { step: secondFactorStep(["totp", "recovery"]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Authenticator code/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Use my passkey" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Use a recovery code instead" })).toBeVisible();
  },
};

export const SecondStepRecovery: Story = {
  name: "Second step: recovery code",
  args: { step: { kind: "secondFactor", methods: ["passkey", "totp", "recovery"], method: "recovery" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Recovery code/), "k7m2p-q4x8a{Enter}");
    await expect(args.onCode).toHaveBeenCalledWith({ method: "recovery", signInId: "", code: "k7m2p-q4x8a" });
    await userEvent.click(canvas.getByRole("button", { name: "Use an authenticator code instead" }));
    await expect(args.onStepChange).toHaveBeenCalledWith({
      kind: "secondFactor",
      methods: ["passkey", "totp", "recovery"],
      method: "totp",
    });
  },
};

/** The server refused the code, in its words; the step stays. */
export const SecondStepRefused: Story = {
  name: "Second step: code refused",
  args: { step: secondFactorStep(["totp", "recovery"]), error: signInMessages.totpInvalid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Invalid sign-in ID or authenticator code");
    await expect(canvas.getByRole("heading", { name: "Second factor needed" })).toBeVisible();
  },
};

export const SecondStepMobile: Story = {
  name: "Second step: on a phone",
  args: { step: secondFactorStep(["passkey", "totp", "recovery"]) },
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Second factor needed" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Use my passkey" })).toBeVisible();
  },
};

/** The step ran out: back at the access code, with the server's words. */
export const SecondStepExpired: Story = {
  name: "Second step expired",
  args: { error: signInMessages.secondFactorExpired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Enter Access Code" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "This sign-in took too long. Enter your access code again.",
    );
  },
};
