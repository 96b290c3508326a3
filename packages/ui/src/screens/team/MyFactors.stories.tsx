import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import {
  createMemberFactors,
  createMyFactors,
  createPasskeyInfo,
  createRecoveryCodes,
  createTotpSetup,
} from "@boostdash/api-client/team/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { screenDocs } from "../../stories/screenDocs";
import { MyFactors } from "./MyFactors";

const meta = {
  title: "Screens/Team/Your sign-in",
  component: MyFactors,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "One's own factors on the Team screen: passkeys (Add, Remove), the authenticator app (set up with its key and first code, turned off), recovery codes made anew and shown once.\n\nStates: loading, the owner with none, a member with a passkey, the app being set up, both on, new codes shown, a change in flight, a refusal, on a phone.",
    ),
  },
  args: {
    factors: createMemberFactors(),
    storeName: "Nitro Hub",
    now: MOCK_NOW,
    timeZone: "UTC",
    onAddPasskey: fn(),
    onRemovePasskey: fn(),
    onStartTotp: fn(),
    onConfirmTotp: fn(),
    onCancelTotp: fn(),
    onDisableTotp: fn(),
    onNewCodes: fn(),
    onCodesSaved: fn(),
  },
} satisfies Meta<typeof MyFactors>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (el: HTMLElement) => within(within(el).getByRole("region", { name: "Your sign-in" }));

export const Loading: Story = {
  args: { factors: undefined },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole("status")).toHaveTextContent("Loading your sign-in...");
  },
};

export const OwnerWithNone: Story = {
  name: "Owner with no second factor",
  args: { factors: createMyFactors() },
  play: async ({ canvasElement, args }) => {
    const c = card(canvasElement);
    await expect(
      c.getByText(
        "Only your access code signs you in. Add a passkey or an authenticator app as a second factor.",
      ),
    ).toBeVisible();
    await expect(c.getByText("No passkeys yet.")).toBeVisible();
    await expect(c.getByText("Off")).toBeVisible();
    await expect(c.getByText("None: they come with your first passkey or authenticator app.")).toBeVisible();
    await expect(c.queryByRole("button", { name: "Make new codes" })).toBeNull();
    await userEvent.click(c.getByRole("button", { name: "Add a passkey" }));
    await expect(args.onAddPasskey).toHaveBeenCalled();
    await userEvent.click(c.getByRole("button", { name: "Set up" }));
    await expect(args.onStartTotp).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const MemberWithPasskey: Story = {
  name: "Member with a passkey",
  play: async ({ canvasElement, args }) => {
    const c = card(canvasElement);
    await expect(c.getByTestId("my-sign-in-id")).toHaveTextContent("sam-7k3q9d");
    await expect(c.getByText("Work laptop")).toBeVisible();
    await expect(c.getByText("Work laptop").nextElementSibling).toHaveTextContent(
      /^Added .* · last used 2h ago$/,
    );
    await expect(c.getByTestId("codes-left")).toHaveTextContent("10 of 10 left");
    await userEvent.click(c.getByRole("button", { name: "Remove Work laptop" }));
    await expect(args.onRemovePasskey).toHaveBeenCalledWith("passkey-1");
    await userEvent.click(c.getByRole("button", { name: "Make new codes" }));
    await expect(args.onNewCodes).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SettingUpAuthenticator: Story = {
  name: "Authenticator being set up",
  args: { totpSetup: createTotpSetup() },
  play: async ({ canvasElement, args }) => {
    const c = card(canvasElement);
    await expect(c.getByTestId("totp-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP");
    await expect(c.queryByRole("button", { name: "Set up" })).toBeNull();
    await userEvent.type(c.getByRole("textbox", { name: /Authenticator code/ }), "123456");
    await userEvent.click(c.getByRole("button", { name: "Turn on" }));
    await expect(args.onConfirmTotp).toHaveBeenCalledWith("123456");
    await userEvent.click(c.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancelTotp).toHaveBeenCalled();
    await userEvent.clear(c.getByRole("textbox", { name: /Authenticator code/ }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const BothOn: Story = {
  name: "Passkeys and the app on",
  args: {
    factors: createMemberFactors({
      totp: true,
      recoveryCodesLeft: 7,
      passkeys: [
        createPasskeyInfo(),
        createPasskeyInfo({ id: "passkey-2", name: "Phone", lastUsedAt: null }),
      ],
    }),
  },
  play: async ({ canvasElement, args }) => {
    const c = card(canvasElement);
    await expect(c.getByText("On")).toBeVisible();
    await expect(c.getByText(/never used/)).toBeVisible();
    await expect(c.getByTestId("codes-left")).toHaveTextContent("7 of 10 left");
    await userEvent.click(c.getByRole("button", { name: "Turn off" }));
    await expect(args.onDisableTotp).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NewCodesShown: Story = {
  name: "New codes shown once",
  args: { newCodes: createRecoveryCodes() },
  play: async ({ canvasElement, args }) => {
    const c = card(canvasElement);
    await expect(c.getByText("New recovery codes: save them now, they are shown only once.")).toBeVisible();
    await expect(within(c.getByTestId("recovery-codes")).getAllByRole("listitem")).toHaveLength(10);
    await expect(c.getByRole("link", { name: "Download .txt" })).toHaveAttribute(
      "download",
      "boostdash-recovery-codes.txt",
    );
    await userEvent.click(c.getByRole("button", { name: "I have saved them" }));
    await expect(args.onCodesSaved).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AddingPasskey: Story = {
  name: "Adding a passkey",
  args: { pending: { kind: "addPasskey" } },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByRole("button", { name: "Waiting for your passkey..." })).toBeDisabled();
    await expect(c.getByRole("button", { name: "Remove Work laptop" })).toBeDisabled();
  },
};

export const Refused: Story = {
  name: "Change refused",
  args: { error: "A member needs at least one passkey or authenticator app to sign in." },
  play: async ({ canvasElement }) => {
    const alert = card(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("That did not work");
    await expect(alert).toHaveTextContent(
      "A member needs at least one passkey or authenticator app to sign in.",
    );
  },
};

export const OnPhone: Story = {
  name: "On a phone",
  globals: { viewport: { value: "mobile375" } },
  args: { factors: createMemberFactors({ totp: true }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText("Work laptop")).toBeVisible();
  },
};
