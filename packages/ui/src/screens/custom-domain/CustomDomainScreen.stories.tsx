import { fallbackMessage } from "@boostdash/api-client/core/apiError";
import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import type { Domain } from "@boostdash/api-client/domains/contract";
import {
  MOCK_DOMAIN_TARGET,
  MOCK_OTHER_TARGET,
  MOCK_PUBLIC_HOST,
} from "@boostdash/api-client/domains/fixtures";
import { addDomainFailureMessage } from "@boostdash/api-client/domains/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { stubClipboard, writeText } from "../../stories/clipboard";
import { screenDocs } from "../../stories/screenDocs";
import { CustomDomainScreen } from "./CustomDomainScreen";
import { DOMAIN_TARGET_HINT } from "./DnsInstructions";

const NOW = MOCK_NOW;
/** The seller's own target: what proves a name is theirs. */
const TARGET = MOCK_DOMAIN_TARGET;
const minutesAgo = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

const ACTIVE: Domain = {
  _id: "dom-active",
  domain: "shop.novaboosts.com",
  status: "active",
  created_at: "2026-01-12T09:30:00.000Z",
  checked_at: minutesAgo(2),
  last_error: null,
};
const PENDING = {
  ...ACTIVE,
  _id: "dom-pending",
  status: "pending",
  created_at: minutesAgo(20),
  checked_at: minutesAgo(1),
  last_error: "No CNAME record (ENODATA)",
};
const FAILED = {
  ...ACTIVE,
  _id: "dom-failed",
  status: "failed",
  checked_at: minutesAgo(5),
  last_error: `CNAME points at novaboosts.netlify.app, expected ${TARGET}`,
};

const meta = {
  title: "Screens/CustomDomain",
  component: CustomDomainScreen,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "Custom Domain (`/dashboard/custom-domain`): the seller adds one domain for the public pages, copies the DNS record to set, and follows its verification.\n\nStates: the empty form, adding, validation errors, add errors as the server words them, each domain status (active, pending, failed, unknown), a name pointing at another store's target or the shared host, a name moved to another store, checking now, the delete dialog, removing, loading, load failed, on a phone.",
    ),
  },
  args: {
    status: "ready",
    domains: [],
    target: TARGET,
    now: NOW,
    timeZone: "UTC",
    adding: false,
    addError: null,
    checkingId: null,
    deletingId: null,
    recheckSeconds: 30,
    onAdd: fn(),
    onCheck: fn(),
    onDelete: fn(),
    onCopied: fn(),
    onCopyFailed: fn(),
    onRetry: fn(),
  },
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof CustomDomainScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText("Domain name");
const addButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: "Add Domain" });

async function typeAndAdd(canvasElement: HTMLElement, text: string) {
  if (text) await userEvent.type(field(canvasElement), text);
  await userEvent.click(addButton(canvasElement));
}

async function expectFieldError(canvasElement: HTMLElement, message: string) {
  const error = within(canvasElement).getByText(message);
  await expect(error).toBeVisible();
  await expect(field(canvasElement)).toHaveAttribute("aria-invalid", "true");
  await expect(field(canvasElement)).toHaveAccessibleDescription(message);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Custom Domain" })).toBeVisible();
    await expect(canvas.getByText("Manage your custom domains and DNS settings")).toBeVisible();
    await expect(canvas.getByTestId("domain-count")).toHaveTextContent("0/1 Domains");
    await expect(canvas.getByRole("heading", { name: "Add New Domain" })).toBeVisible();
    await expect(field(canvasElement)).toHaveAttribute("placeholder", "shop.example.com");
    await expect(addButton(canvasElement)).toBeEnabled();
    await expect(canvas.getByText("No domains added yet")).toBeVisible();
    await expect(canvas.getByText("Add your first custom domain to get started")).toBeVisible();
  },
};

/** The name is trimmed and lower-cased before it is sent. */
export const AddsTrimmedLowerCase: Story = {
  name: "Added (trimmed, lower case)",
  play: async ({ canvasElement, args }) => {
    await typeAndAdd(canvasElement, "  Shop.NovaBoosts.COM  ");
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith("shop.novaboosts.com");
    await expect(within(canvasElement).queryByText(/Please enter/)).toBeNull();
  },
};

