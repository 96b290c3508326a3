import { scenarios } from "@boostdash/api-client/core/mocks/all";
import { MOCK_TOKEN } from "@boostdash/api-client/core/mocks/fixtures";
import { mockRoute } from "@boostdash/api-client/core/mocks/route";
import { TOKEN_STORAGE_KEY } from "@boostdash/api-client/core/token";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { AppRoutes } from "./AppRoutes";
import { CaptchaWidgetsProvider } from "./captcha/CaptchaWidgetsContext";
import { captchaWidgets } from "./captcha/registry";
import {
  CurrentPath,
  currentPath,
  DashboardApp,
  LOAD,
  mockApi,
  NavigateOnMount,
  signedInPage,
} from "./stories/storyKit";
import { dropFocus } from "./stories/storySettle";

const meta = {
  title: "Wiring/Dashboard/Routes",
  ...signedInPage("/dashboard"),
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const NOT_FOUND_PIXELS = { sameAs: "feedback-notfound--all" };

export const NotFound: Story = {
  parameters: { route: "/no-such-page", screenshot: NOT_FOUND_PIXELS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("404", {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(
      canvas.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Go Back" })).toBeEnabled();
  },
};

/** An unknown path under /dashboard is a 404 too, not an empty shell. */
export const UnknownDashboardPath: Story = {
  parameters: { route: "/dashboard/no-such-page", screenshot: NOT_FOUND_PIXELS },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Page not found" }, LOAD),
    ).toBeVisible();
  },
};

/** Go Back returns to the page before (here the dashboard home). */
export const GoBack: Story = {
  parameters: { screenshot: { sameAs: "wiring-dashboard-homepage--success" } },
  render: () => (
    <>
      <AppRoutes />
      <CurrentPath />
      <NavigateOnMount to="/no-such-page" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Go Back" }, LOAD));
    await waitFor(() => expect(currentPath()).toBe("/dashboard"));
    await expect(await canvas.findByRole("heading", { name: "Dashboard" }, LOAD)).toBeVisible();
    dropFocus();
  },
};

const pages = [
  { route: "/dashboard/custom-domain", title: "Custom Domain", link: "Custom Domain" },
  { route: "/dashboard/orders", title: "Orders", link: "Orders" },
  { route: "/dashboard/stock", title: "Stock & Keys", link: "Stock & Keys" },
  { route: "/dashboard/integrations", title: "Storefronts", link: "Storefronts" },
  { route: "/dashboard/suggestions", title: "Suggestions", link: "Suggestions" },
  { route: "/dashboard/report-bugs", title: "Bug Reports", link: "Bugs" },
];

/** Every sidebar page is built: its heading inside the shell, its link marked current, no 'Coming soon' left. */
export const EveryPageBuilt: Story = {
  render: () => <DashboardApp />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Dashboard" }, LOAD);
    for (const page of pages) {
      await userEvent.click(canvas.getByRole("link", { name: page.link }));
      await waitFor(() => expect(currentPath()).toBe(page.route));
      await expect(await canvas.findByRole("heading", { level: 1, name: page.title }, LOAD)).toBeVisible();
      await expect(canvas.queryByText("Coming soon")).toBeNull();
      await expect(canvas.getByRole("link", { name: page.link })).toHaveAttribute("aria-current", "page");
    }
    dropFocus();
  },
};

export const SidebarNavigates: Story = {
  parameters: { screenshot: { sameAs: "wiring-dashboard-homepage--success" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Dashboard" }, LOAD);
    await userEvent.click(canvas.getByRole("link", { name: "Custom Domain" }));
    await expect(await canvas.findByRole("heading", { name: "Add New Domain" }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Settings" }));
    await expect(await canvas.findByRole("heading", { name: "Access Code Management" }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "ADMIN" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Admin Logs" }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Home" }));
    await expect(await canvas.findByRole("heading", { name: "Dashboard" }, LOAD)).toBeVisible();
    await expect(currentPath()).toBe("/dashboard");
    dropFocus();
  },
};

/** Records the session each logout call ends. */
const logoutRequests = fn();

/** Sign Out ends the session on the server (with its token), then removes the stored token and goes to /. */
export const SignOut: Story = {
  parameters: {
    msw: mockApi(
      mockRoute("logout", ({ request }) => {
        logoutRequests(request.headers.get("Authorization"));
        return HttpResponse.json({ message: "Signed out" });
      }),
    ),
  },
  beforeEach: () => {
    logoutRequests.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Dashboard" }, LOAD);
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(MOCK_TOKEN);
    await userEvent.click(canvas.getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    await expect(logoutRequests).toHaveBeenCalledTimes(1);
    await expect(logoutRequests).toHaveBeenCalledWith(MOCK_TOKEN);
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await expect(await canvas.findByRole("heading", { name: "Enter Access Code" })).toBeVisible();
    dropFocus();
  },
};

/**
 * A seller's sidebar has no ADMIN link. Checked here by role; its pixels are Layout/DashboardShell's "As Seller", and
 * this page's picture (sidebar links blank) is the home page's.
 */
export const SellerSidebar: Story = {
  parameters: {
    msw: mockApi(scenarios.currentUser.asSeller),
    screenshot: { sameAs: "wiring-dashboard-homepage--success" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Dashboard" }, LOAD);
    await expect(canvas.queryByRole("link", { name: "ADMIN" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Settings" })).toBeVisible();
  },
};

/** Phone: the drawer opens, a link is chosen, the drawer closes and the page changes. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Dashboard" }, LOAD);
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const drawer = within(await screen.findByRole("dialog", { name: "Navigation" }));
    await userEvent.click(drawer.getByRole("link", { name: "Settings" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(await canvas.findByRole("heading", { name: "Access Code Management" }, LOAD)).toBeVisible();
    await expect(currentPath()).toBe("/dashboard/settings");
    dropFocus();
  },
};

/**
 * The real ALTCHA widget in the dark theme, before anyone ticks it. Until a person touches the page its box is drawn
 * by the page (AltchaFacade), in the widget's own place and size; a first key or tap brings the widget itself.
 */
export const AltchaWidget: Story = {
  parameters: { route: "/", msw: mockApi(scenarios.captchaConfig.altcha) },
  // Signed out: a signed-in seller opening `/` goes to the dashboard.
  beforeEach: () => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  },
  render: () => (
    <CaptchaWidgetsProvider value={captchaWidgets}>
      <DashboardApp />
    </CaptchaWidgetsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facade = await canvas.findByTestId("altcha-facade", {}, LOAD);
    await expect(within(facade).getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked();
    await expect(canvasElement.querySelector("altcha-widget")).toBeNull();
    const drawn = facade.getBoundingClientRect();
    // A key pressed anywhere on the page: the widget takes the drawn box's place, without moving anything.
    await userEvent.keyboard("{Shift}");
    const checkbox = await waitFor(
      () => {
        const found = canvasElement.querySelector<HTMLInputElement>('altcha-widget input[type="checkbox"]');
        if (!found) throw new Error("the widget has not taken over yet");
        return found;
      },
      { timeout: LOAD.timeout },
    );
    await expect(canvas.queryByTestId("altcha-facade")).toBeNull();
    await expect(checkbox).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "I'm not a robot" })).toBe(checkbox);
    const real = canvasElement.querySelector("altcha-widget")?.getBoundingClientRect();
    await expect([real?.x, real?.y, real?.width, real?.height]).toEqual([
      drawn.x,
      drawn.y,
      drawn.width,
      drawn.height,
    ]);
    // Themed with our tokens (the widget reads these custom properties).
    const widget = canvasElement.querySelector<HTMLElement>("altcha-widget");
    await expect(widget?.style.getPropertyValue("--altcha-color-base")).toBe("var(--color-surface-2)");
  },
};
