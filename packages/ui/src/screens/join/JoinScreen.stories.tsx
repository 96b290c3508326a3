import { createRecoveryCodes, createTotpSetup, MOCK_SIGN_IN_ID } from "@boostdash/api-client/team/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { screenDocs } from "../../stories/screenDocs";
import { JoinScreen } from "./JoinScreen";

// The mocks' answers, so the app's stories (apps/dashboard) end on these very pixels.
const CODES = createRecoveryCodes();
const SETUP = createTotpSetup();

const meta = {
  title: "Screens/Join",
  component: JoinScreen,
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    docs: screenDocs(
      "The invite page (`/dashboard/join#<token>`): the store and role, the new member's name, a passkey or an authenticator app, then the sign-in ID and recovery codes shown once.\n\nStates: loading, valid, name errors, passkey waiting, a refusal, authenticator setup, signed in with codes, expired, used, not found, load failed, on a phone.",
    ),
  },
  args: {
    status: "valid",
    storeName: "Nitro Hub",
    role: "support",
    onPasskey: fn(),
    onAuthenticator: fn(),
    onConfirmCode: fn(),
    onBack: fn(),
    onDone: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof JoinScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading your invite...");
  },
};

export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Join Nitro Hub" })).toBeVisible();
    await expect(canvas.getByText("You are invited to join this store's team.")).toBeVisible();
    await expect(canvas.getByText("Your role: Support")).toBeVisible();
    await expect(canvas.getByText("Reads orders and stock, handles replacements. No keys.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Your name/ })).toBeRequired();
    await expect(canvas.getByRole("button", { name: "Add a passkey" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Use an authenticator app" })).toBeEnabled();
  },
};

export const ChoosesPasskey: Story = {
  name: "Chooses a passkey",
  parameters: { screenshot: { sameAs: "screens-join--valid" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Your name/ }), "  Sam Support ");
    await userEvent.click(canvas.getByRole("button", { name: "Add a passkey" }));
    await expect(args.onPasskey).toHaveBeenCalledWith("Sam Support");
    await userEvent.click(canvas.getByRole("button", { name: "Use an authenticator app" }));
    await expect(args.onAuthenticator).toHaveBeenCalledWith("Sam Support");
    await userEvent.clear(canvas.getByRole("textbox", { name: /Your name/ }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NameRequired: Story = {
  name: "Name required",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add a passkey" }));
    await expect(await canvas.findByText("Please enter your name")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Your name/ })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onPasskey).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NameTooLong: Story = {
  name: "Name too long",
  args: { initialName: "A".repeat(61) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Use an authenticator app" }));
    await expect(await canvas.findByText("Your name can be at most 60 characters")).toBeVisible();
    await expect(args.onAuthenticator).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WaitingForPasskey: Story = {
  name: "Waiting for the passkey",
  args: { initialName: "Sam Support", busy: "passkey" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Waiting for your passkey..." })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Use an authenticator app" })).toBeDisabled();
  },
};

export const Refused: Story = {
  name: "Passkey refused",
  args: { initialName: "Sam Support", error: "This passkey could not be verified. Please try again." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("That did not work");
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "This passkey could not be verified. Please try again.",
    );
    await expect(canvas.getByRole("textbox", { name: /Your name/ })).toHaveValue("Sam Support");
  },
};

const totpStep = { kind: "totp", secret: SETUP.secret, uri: SETUP.uri } as const;

export const AuthenticatorSetup: Story = {
  name: "Authenticator setup",
  args: { step: totpStep },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Set up your authenticator app" }),
    ).toBeVisible();
    await expect(
      canvas.getByText("In your authenticator app, add an account and type this key:"),
    ).toBeVisible();
    await expect(canvas.getByTestId("totp-secret")).toHaveTextContent(
      "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP",
    );
    await expect(
      canvas.getByRole("link", { name: "On this device? Open it in your authenticator app" }),
    ).toHaveAttribute("href", totpStep.uri);
    await userEvent.type(canvas.getByRole("textbox", { name: /Authenticator code/ }), "123456");
    await userEvent.click(canvas.getByRole("button", { name: "Confirm" }));
    await expect(args.onConfirmCode).toHaveBeenCalledWith("123456");
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(args.onBack).toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole("textbox", { name: /Authenticator code/ }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WrongCode: Story = {
  name: "Authenticator code refused",
  args: {
    step: totpStep,
    error: "That code does not match. Check the time on your phone and try again.",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "That code does not match. Check the time on your phone and try again.",
    );
  },
};

export const SignedIn: Story = {
  name: "Signed in: codes shown once",
  args: { step: { kind: "done", signInId: MOCK_SIGN_IN_ID, recoveryCodes: CODES } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Welcome to the team" })).toBeVisible();
    await expect(
      canvas.getByText(
        "You are signed in. Save your sign-in ID and recovery codes now: they are shown only once.",
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId("sign-in-id")).toHaveTextContent("sam-7k3q9d");
    const codes = within(canvas.getByRole("list", { name: "Recovery codes" })).getAllByRole("listitem");
    await expect(codes).toHaveLength(10);
    await expect(codes[0]).toHaveTextContent("k7m2p-q4x8a");
    await expect(canvas.getByRole("button", { name: "Copy codes" })).toBeEnabled();
    const download = canvas.getByRole("link", { name: "Download .txt" });
    await expect(download).toHaveAttribute("download", "boostdash-recovery-codes.txt");
    const text = decodeURIComponent((download.getAttribute("href") ?? "").split(",").slice(1).join(","));
    await expect(text).toContain("Sign-in ID: sam-7k3q9d");
    await expect(text).toContain("w7n3h-a4e6r");
    await userEvent.click(canvas.getByRole("button", { name: "I have saved them" }));
    await expect(args.onDone).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Expired: Story = {
  args: { status: "expired" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Invite expired" })).toBeVisible();
    await expect(
      canvas.getByText("This invite has expired. Ask the store's owner for a new one."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/");
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const Used: Story = {
  name: "Already used",
  args: { status: "used" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Invite already used" })).toBeVisible();
    await expect(
      canvas.getByText("This invite was already used. Ask the store's owner for a new one."),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  name: "Not found",
  args: { status: "notFound" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Invite not found" })).toBeVisible();
    await expect(
      canvas.getByText("This invite link is not valid. Check that you copied all of it."),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: "Load failed",
  args: { status: "error", error: "Too many attempts. Please try again in a minute." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Could not load this invite" })).toBeVisible();
    await expect(canvas.getByText("Too many attempts. Please try again in a minute.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ValidOnPhone: Story = {
  name: "Valid on a phone",
  globals: { viewport: { value: "mobile375" } },
  play: (context) => Valid.play?.(context),
};

export const SignedInOnPhone: Story = {
  name: "Signed in on a phone",
  globals: { viewport: { value: "mobile375" } },
  args: SignedIn.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Welcome to the team" })).toBeVisible();
    await expect(canvas.getByTestId("sign-in-id")).toHaveTextContent("sam-7k3q9d");
  },
};

export const AuthenticatorSetupOnPhone: Story = {
  name: "Authenticator setup on a phone",
  globals: { viewport: { value: "mobile375" } },
  args: { step: totpStep },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("totp-secret")).toHaveTextContent("JBSW Y3DP");
  },
};