/** Enter in the field adds too. */
export const AddsOnEnter: Story = {
  name: "Added with Enter",
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), "store.my-shop.io{Enter}");
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith("store.my-shop.io");
  },
};

export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const busy = canvas.getByRole("button", { name: "Adding..." });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await userEvent.type(field(canvasElement), "shop.novaboosts.com{Enter}");
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const ValidationEmpty: Story = {
  name: "Validation error: empty",
  play: async ({ canvasElement, args }) => {
    await typeAndAdd(canvasElement, "   ");
    await expectFieldError(canvasElement, "Please enter a domain");
    await expect(args.onAdd).not.toHaveBeenCalled();
    // Typing clears the message.
    await userEvent.type(field(canvasElement), "a");
    await expect(within(canvasElement).queryByText("Please enter a domain")).toBeNull();
  },
};

export const ValidationFormat: Story = {
  name: "Validation error: format",
  play: async ({ canvasElement, args }) => {
    await typeAndAdd(canvasElement, "not a domain");
    await expectFieldError(canvasElement, "Please enter a valid domain (e.g., shop.example.com)");
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Labels of 1-63 characters, a top level of at least 2 letters. */
export const ValidationFormatEdges: Story = {
  name: "Validation: format edge cases",
  play: async ({ canvasElement, args }) => {
    const message = "Please enter a valid domain (e.g., shop.example.com)";
    for (const bad of [`${"a".repeat(64)}.com`, "shop.example.c", "shop..example.com", "shop.example.123"]) {
      await userEvent.clear(field(canvasElement));
      await typeAndAdd(canvasElement, bad);
      await expectFieldError(canvasElement, message);
    }
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.clear(field(canvasElement));
    await typeAndAdd(canvasElement, `${"a".repeat(63)}.my_shop.io`);
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith(`${"a".repeat(63)}.my_shop.io`);
  },
};

/** One domain is the limit: 'Limit Reached', disabled, and the message of docs/product.md#custom-domain says why. */
export const LimitReached: Story = {
  name: "Limit reached",
  parameters: { screenshot: { sameAs: "screens-customdomain--active" } },
  args: { domains: [ACTIVE] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("domain-count")).toHaveTextContent("1/1 Domains");
    await expect(canvas.getByRole("button", { name: "Limit Reached" })).toBeDisabled();
    await expect(field(canvasElement)).toBeDisabled();
    await expect(
      canvas.getByText("You can only have one custom domain. Remove the existing domain to add a new one."),
    ).toBeVisible();
  },
};

/** `addError` is what the container derives from the failed add; `expected` is the text docs/product.md#custom-domain gives it. */
function addErrorStory(addError: string, expected: string): Story {
  return {
    args: { addError },
    play: async ({ canvasElement }) => {
      await expect(addError).toBe(expected);
      await expectFieldError(canvasElement, expected);
    },
  };
}

/** The next edit clears a failed add's message. */
export const AddErrorClearsOnEdit: Story = {
  name: "Add error cleared by an edit",
  args: { addError: "This domain is already in use. Please choose a different domain." },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), "other.novaboosts.com");
    await expect(within(canvasElement).queryByText(/already in use/)).toBeNull();
    await expect(field(canvasElement)).not.toHaveAttribute("aria-invalid");
  },
};

export const AddErrorInUse = {
  ...addErrorStory(
    addDomainFailureMessage({ errors: [{ code: 1406, message: "taken" }] }),
    "This domain is already in use. Please choose a different domain.",
  ),
  name: "Add error: in use",
};
export const AddErrorInvalidFormat = {
  ...addErrorStory(
    addDomainFailureMessage({ errors: [{ code: 1000, message: "bad" }] }),
    "Invalid domain format. Please check your domain and try again.",
  ),
  name: "Add error: invalid format",
};
export const AddErrorVerificationFailed = {
  ...addErrorStory(
    addDomainFailureMessage({ errors: [{ code: 1003, message: "dns" }] }),
    "Domain verification failed. Please check your DNS settings.",
  ),
  name: "Add error: verification failed",
};
/** An unknown code: the server's own message. */
export const AddErrorServerMessage = {
  ...addErrorStory(
    addDomainFailureMessage({
      errors: [{ code: 1999, message: "Domains ending in .shop are not supported" }],
    }),
    "Domains ending in .shop are not supported",
  ),
  name: "Add error: server's message",
};
/** No message at all: 'Failed to add domain'. */
export const AddErrorFallback = {
  ...addErrorStory(addDomainFailureMessage({ errors: [] }), "Failed to add domain"),
  name: "Add error: no message",
};
/** A non-2xx with an empty body: 'Server returned status {n}'. */
export const AddErrorStatus = {
  ...addErrorStory(fallbackMessage(502), "Server returned status 502"),
  name: "Add error: status only",
};

