import { resetMockStore, scenarios } from "@boostdash/api-client/core/mocks/all";
import { errorResponse } from "@boostdash/api-client/core/mocks/route";
import { mockStore } from "@boostdash/api-client/core/mocks/store";
import { createDomain, MOCK_DOMAIN_TARGET } from "@boostdash/api-client/domains/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type HttpHandler, HttpResponse, http } from "msw";

const ADD_URL = "/api/dashboard/domains/add";

import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { CurrentPath, type DashboardApp, LOAD, mockApi, signedInPage } from "../stories/storyKit";
import { confirmInDialog, loadedAtHeading } from "../stories/storyPlay";
import { dropFocus, settleCopied } from "../stories/storySettle";
import { pageStates } from "../stories/storyStates";
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

/** The store holds only the pending domain, which the Check Now stories check. */
const onePending = () => {
  resetMockStore({ domains: [pendingDomain()] });
};

const meta = {
  title: "Wiring/Dashboard/CustomDomainPage",
  ...signedInPage("/dashboard/custom-domain", { token: "session-token", clipboard: writeText }),
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = loadedAtHeading("Add New Domain");

/** Deletes shop.example.com (the seeded domain) and says yes in the dialog. */
async function confirmRemove(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  await confirmInDialog(canvasElement, "Delete shop.example.com", "Remove this domain?", "Remove Domain");
}

async function addDomain(canvasElement: HTMLElement, name: string) {
  await loaded(canvasElement);
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("Domain name"), name);
  await userEvent.click(canvas.getByRole("button", { name: "Add Domain" }));
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
    await expect(await canvas.findByText(MOCK_DOMAIN_TARGET)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Custom Domain" })).toHaveAttribute("aria-current", "page");
  },
};

export const CopyDns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await canvas.findByText(MOCK_DOMAIN_TARGET);
    await userEvent.click(canvas.getByRole("button", { name: "Copy Value/Target" }));
    await expect(await screen.findByText("Copied to clipboard!")).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(MOCK_DOMAIN_TARGET);
    await settleCopied(canvasElement);
  },
};

const states = pageStates(scenarios.listDomains, {
  loading: "Loading domains...",
  failed: "Failed to load domains",
});

export const Loading: Story = states.loading;
export const LoadFails: Story = states.loadFails;
export const SignedOut: Story = states.signedOut;
export const ListUnauthorized: Story = states.dataUnauthorized;

/** No domain yet, so the add form is open. */
const noDomains = () => {
  resetMockStore({ domains: [] });
};

/** Adding `name` fails with `handler`'s answer: `text` as a toast and under the field. */
function addRefused(handler: HttpHandler, name: string, text: string): Story {
  return {
    beforeEach: noDomains,
    parameters: { msw: mockApi(handler) },
    play: async ({ canvasElement }) => {
      await addDomain(canvasElement, name);
      await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
      dropFocus();
    },
  };
}

/** Added: the toast, then the list shows it pending (refetched, not a page reload). */
export const AddSucceeds: Story = {
  beforeEach: noDomains,
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
  beforeEach: noDomains,
  parameters: { msw: mockApi(scenarios.addDomain.slow) },
  play: async ({ canvasElement }) => {
    await addDomain(canvasElement, "shop.novaboosts.com");
    await expect(await within(canvasElement).findByRole("button", { name: "Adding..." })).toBeDisabled();
  },
};

/** Code 1406 in a 2xx answer: the text of docs/product.md#custom-domain, as a toast and under the field. */
export const AddInUse: Story = addRefused(
  scenarios.addDomain.inUse,
  "taken.example.org",
  "This domain is already in use. Please choose a different domain.",
);

/** A non-2xx with a message: that message. */
export const AddServerError: Story = addRefused(
  http.post(ADD_URL, () =>
    errorResponse(500, { message: "Something went wrong on the server. Please try again." }),
  ),
  "shop.novaboosts.com",
  "Something went wrong on the server. Please try again.",
);

/** A non-2xx with no body: 'Server returned status {n}'. */
export const AddStatusOnly: Story = addRefused(
  http.post(ADD_URL, () => new HttpResponse(null, { status: 502 })),
  "shop.novaboosts.com",
  "Server returned status 502",
);

/** 'Check now' finds the record: the badge turns active. */
export const CheckNowTurnsActive: Story = {
  beforeEach: onePending,
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
  beforeEach: onePending,
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
  beforeEach: onePending,
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
    await confirmRemove(canvasElement);
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
    await confirmRemove(canvasElement);
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
    await confirmRemove(canvasElement);
    await expect(await screen.findByText("Invalid domain ID")).toBeVisible();
    await expect(mockStore().domains).toHaveLength(1);
    dropFocus();
  },
};
