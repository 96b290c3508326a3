import { TOKEN_STORAGE_KEY } from "@boostdash/api-client";
import {
  createDomain,
  errorResponse,
  MOCK_PUBLIC_HOST,
  mockStore,
  resetMockStore,
  scenarios,
} from "@boostdash/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";

const ADD_URL = "/api/dashboard/domains/add";

import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import {
  CurrentPath,
  currentPath,
  DashboardApp,
  dropFocus,
  LOAD,
  mockApi,
  settleToasts,
  withDashboardApp,
} from "../stories/storyKit";
import { CustomDomainPage } from "./CustomDomainPage";

const writeText = fn(async (_text: string) => {});

const pendingDomain = () =>
  createDomain({
    _id: "dom-pending",
    domain: "shop.novaboosts.com",
    status: "pending",
    checked_at: "2026-01-15T11:59:00.000Z",
    last_error: "No CNAME record (ENODATA)",
  });

const meta = {
  title: "Apps/Dashboard/CustomDomainPage",
  component: DashboardApp,
  decorators: [withDashboardApp],
  afterEach: settleToasts,
  parameters: { layout: "fullscreen", route: "/dashboard/custom-domain", msw: mockApi() },
  beforeEach: () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
    writeText.mockReset();
    writeText.mockImplementation(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    return () => {
      if (original) Object.defineProperty(navigator, "clipboard", original);
      else Reflect.deleteProperty(navigator, "clipboard");
    };
  },
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole("heading", { name: "Add New Domain" }, LOAD);
}

async function addDomain(canvasElement: HTMLElement, name: string) {
  await loaded(canvasElement);
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("Domain name"), name);
  await userEvent.click(canvas.getByRole("button", { name: "Add Domain" }));
}

async function settleCopied(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector("[data-copied]")).toBeNull(), { timeout: 4000 });
  dropFocus();
}