export const Active: Story = {
  args: { domains: [ACTIVE] },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole("article", { name: "shop.novaboosts.com" }));
    await expect(card.getByText("Active")).toHaveAttribute("data-tone", "success");
    await expect(card.getByText(/Added on Jan 12, 2026/)).toBeVisible();
    await expect(card.getByTestId("last-checked")).toHaveTextContent("Last checked 2m ago");
    await expect(card.getByText("Domain is active and working correctly!")).toBeVisible();
    await expect(card.getByTestId("dns-name")).toHaveTextContent("shop.novaboosts.com");
    await expect(card.getByTestId("dns-value")).toHaveTextContent(TARGET);
    await expect(card.getByText("CNAME")).toBeVisible();
    await expect(card.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "DNS changes can take up to 24-48 hours to propagate.",
      "Remove any existing A records for this subdomain.",
      "Contact your DNS provider if you need help adding the record.",
      "If issues occur, check your DNS settings: you may need to turn proxied off (DNS only).",
    ]);
  },
};

export const Pending: Story = {
  args: { domains: [PENDING] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByText("Pending");
    await expect(badge).toHaveAttribute("data-tone", "warning");
    await expect(badge.querySelector(".animate-spin svg")).not.toBeNull();
    await expect(canvas.getByText("Verifying DNS")).toBeVisible();
    await expect(canvas.getByText("No CNAME record (ENODATA)")).toBeVisible();
    await expect(canvas.getByText("Checked again every 30 seconds while this page is open.")).toBeVisible();
    await expect(canvas.queryByText("Domain is active and working correctly!")).toBeNull();
  },
};

/** Pending and never looked up yet: what to do, without a finding. */
export const PendingNotChecked: Story = {
  name: "Pending, not checked yet",
  args: { domains: [{ ...PENDING, checked_at: null, last_error: null }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Not checked yet/)).toBeVisible();
    await expect(canvas.getByText(`Waiting for a CNAME record pointing at ${TARGET}.`)).toBeVisible();
  },
};

/** Failed, with what the check found. */
export const Failed: Story = {
  args: { domains: [FAILED] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed")).toHaveAttribute("data-tone", "danger");
    await expect(canvas.getByText("DNS check failed")).toBeVisible();
    await expect(
      canvas.getByText(`CNAME points at novaboosts.netlify.app, expected ${TARGET}`),
    ).toBeVisible();
    await expect(canvas.getByTestId("last-checked")).toHaveTextContent("Last checked 5m ago");
  },
};

/** Failed: the name points at another store's target (its DNS says it is theirs, so it is not served here). */
export const FailedOtherStoresTarget: Story = {
  name: "Failed, another store's target",
  args: {
    domains: [{ ...FAILED, last_error: `CNAME points at ${MOCK_OTHER_TARGET}, expected ${TARGET}` }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("DNS check failed")).toBeVisible();
    await expect(canvas.getByText(`CNAME points at ${MOCK_OTHER_TARGET}, expected ${TARGET}`)).toBeVisible();
    await expect(canvas.getByTestId("dns-value")).toHaveTextContent(TARGET);
    await expect(canvas.getByText(DOMAIN_TARGET_HINT)).toBeVisible();
  },
};

/** Failed: the record still points at the shared product host, which proves nothing about which store it is for. */
export const FailedSharedHost: Story = {
  name: "Failed, shared host",
  args: {
    domains: [{ ...FAILED, last_error: `CNAME points at ${MOCK_PUBLIC_HOST}, expected ${TARGET}` }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`CNAME points at ${MOCK_PUBLIC_HOST}, expected ${TARGET}`)).toBeVisible();
  },
};

