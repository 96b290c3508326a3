import type { BugReport } from "@boostdash/api-client/bugs/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { chooseOption, pickOpenOption } from "../../stories/chooseOption";
import { communityPlays, dropFocus, settleList, steadyScroller } from "../../stories/communityScreens";
import { screenDocs } from "../../stories/screenDocs";
import { BugReportsScreen } from "./BugReportsScreen";
import { longBug, manyBugs, sampleBugs } from "./bugFixtures";

const fiveHundred = manyBugs(500);

const meta = {
  title: "Screens/BugReports",
  component: BugReportsScreen,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "Bug Reports (`/dashboard/report-bugs`): sellers report bugs, with optional steps to reproduce, expected and actual results; admins mark them fixed or delete them.\n\nStates: populated as a seller and as an admin, optional sections, mark fixed, the delete dialog, the report form (open, validation error, submitting), empty, loading, load failed, long texts, 500 reports, on a phone.",
    ),
  },
  decorators: [steadyScroller],
  args: {
    status: "ready",
    bugs: sampleBugs,
    isAdmin: false,
    timeZone: "UTC",
    onCreate: fn(),
    onFix: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BugReportsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const plays = communityPlays({
  ids: { card: "bug-card", count: "bugs-count", scroller: "bugs-scroller" },
  form: "Report a Bug",
  submit: "Submit Bug Report",
  deleteDialog: "Are you sure you want to delete this bug report?",
  total: "Total Reports",
});
const { card, waitForCards, statValue } = plays;

export const PopulatedAsSeller: Story = {
  name: "Populated as seller",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Bug Reports" })).toBeVisible();
    await expect(canvas.getByText("Report issues and help us improve the platform")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Report Bug" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(statValue(canvasElement, "Total Reports")).toBe("3");
    await expect(statValue(canvasElement, "Open")).toBe("1");
    await expect(statValue(canvasElement, "Fixed")).toBe("1");
    await expect(statValue(canvasElement, "Critical")).toBe("1");
    await expect(canvas.getByTestId("bugs-count")).toHaveTextContent("3 reports");
    await waitForCards(canvasElement, 3);

    const blank = card(canvasElement, "Orders page shows a blank card");
    await expect(blank.getByTestId("bug-status")).toHaveTextContent("Open");
    await expect(blank.getByTestId("bug-severity")).toHaveTextContent("Severity: Critical");
    await expect(blank.getByText("alice")).toBeVisible();
    await expect(blank.getByText("Jan 14, 2026")).toBeVisible();
    await expect(blank.getByText("Happens after signing in on a phone.")).toBeVisible();
    await expect(
      card(canvasElement, "Live stock not refreshing").getByTestId("bug-status"),
    ).toHaveTextContent("Investigating");
    await expect(card(canvasElement, "Copy button does nothing").getByTestId("bug-status")).toHaveTextContent(
      "Fixed",
    );
    // A seller sees no admin control.
    await expect(canvas.queryByRole("button", { name: "Mark Fixed" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Delete" })).toBeNull();
    await settleList(canvasElement);
  },
};

/** A viewer reads the reports: no Report Bug, no form. */
export const PopulatedAsViewer: Story = {
  name: "Populated as viewer",
  args: { canPost: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Bug Reports" })).toBeVisible();
    await waitForCards(canvasElement, 3);
    await expect(canvas.queryByRole("button", { name: "Report Bug" })).toBeNull();
    await expect(
      card(canvasElement, "Orders page shows a blank card").getByTestId("bug-status"),
    ).toHaveTextContent("Open");
    await settleList(canvasElement);
  },
};

export const EmptyAsViewer: Story = {
  name: "Empty as viewer",
  args: { bugs: [], canPost: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No bug reports yet")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Report First Bug" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Report Bug" })).toBeNull();
  },
};

/** Steps to Reproduce, Expected and Actual appear only when present, with their line breaks kept. */
export const OptionalSections: Story = {
  name: "With optional sections",
  parameters: { screenshot: { sameAs: "screens-bugreports--populated-as-seller" } },
  play: async ({ canvasElement }) => {
    await waitForCards(canvasElement, 3);
    const all = card(canvasElement, "Orders page shows a blank card");
    await expect(all.getByText("Steps to Reproduce")).toBeVisible();
    await expect(all.getByText("Expected")).toBeVisible();
    await expect(all.getByText("Actual")).toBeVisible();
    const steps = all.getByText(/1\. Sign in on a phone/);
    await expect(steps.textContent).toBe(
      "1. Sign in on a phone\n2. Open Orders\n3. Scroll to the third card",
    );
    await expect(getComputedStyle(steps).whiteSpace).toBe("pre-wrap");
    await expect(all.getByText("The list shows every order.")).toBeVisible();
    await expect(all.getByText("One card is blank.")).toBeVisible();

    const stepsOnly = card(canvasElement, "Live stock not refreshing");
    await expect(stepsOnly.getByText("Steps to Reproduce")).toBeVisible();
    await expect(stepsOnly.queryByText("Expected")).toBeNull();
    await expect(stepsOnly.queryByText("Actual")).toBeNull();

    const bare = card(canvasElement, "Copy button does nothing");
    await expect(bare.queryByText("Steps to Reproduce")).toBeNull();
    await settleList(canvasElement);
  },
};

export const PopulatedAsAdmin: Story = {
  name: "Populated as admin",
  args: { isAdmin: true },
  play: ({ canvasElement }) =>
    plays.expectAdminActions(canvasElement, 3, "Mark Fixed", {
      "Orders page shows a blank card": true,
      "Live stock not refreshing": true,
      // Hidden when already fixed.
      "Copy button does nothing": false,
    }),
};

export const MarkFixed: Story = {
  name: "Marked fixed",
  args: { isAdmin: true },
  play: ({ canvasElement, args }) =>
    plays.clickOnCard(canvasElement, 3, "Live stock not refreshing", "Mark Fixed", args.onFix, "bug-2"),
};

export const Fixing: Story = {
  name: "Marking fixed",
  args: { isAdmin: true, fixingIds: ["bug-2"] },
  play: async ({ canvasElement }) => {
    await waitForCards(canvasElement, 3);
    await expect(
      card(canvasElement, "Live stock not refreshing").getByRole("button", { name: "Marking..." }),
    ).toBeDisabled();
    await settleList(canvasElement);
  },
};

const deletes = plays.deleteStories({
  count: 3,
  title: "Copy button does nothing",
  description: /"Copy button does nothing" will be removed/,
  id: "bug-3",
});
export const DeleteConfirm: Story = { ...deletes.confirm, name: "Delete dialog open" };
export const DeleteConfirmed: Story = { ...deletes.confirmed, name: "Deleted" };
export const Deleting: Story = deletes.deleting;

export const FormOpen: Story = {
  name: "Form open",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Report Bug" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const form = within(await canvas.findByRole("form", { name: "Report a Bug" }));
    await expect(form.getByLabelText(/^Title/)).toHaveFocus();
    for (const label of [/^Description/, /^Steps to Reproduce/, /^Expected Behavior/, /^Actual Behavior/]) {
      await expect(form.getByLabelText(label)).toBeVisible();
    }
    // Severity defaults to medium.
    await expect(form.getByRole("combobox", { name: "Severity" })).toHaveTextContent("Medium");
    await expect(form.getByRole("button", { name: "Submit Bug Report" })).toBeEnabled();
    dropFocus();
    await settleList(canvasElement);
  },
};

export const FormToggles: Story = {
  name: "Form closed again",
  parameters: { screenshot: { sameAs: "screens-bugreports--populated-as-seller" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Report Bug" }));
    await expect(await canvas.findByRole("form", { name: "Report a Bug" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Report Bug" }));
    await expect(canvas.queryByRole("form", { name: "Report a Bug" })).toBeNull();
    dropFocus();
    await settleList(canvasElement);
  },
};

export const FormValidation: Story = {
  ...plays.requiredStory(
    { title: "Broken export", description: "   " },
    "Please fill in at least the title and description",
  ),
  name: "Validation error",
};

export const FormSubmitsTrimmed: Story = {
  name: "Submitted (trimmed)",
  parameters: { screenshot: { sameAs: "screens-bugreports--populated-as-seller" } },
  args: { initialFormOpen: true },
  play: async ({ canvasElement, args }) => {
    const form = await plays.typeDraft(canvasElement, {
      title: "  Broken export ",
      description: " The file is empty. ",
    });
    await userEvent.type(form.getByLabelText(/^Steps to Reproduce/), " 1. Export{Enter}2. Open ");
    await userEvent.type(form.getByLabelText(/^Actual Behavior/), "   ");
    await chooseOption(form.getByRole("combobox", { name: "Severity" }), "High");
    await plays.expectCreated(canvasElement, args.onCreate, {
      title: "Broken export",
      description: "The file is empty.",
      steps: "1. Export\n2. Open",
      expectedBehavior: "",
      actualBehavior: "",
      severity: "high",
    });
  },
};

export const Creating: Story = {
  name: "Submitting",
  args: {
    initialFormOpen: true,
    creating: true,
    initialDraft: { title: "Broken export", description: "The file is empty.", severity: "high" },
  },
  play: async ({ canvasElement }) => {
    await plays.expectCreating(canvasElement, "Submitting...", "Broken export");
    await settleList(canvasElement);
  },
};

export const Empty: Story = {
  args: { bugs: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Great! No bugs have been reported. Help us keep it that way!"),
    ).toBeVisible();
    await plays.expectEmpty(canvasElement, "No bug reports yet", "Report First Bug");
  },
};

export const Loading: Story = {
  args: { status: "loading", bugs: [] },
  play: ({ canvasElement }) => plays.expectLoading(canvasElement, "Loading bug reports..."),
};

export const LoadFails: Story = {
  name: "Load failed",
  args: { status: "error", bugs: [] },
  play: ({ canvasElement, args }) =>
    plays.expectLoadFails(canvasElement, "Failed to load bug reports", args.onRetry),
};

export const LongText: Story = {
  name: "Long texts",
  args: { bugs: [longBug, sampleBugs[0] as BugReport] },
  play: ({ canvasElement }) => plays.expectPostsFit(canvasElement, 2),
};

export const FiveHundred: Story = {
  name: "500 reports",
  args: { bugs: fiveHundred, isAdmin: true },
  play: ({ canvasElement }) => plays.expectFiveHundred(canvasElement, "500 reports"),
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  args: { isAdmin: true, bugs: [sampleBugs[0] as BugReport, longBug] },
  play: async ({ canvasElement }) => {
    await plays.expectMobile(canvasElement, "Bug Reports", "Report Bug", 2);
    await settleList(canvasElement);
  },
};

/** The form and the admin actions work from the keyboard; Escape closes the delete dialog. */
export const Keyboard: Story = {
  name: "Keyboard only",
  parameters: { screenshot: { sameAs: "screens-bugreports--mark-fixed" } },
  args: { isAdmin: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Report Bug" }).focus();
    await userEvent.keyboard("{Enter}");
    const form = await plays.findForm(canvasElement);
    await expect(form.getByLabelText(/^Title/)).toHaveFocus();
    await userEvent.keyboard("Crash on save");
    await userEvent.tab();
    await expect(form.getByRole("combobox", { name: "Severity" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await pickOpenOption("Critical");
    await userEvent.tab();
    await userEvent.keyboard("The page goes white.{Enter}");
    await expect(args.onCreate).not.toHaveBeenCalled();
    form.getByRole("button", { name: "Submit Bug Report" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Crash on save",
        description: "The page goes white.",
        severity: "critical",
      }),
    );

    await waitForCards(canvasElement, 3);
    const fix = card(canvasElement, "Live stock not refreshing").getByRole("button", { name: "Mark Fixed" });
    fix.focus();
    await userEvent.keyboard(" ");
    await expect(args.onFix).toHaveBeenCalledWith("bug-2");
    await plays.deleteDialogByKeyboard(
      card(canvasElement, "Live stock not refreshing").getByRole("button", { name: "Delete" }),
    );
    dropFocus();
    await settleList(canvasElement);
  },
};