/** The seller's active domain, with the CNAME target from the server. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Custom Domain" })).toBeVisible();
    await expect(canvas.getByTestId("domain-count")).toHaveTextContent("1/1 Domains");
    await expect(canvas.getByRole("button", { name: "Limit Reached" })).toBeDisabled();
    await expect(canvas.getByText("Domain is active and working correctly!")).toBeVisible();
    await expect(await canvas.findByText(MOCK_PUBLIC_HOST)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Custom Domain" })).toHaveAttribute("aria-current", "page");
  },
};

export const CopyDns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await canvas.findByText(MOCK_PUBLIC_HOST);
    await userEvent.click(canvas.getByRole("button", { name: "Copy Value/Target" }));
    await expect(await screen.findByText("Copied to clipboard!")).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(MOCK_PUBLIC_HOST);
    await settleCopied(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(scenarios.listDomains.slow) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading domains...", {}, LOAD)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: mockApi(scenarios.listDomains.serverError) },
  play: async ({ canvasElement }) => {
    // Once as the toast, once as the page's error state.
    await waitFor(() => expect(screen.getAllByText("Failed to load domains")).toHaveLength(2), LOAD);
    await expect(within(canvasElement).getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

export const SignedOut: Story = {
  parameters: { msw: mockApi(scenarios.currentUser.unauthorized) },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText("You need to log in to access this page.", {}, LOAD)).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe("/"));
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Enter Access Code" }),
    ).toBeVisible();
  },
};

export const ListUnauthorized: Story = {
  parameters: { msw: mockApi(scenarios.listDomains.unauthorized) },
  play: async () => {
    await expect(await screen.findByText("You need to log in to access this page.", {}, LOAD)).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe("/"));
  },
};

/** Added: the toast, then the list shows it pending (refetched, not a page reload). */
export const AddSucceeds: Story = {
  beforeEach: () => {
    resetMockStore({ domains: [] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No domains added yet", {}, LOAD)).toBeVisible();
    await addDomain(canvasElement, "  Shop.NovaBoosts.COM ");
    await expect(await screen.findByText("Domain added successfully! Refreshing page...")).toBeVisible();
    const card = within(await canvas.findByRole("article", { name: "shop.novaboosts.com" }));
    await expect(card.getByText("Pending")).toBeVisible();
    await expect(canvas.getByTestId("domain-count")).toHaveTextContent("1/1 Domains");
    await expect(canvas.getByRole("button", { name: "Limit Reached" })).toBeDisabled();
    await expect(canvas.getByLabelText("Domain name")).toHaveValue("");
    await expect(mockStore().domains.map((d) => d.domain)).toEqual(["shop.novaboosts.com"]);
    dropFocus();
  },
};

export const Adding: Story = {
  beforeEach: () => {
    resetMockStore({ domains: [] });
  },
  parameters: { msw: mockApi(scenarios.addDomain.slow) },
  play: async ({ canvasElement }) => {
    await addDomain(canvasElement, "shop.novaboosts.com");
    await expect(await within(canvasElement).findByRole("button", { name: "Adding..." })).toBeDisabled();
  },
};

/** Code 1406 in a 2xx answer: the spec's text, as a toast and under the field. */
export const AddInUse: Story = {
  beforeEach: () => {
    resetMockStore({ domains: [] });
  },
  parameters: { msw: mockApi(scenarios.addDomain.inUse) },
  play: async ({ canvasElement }) => {
    await addDomain(canvasElement, "taken.example.org");
    const text = "This domain is already in use. Please choose a different domain.";
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    dropFocus();
  },
};

/** A non-2xx with a message: that message. */
export const AddServerError: Story = {
  beforeEach: () => {
    resetMockStore({ domains: [] });
  },
  parameters: {
    msw: mockApi(
      http.post(ADD_URL, () =>
        errorResponse(500, { message: "Something went wrong on the server. Please try again." }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await addDomain(canvasElement, "shop.novaboosts.com");
    const text = "Something went wrong on the server. Please try again.";
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    dropFocus();
  },
};

/** A non-2xx with no body: 'Server returned status {n}'. */
export const AddStatusOnly: Story = {
  beforeEach: () => {
    resetMockStore({ domains: [] });
  },
  parameters: { msw: mockApi(http.post(ADD_URL, () => new HttpResponse(null, { status: 502 }))) },
  play: async ({ canvasElement }) => {
    await addDomain(canvasElement, "shop.novaboosts.com");
    await waitFor(() => expect(screen.getAllByText("Server returned status 502")).toHaveLength(2));
    dropFocus();
  },
};

/** 'Check now' finds the record: the badge turns active. */
export const CheckNowTurnsActive: Story = {
  beforeEach: () => {
    resetMockStore({ domains: [pendingDomain()] });
  },
  parameters: { msw: mockApi(scenarios.checkDomain.becomesActive) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Pending", {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Check now" }));
    // Once as the toast, once on the card.
    await waitFor(() =>
      expect(screen.getAllByText("Domain is active and working correctly!")).toHaveLength(2),
    );
    await expect(canvas.getByText("Active")).toHaveAttribute("data-tone", "success");
    dropFocus();
  },
};

export const CheckNowRateLimited: Story = {
  beforeEach: () => {
    resetMockStore({ domains: [pendingDomain()] });
  },
  parameters: { msw: mockApi(scenarios.checkDomain.tooMany) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Check now" }, LOAD));
    await expect(
      await screen.findByText("Too many checks. Please wait 1 minute and try again."),
    ).toBeVisible();
    await expect(canvas.getByText("Pending")).toBeVisible();
    dropFocus();
  },
};

/**
 * The page re-checks a pending domain on its own (every 30 s; 300 ms here), so the badge turns active with
 * no click and no reload.
 */
export const PendingRecheckedAutomatically: Story = {
  beforeEach: () => {
    resetMockStore({ domains: [pendingDomain()] });
  },
  parameters: { msw: mockApi(scenarios.checkDomain.becomesActive) },
  render: () => (
    <div className="p-6">
      <CustomDomainPage recheckPendingMs={300} />
      <CurrentPath />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Pending", {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText("Active", {}, { timeout: 5000 })).toHaveAttribute(
      "data-tone",
      "success",
    );
    await expect(canvas.getByText("Domain is active and working correctly!")).toBeVisible();
  },
};

export const DeleteSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Delete shop.example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this domain?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Domain" }));
    await expect(await screen.findByText("Domain removed successfully!")).toBeVisible();
    await expect(await canvas.findByText("No domains added yet")).toBeVisible();
    await expect(canvas.getByTestId("domain-count")).toHaveTextContent("0/1 Domains");
    dropFocus();
  },
};

export const DeleteFails: Story = {
  parameters: { msw: mockApi(scenarios.deleteDomain.serverError) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Delete shop.example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this domain?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Domain" }));
    await expect(await screen.findByText("Failed to remove domain")).toBeVisible();
    await expect(canvas.getByRole("article", { name: "shop.example.com" })).toBeVisible();
    dropFocus();
  },
};

/** A domain whose id came back as the text 'undefined': refused before any request. */
export const InvalidDomainId: Story = {
  beforeEach: () => {
    resetMockStore({ domains: [createDomain({ _id: "undefined" })] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Delete shop.example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this domain?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Domain" }));
    await expect(await screen.findByText("Invalid domain ID")).toBeVisible();
    await expect(mockStore().domains).toHaveLength(1);
    dropFocus();
  },
};