/** The name moved: its DNS now points at another store's target, and that store verified it. */
export const MovedToAnotherStore: Story = {
  name: "Moved to another store",
  args: {
    domains: [
      {
        ...FAILED,
        last_error: "Its CNAME record now points at another store's target, and that store has verified it",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed")).toHaveAttribute("data-tone", "danger");
    await expect(
      canvas.getByText(
        "Its CNAME record now points at another store's target, and that store has verified it",
      ),
    ).toBeVisible();
    await expect(canvas.queryByText("Domain is active and working correctly!")).toBeNull();
  },
};

/** A status docs/product.md#custom-domain does not name is neutral. */
export const UnknownStatus: Story = {
  name: "Unknown status",
  args: { domains: [{ ...PENDING, status: "suspended", last_error: null }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Suspended")).toHaveAttribute("data-tone", "neutral");
  },
};

export const CheckNow: Story = {
  name: "Checked now",
  parameters: { screenshot: { sameAs: "screens-customdomain--pending" } },
  args: { domains: [PENDING] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Check now" }));
    await expect(args.onCheck).toHaveBeenCalledOnce();
    await expect(args.onCheck).toHaveBeenCalledWith("dom-pending");
  },
};

export const Checking: Story = {
  args: { domains: [PENDING], checkingId: "dom-pending" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Checking..." })).toBeDisabled();
  },
};

export const DeleteConfirm: Story = {
  name: "Delete dialog open",
  args: { domains: [ACTIVE] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Delete shop.novaboosts.com" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Remove this domain?" }));
    await expect(dialog.getByText(/shop\.novaboosts\.com will stop serving your store pages/)).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(dialog.getByRole("button", { name: "Remove Domain" })).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeEnabled();
  },
};

export const DeleteConfirmed: Story = {
  name: "Deleted",
  parameters: { screenshot: { sameAs: "screens-customdomain--active" } },
  args: { domains: [ACTIVE] },
  play: async (context) => {
    await DeleteConfirm.play?.(context);
    await userEvent.click(screen.getByRole("button", { name: "Remove Domain" }));
    await expect(context.args.onDelete).toHaveBeenCalledOnce();
    await expect(context.args.onDelete).toHaveBeenCalledWith("dom-active");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const DeleteCancelled: Story = {
  name: "Delete cancelled",
  parameters: { screenshot: { sameAs: "screens-customdomain--active" } },
  args: { domains: [ACTIVE] },
  play: async (context) => {
    await DeleteConfirm.play?.(context);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(context.args.onDelete).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Removing: Story = {
  args: { domains: [ACTIVE], deletingId: "dom-active" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Removing..." })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Check now" })).toBeDisabled();
  },
};

export const CopyDns: Story = {
  name: "DNS record copied",
  parameters: { screenshot: { sameAs: "screens-customdomain--active" } },
  args: { domains: [ACTIVE] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy Name/Host" }));
    await expect(writeText).toHaveBeenLastCalledWith("shop.novaboosts.com");
    await waitFor(() => expect(args.onCopied).toHaveBeenLastCalledWith("shop.novaboosts.com"));
    await userEvent.click(canvas.getByRole("button", { name: "Copy Value/Target" }));
    await expect(writeText).toHaveBeenLastCalledWith(TARGET);
    await waitFor(() => expect(args.onCopied).toHaveBeenLastCalledWith(TARGET));
    // The check marks last 2 s; wait them out so the screenshot is steady.
    await waitFor(() => expect(canvasElement.querySelector("[data-copied]")).toBeNull(), { timeout: 4000 });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Before the target has loaded, its copy button waits. */
export const TargetLoading: Story = {
  name: "Target loading",
  args: { domains: [PENDING], target: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Copy Value/Target" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Copy Name/Host" })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading domains...");
    await expect(canvas.queryByText("Add New Domain")).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: "Load failed",
  args: { status: "error" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load domains")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  args: { domains: [FAILED] },
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Custom Domain" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Check now" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy Value/Target" })).toBeVisible();
    // Nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
