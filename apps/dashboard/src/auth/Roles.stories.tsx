import type { TeamRole } from "@boostdash/api-client/core/contract/permissions";
import { mockStore } from "@boostdash/api-client/core/mocks/store";
import { mockSignInAs } from "@boostdash/api-client/team/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { expectNoRefusedCalls, forgetRefusedCalls, refuseBeyondRole } from "../stories/roleGuard";
import { type DashboardApp, LOAD, signedInPage } from "../stories/storyKit";
import { confirmInDialog, loadedAtHeading } from "../stories/storyPlay";

/** A page as `role` sees it: every call beyond the role is refused (and noted), as the server would. */
function asRole(role: TeamRole, route: string) {
  return {
    parameters: { route, msw: signedInPage(route, { handlers: refuseBeyondRole(role) }).parameters.msw },
    beforeEach: () => {
      forgetRefusedCalls();
      mockSignInAs(role);
    },
  };
}

const meta = {
  title: "Wiring/Dashboard/Roles",
  ...signedInPage("/dashboard"),
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const sidebarLinks = () =>
  within(screen.getByRole("complementary", { name: "Sidebar" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

/** A viewer's Home: the sidebar lists only what a viewer may open, and no call a viewer may not make is asked. */
export const ViewerHome: Story = {
  ...asRole("viewer", "/dashboard"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Dashboard" }, LOAD);
    await waitFor(() =>
      expect(sidebarLinks()).toEqual(["Home", "Orders", "Stock & Keys", "Suggestions", "Bugs", "Team"]),
    );
    await canvas.findByText("Recent Activity", {}, LOAD);
    await expect(canvas.queryByTestId("home-replacements")).toBeNull();
    await expectNoRefusedCalls();
  },
};

/** Support's sidebar: the same pages as a viewer's (support reads orders and stock, handles replacements). */
export const SupportStock: Story = {
  ...asRole("support", "/dashboard/stock"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("1 Month Nitro Tokens", {}, LOAD)).toHaveAttribute("readonly");
    await expect(canvas.getByText("Your role can see these counts but not change them.")).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Redeem Keys" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Export CSV" })).toBeNull();
    await expect(sidebarLinks()).toEqual(["Home", "Orders", "Stock & Keys", "Suggestions", "Bugs", "Team"]);
    await expectNoRefusedCalls();
  },
};

/** A viewer who types Settings' address: the role's refusal in the server's words, inside the shell. */
export const ViewerOpensSettings: Story = {
  ...asRole("viewer", "/dashboard/settings"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Not available to your role" }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText("Your role in this store does not allow this.")).toBeVisible();
    await expect(
      canvas.getByText("You are signed in as Viewer. The store's owner can change your role."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/dashboard");
    await expectNoRefusedCalls();
  },
};

/** An admin's Settings: the bot key and the store, no access code (the owner's). */
export const AdminSettings: Story = {
  ...asRole("admin", "/dashboard/settings"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Bot Key" }, LOAD);
    await expect(canvas.queryByRole("heading", { name: "Access Code Management" })).toBeNull();
    await expectNoRefusedCalls();
  },
};

/**
 * The owner invites a member; the server asks for a step-up first: the dialog asks (the owner has no factor yet, so
 * the access code), then the invite is sent once more and its link shown once.
 */
export const OwnerInvitesAfterStepUp: Story = {
  ...asRole("owner", "/dashboard/team"),
  beforeEach: () => {
    forgetRefusedCalls();
    mockSignInAs("owner");
    mockStore().team.stepUpFresh = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Create invite link" }, LOAD));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm it is you" }));
    await userEvent.type(dialog.getByLabelText("Access code"), "K7PX-2QMR-9WDA");
    await userEvent.click(dialog.getByRole("button", { name: "Confirm" }));
    await expect(await canvas.findByText("Invite link created", {}, LOAD)).toBeVisible();
    await expect(canvas.getByLabelText("Invite link")).toHaveValue(
      "http://localhost/dashboard/join#invite-valid",
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/**
 * The owner opens Stock & Keys more than five minutes after signing in: the keys' list (every key's value) asks for a
 * fresh confirmation at once; confirmed, the keys show.
 */
export const OwnerSeesKeysAfterStepUp: Story = {
  ...asRole("owner", "/dashboard/stock"),
  // Confirmed, the page is the owner's Stock & Keys as any other visit shows it.
  parameters: {
    ...asRole("owner", "/dashboard/stock").parameters,
    screenshot: { sameAs: "wiring-dashboard-stockpage--success" },
  },
  beforeEach: () => {
    forgetRefusedCalls();
    mockSignInAs("owner");
    mockStore().team.stepUpFresh = false;
  },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm it is you" }, LOAD));
    await userEvent.type(dialog.getByLabelText("Access code"), "K7PX-2QMR-9WDA");
    await userEvent.click(dialog.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const first = mockStore().keys[0]?.key ?? "";
    await expect(await screen.findByText(first, {}, LOAD)).toBeVisible();
    await expect(screen.queryByText(/Failed to load/)).toBeNull();
  },
};

/** The owner resets the access code more than five minutes after signing in: confirmed first, then reset. */
export const OwnerResetsCodeAfterStepUp: Story = {
  ...asRole("owner", "/dashboard/settings"),
  beforeEach: () => {
    forgetRefusedCalls();
    mockSignInAs("owner");
    mockStore().team.stepUpFresh = false;
  },
  play: async ({ canvasElement }) => {
    await loadedAtHeading("Access Code Management")(canvasElement);
    await confirmInDialog(canvasElement, "Reset Access Code", "Confirm Access Code Reset", "Yes, Reset Code");
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm it is you" }, LOAD));
    await userEvent.type(dialog.getByLabelText("Access code"), "K7PX-2QMR-9WDA");
    await userEvent.click(dialog.getByRole("button", { name: "Confirm" }));
    await expect(await screen.findByText("Access code reset successfully!", {}, LOAD)).toBeVisible();
  },
};

/** A support member's Team page: their role and Leave, the team to read, their sessions. */
export const MemberTeam: Story = {
  ...asRole("support", "/dashboard/team"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Your role: Support", {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Leave team" })).toBeEnabled();
    await expect(canvas.queryByRole("heading", { name: "Invites" })).toBeNull();
    await expect(await canvas.findByRole("region", { name: "Your sessions" }, LOAD)).toBeVisible();
    // Their own factors: the sign-in ID and what they hold, each change behind a step-up.
    const factors = within(await canvas.findByRole("region", { name: "Your sign-in" }, LOAD));
    await expect(await factors.findByTestId("my-sign-in-id", {}, LOAD)).toHaveTextContent("sam-7k3q9d");
    await expect(factors.getByRole("button", { name: "Add a passkey" })).toBeEnabled();
    await expectNoRefusedCalls();
  },
};
