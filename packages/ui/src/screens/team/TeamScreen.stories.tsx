import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import type { Team } from "@boostdash/api-client/team/contract";
import { createTeamInvites, createTeamMembers, MOCK_MEMBER_IDS } from "@boostdash/api-client/team/fixtures";
import { OWNER_MEMBER_ID } from "@boostdash/api-client/team/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { chooseOption } from "../../stories/chooseOption";
import { screenDocs } from "../../stories/screenDocs";
import { TeamScreen } from "./TeamScreen";

const members = createTeamMembers();
const invites = createTeamInvites();
const ownerTeam: Team = { me: { id: OWNER_MEMBER_ID, role: "owner" }, members, invites };
const supportTeam: Team = { me: { id: MOCK_MEMBER_IDS.support, role: "support" }, members, invites: [] };

const meta = {
  title: "Screens/Team",
  component: TeamScreen,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "The Team screen (`/dashboard/team`): everyone in the store's team with role, when they joined and whether they have a second factor; for the owner, invites (a link shown once, pending and expired ones with Revoke), each member's role and Remove; for everyone, their own role and Leave.\n\nStates: owner, member, invite link just created, invites pending/expired/used, 2FA on/off, the store's owner cannot leave, an error, loading, on a phone.",
    ),
  },
  args: {
    status: "ready",
    team: ownerTeam,
    now: MOCK_NOW,
    onCreateInvite: fn(),
    onRevokeInvite: fn(),
    onChangeRole: fn(),
    onRemove: fn(async () => true),
    onLeave: fn(),
    onRetry: fn(),
    onCopied: fn(),
    onCopyFailed: fn(),
  },
} satisfies Meta<typeof TeamScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: string) => {
  const item = within(canvasElement)
    .getAllByTestId("team-member")
    .find((li) => li.textContent?.includes(name));
  if (!item) throw new Error(`No member row for ${name}`);
  return item;
};

/** The owner: every member with a role to change and Remove, invites in each state, and why they cannot leave. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    await expect(
      canvas.getByText("The people who run this store with you, and how each signs in"),
    ).toBeVisible();
    await expect(canvas.getByText("Your role: Owner")).toBeVisible();
    // The store's owner cannot leave: the rule's words instead of a button.
    await expect(canvas.getByTestId("leave-refusal")).toHaveTextContent(
      "The store's owner cannot leave the team.",
    );
    await expect(canvas.queryByRole("button", { name: "Leave team" })).toBeNull();
    await expect(canvas.getAllByTestId("team-member")).toHaveLength(5);
    // 2FA on for a passkey or an authenticator, off without either.
    await expect(row(canvasElement, "Ada Admin")).toHaveTextContent("2FA on");
    await expect(row(canvasElement, "Nitro Hub")).toHaveTextContent("2FA off");
    await expect(row(canvasElement, "Vic Viewer")).toHaveTextContent("Joined 3h ago");
    // Nobody changes their own role or removes themself; the owner changes anyone else's.
    await expect(canvas.queryByRole("combobox", { name: "Role of Nitro Hub" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Remove Nitro Hub" })).toBeNull();
    await expect(canvas.getByRole("combobox", { name: "Role of Sam Support" })).toHaveTextContent("Support");
    await expect(canvas.getByRole("button", { name: "Remove Sam Support" })).toBeEnabled();
    const invitesShown = canvas.getAllByTestId("team-invite").map((li) => li.textContent);
    await expect(invitesShown).toEqual([
      expect.stringContaining("Pending · expires in 2 days"),
      expect.stringContaining("Expired 4d ago"),
      expect.stringContaining("Used by Vic Viewer 3h ago"),
    ]);
    await expect(canvas.getByRole("button", { name: "Revoke the Support invite" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Revoke the Manager invite" })).toBeEnabled();
    await expect(canvas.queryByRole("button", { name: "Revoke the Viewer invite" })).toBeNull();
  },
};

/** A support member: the team to read, their own role, Leave; no invites and no one else's controls. */
export const Member: Story = {
  args: { team: supportTeam },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Your place in this store's team, and how you sign in")).toBeVisible();
    await expect(canvas.getByText("Your role: Support")).toBeVisible();
    await expect(canvas.getByText("Reads orders and stock, handles replacements. No keys.")).toBeVisible();
    await expect(row(canvasElement, "Sam Support")).toHaveTextContent("You");
    await expect(canvas.queryByRole("combobox")).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Remove / })).toBeNull();
    await expect(canvas.queryByRole("heading", { name: "Invites" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Leave team" })).toBeEnabled();
  },
};

/** Leave asks first. */
export const LeaveAsked: Story = {
  args: { team: supportTeam },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Leave team" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Leave this team?" }));
    await expect(
      dialog.getByText("You will be signed out everywhere and need a new invite to come back."),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Leave team" }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** The owner makes an invite for a manager. */
export const InviteCreating: Story = {
  parameters: { screenshot: { sameAs: "screens-team--owner" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseOption(canvas.getByRole("combobox", { name: "Role for the invite" }), "Manager");
    await expect(canvas.getByText("Orders, replacements, stock and keys, storefronts.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Create invite link" }));
    await expect(args.onCreateInvite).toHaveBeenCalledWith("manager");
    await chooseOption(canvas.getByRole("combobox", { name: "Role for the invite" }), "Support");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The link just made: shown once, with Copy. */
export const LinkJustCreated: Story = {
  args: { createdLink: "https://dash.example.com/dashboard/join#k3Qm9x-2WbT7pL0vZr8yN4hA" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Invite link created")).toBeVisible();
    await expect(
      canvas.getByText("Copy it now and send it to the person you invite: it is shown only once."),
    ).toBeVisible();
    await expect(canvas.getByLabelText("Invite link")).toHaveValue(
      "https://dash.example.com/dashboard/join#k3Qm9x-2WbT7pL0vZr8yN4hA",
    );
    await expect(canvas.getByRole("button", { name: "Copy invite link" })).toBeEnabled();
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** Removing a member asks first and says what happens. */
export const RemoveAsked: Story = {
  // The question is a dialog over the same page: the picture is the owner's.
  parameters: { screenshot: { sameAs: "screens-team--owner" } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Remove Max Manager" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Remove this member?" }));
    await expect(
      dialog.getByText(
        "Max Manager can no longer sign in; their sessions end at their next request. What they did stays in the logs.",
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Remove" }));
    await expect(args.onRemove).toHaveBeenCalledWith(MOCK_MEMBER_IDS.manager);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** A role changed from its row. */
export const RoleChanged: Story = {
  parameters: { screenshot: { sameAs: "screens-team--owner" } },
  play: async ({ canvasElement, args }) => {
    await chooseOption(
      within(canvasElement).getByRole("combobox", { name: "Role of Vic Viewer" }),
      "Support",
    );
    await expect(args.onChangeRole).toHaveBeenCalledWith(MOCK_MEMBER_IDS.viewer, "support");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Only the store's owner and no invites yet. */
export const OwnerAlone: Story = {
  args: { team: { ...ownerTeam, members: members.slice(0, 1), invites: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId("team-member")).toHaveLength(1);
    await expect(canvas.getByText("No invites yet")).toBeVisible();
  },
};

/** A change the server refused, in its words. */
export const ChangeRefused: Story = {
  args: { error: "The team needs at least one owner." },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole("alert"));
    await expect(alert.getByText("That did not work")).toBeVisible();
    await expect(alert.getByText("The team needs at least one owner.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: "loading", team: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading the team...")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: "error", team: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load the team")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OwnerOnPhone: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Create invite link" })).toBeVisible();
  },
};
