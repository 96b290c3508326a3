import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { exampleNavItems } from "../stories/dashboardNavItems";
import { DashboardShell, type ShellLinkProps } from "./DashboardShell";

const navigate = fn();

/** Stands in for the router's Link: records the target instead of leaving the story. */
function StoryLink({ to, onClick, ...props }: ShellLinkProps) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
        onClick?.();
      }}
    />
  );
}

function PageContent() {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
      <p className="text-muted">Welcome back! Here's what's happening today.</p>
      <div className="mt-4 h-48 rounded-lg border border-dashed border-border" />
    </div>
  );
}

const meta = {
  title: "Layout/DashboardShell",
  component: DashboardShell,
  parameters: { layout: "fullscreen" },
  args: {
    navItems: exampleNavItems,
    currentPath: "/dashboard",
    isAdmin: true,
    onSignOut: fn(),
    linkComponent: StoryLink,
    children: <PageContent />,
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof DashboardShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const sellerLinks = [
  "Home",
  "Custom Domain",
  "Live Stock",
  "Orders",
  "Stock & Keys",
  "Storefronts",
  "Suggestions",
  "Bugs",
  "Settings",
];

export const AsAdmin: Story = {
  name: "As admin",
  play: async ({ canvasElement }) => {
    const sidebar = within(within(canvasElement).getByRole("complementary", { name: "Sidebar" }));
    const links = sidebar.getAllByRole("link").map((link) => link.textContent);
    await expect(links).toEqual([...sellerLinks, "ADMIN"]);
    await expect(sidebar.getByRole("link", { name: "ADMIN" })).toHaveAttribute("href", "/dashboard/admin");
    await expect(sidebar.getByRole("link", { name: "Live Stock" })).toHaveAttribute(
      "href",
      "/dashboard/edit-live-stock",
    );
    await expect(sidebar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  },
};

export const SignOut: Story = {
  name: "Sign Out pressed",
  parameters: { screenshot: { sameAs: "layout-dashboardshell--as-admin" } },
  play: async ({ canvasElement, args }) => {
    const sidebar = within(within(canvasElement).getByRole("complementary", { name: "Sidebar" }));
    await userEvent.click(sidebar.getByRole("button", { name: "Sign Out" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const AsSeller: Story = {
  name: "As seller",
  args: { isAdmin: false },
  play: async ({ canvasElement }) => {
    const sidebar = within(within(canvasElement).getByRole("complementary", { name: "Sidebar" }));
    await expect(sidebar.getAllByRole("link").map((link) => link.textContent)).toEqual(sellerLinks);
    await expect(sidebar.queryByRole("link", { name: "ADMIN" })).toBeNull();
    await expect(sidebar.getByRole("button", { name: "Sign Out" })).toBeVisible();
  },
};

/** Home is active only on an exact match: on /dashboard/settings only Settings is. */
export const OnSubPage: Story = {
  name: "On a sub page",
  args: { currentPath: "/dashboard/settings" },
  play: async ({ canvasElement }) => {
    const sidebar = within(within(canvasElement).getByRole("complementary", { name: "Sidebar" }));
    await expect(sidebar.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await expect(sidebar.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(sidebar.getByRole("link", { name: "Orders" }));
    await expect(navigate).toHaveBeenCalledWith("/dashboard/orders");
  },
};

export const MobileClosed: Story = {
  name: "Mobile, drawer closed",
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(canvas.getByRole("complementary", { hidden: true })).not.toBeVisible();
    await expect(within(document.body).queryByRole("dialog")).toBeNull();
    await expect(canvas.getByText("Welcome back! Here's what's happening today.")).toBeVisible();
  },
};

export const MobileOpen: Story = {
  name: "Mobile, drawer open",
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open menu" }));
    const drawer = within(await within(document.body).findByRole("dialog", { name: "Navigation" }));
    await expect(drawer.getAllByRole("link").map((link) => link.textContent)).toEqual([
      ...sellerLinks,
      "ADMIN",
    ]);
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Sign Out" })).toBeVisible();
  },
};

export const MobileCloseButton: Story = {
  name: "Mobile, drawer closed by its button",
  parameters: { screenshot: { sameAs: "layout-dashboardshell--mobile-closed" } },
  globals: { viewport: { value: "mobile375" } },
  play: async (context) => {
    await MobileOpen.play?.(context);
    const body = within(document.body);
    await userEvent.click(body.getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

export const MobileBackdropCloses: Story = {
  name: "Mobile, drawer closed by the backdrop",
  parameters: { screenshot: { sameAs: "layout-dashboardshell--mobile-closed" } },
  globals: { viewport: { value: "mobile375" } },
  play: async (context) => {
    await MobileOpen.play?.(context);
    const body = within(document.body);
    // The backdrop shows to the right of the 288 px drawer.
    await userEvent.click(body.getByTestId("drawer-backdrop"), { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

export const MobileLinkCloses: Story = {
  name: "Mobile, drawer closed by a link",
  parameters: { screenshot: { sameAs: "layout-dashboardshell--mobile-closed" } },
  globals: { viewport: { value: "mobile375" } },
  play: async (context) => {
    await MobileOpen.play?.(context);
    const body = within(document.body);
    await userEvent.click(within(body.getByRole("dialog")).getByRole("link", { name: "Suggestions" }));
    await expect(navigate).toHaveBeenCalledWith("/dashboard/suggestions");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

/** The first Tab stop is 'Skip to content', shown only when focused; it moves focus to the page's content. */
export const SkipToContent: Story = {
  // Ends with focus on the content, the link hidden again: the shell as it first shows.
  parameters: { screenshot: { sameAs: "layout-dashboardshell--as-admin" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to content" });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(canvasElement.querySelector("main")).toHaveFocus();
  },
};
