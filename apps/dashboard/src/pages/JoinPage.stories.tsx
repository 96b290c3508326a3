import { TOKEN_STORAGE_KEY } from "@boostdash/api-client/core/token";
import { MOCK_INVITE_TOKENS, MOCK_TOTP_CODE } from "@boostdash/api-client/team/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppRoutes } from "../AppRoutes";
import {
  CurrentPath,
  currentPath,
  LOAD,
  mockApi,
  WIRING_SCREENSHOT,
  withDashboardApp,
} from "../stories/storyKit";
import { dropFocus, settleToasts } from "../stories/storySettle";

const join = (token: string) => `/dashboard/join#${token}`;

const meta = {
  title: "Wiring/Dashboard/JoinPage",
  component: AppRoutes,
  decorators: [withDashboardApp],
  afterEach: settleToasts,
  render: () => (
    <>
      <AppRoutes />
      <CurrentPath />
    </>
  ),
  parameters: {
    layout: "fullscreen",
    route: join(MOCK_INVITE_TOKENS.valid),
    msw: mockApi(),
    screenshot: WIRING_SCREENSHOT,
  },
  // The invite page is public: nobody is signed in on this browser yet.
  beforeEach: () => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link's token is read from the fragment and posted: the store and role come back. */
export const Valid: Story = {
  parameters: { screenshot: { sameAs: "screens-join--valid" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Join Nitro Hub" }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText("Your role: Support")).toBeVisible();
  },
};

/**
 * The whole way in with an authenticator app: name, the setup key, the app's first code; signed in, the codes shown
 * once; "I have saved them" opens the dashboard with the new session.
 */
export const JoinsWithAuthenticator: Story = {
  name: "Joins with an authenticator app",
  parameters: { screenshot: { sameAs: "screens-join--signed-in" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Your name/ }, LOAD), "Sam Support");
    await userEvent.click(canvas.getByRole("button", { name: "Use an authenticator app" }));
    await expect(await canvas.findByTestId("totp-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP");
    await userEvent.type(canvas.getByRole("textbox", { name: /Authenticator code/ }), MOCK_TOTP_CODE);
    await userEvent.click(canvas.getByRole("button", { name: "Confirm" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Welcome to the team" })).toBeVisible();
    await expect(canvas.getByTestId("sign-in-id")).toHaveTextContent("sam-7k3q9d");
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    dropFocus();
  },
};

export const SavedGoesToDashboard: Story = {
  name: "Saved: into the dashboard",
  // The mocks' signed-in person lands on Home, as any sign-in does.
  parameters: { screenshot: { sameAs: "wiring-dashboard-homepage--success" } },
  play: async (context) => {
    await JoinsWithAuthenticator.play?.(context);
    await userEvent.click(within(context.canvasElement).getByRole("button", { name: "I have saved them" }));
    await waitFor(() => expect(currentPath()).toBe("/dashboard"), LOAD);
    await expect(
      await within(context.canvasElement).findByRole("heading", { name: "Dashboard" }, LOAD),
    ).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: { route: join(MOCK_INVITE_TOKENS.expired), screenshot: { sameAs: "screens-join--expired" } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "This invite has expired. Ask the store's owner for a new one.",
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

export const Used: Story = {
  name: "Already used",
  parameters: { route: join(MOCK_INVITE_TOKENS.used), screenshot: { sameAs: "screens-join--used" } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "This invite was already used. Ask the store's owner for a new one.",
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

/** A token the server does not know, and a link with no token at all, read the same. */
export const NotFound: Story = {
  name: "Not found",
  parameters: { route: join("no-such-invite"), screenshot: { sameAs: "screens-join--not-found" } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "This invite link is not valid. Check that you copied all of it.",
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

export const NoToken: Story = {
  name: "No token in the link",
  parameters: { route: "/dashboard/join", screenshot: { sameAs: "screens-join--not-found" } },
  play: NotFound.play,
};

/** A link mangled in copying (a stray "%" the address cannot decode) reads as not valid, never as a crash. */
export const MangledLink: Story = {
  name: "Mangled link",
  parameters: { route: "/dashboard/join#abc%E0%A4%A", screenshot: { sameAs: "screens-join--not-found" } },
  play: NotFound.play,
};
