import { resetMockStore, scenarios } from "@boostdash/api-client/core/mocks/all";
import { mockStore } from "@boostdash/api-client/core/mocks/store";
import { DEFAULT_LIVE_STOCK_PAGE } from "@boostdash/ui/screens/live-stock-editor/liveStockPageSource";
import { EditorStandIn } from "@boostdash/ui/stories/EditorStandIn";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { lazy } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import type { CodeEditorProps } from "../editor/CodeEditor";
import { CodeEditorContext } from "../editor/CodeEditorContext";
import {
  CurrentPath,
  currentPath,
  type DashboardApp,
  LOAD,
  mockApi,
  signedInPage,
  withDashboardApp,
} from "../stories/storyKit";
import { dropFocus } from "../stories/storySettle";
import { loadingStory, PAGE_SIGN_IN, SIGNED_OUT_OF_A_PAGE, signedOutStory } from "../stories/storyStates";
import { EditLiveStockPage } from "./EditLiveStockPage";

const CUSTOM = `function LiveStockPage(props: LiveStockPageProps) {
  return <h1 className="p-8 text-3xl font-bold">Nova: {props.oneMonthNitroTokens} tokens</h1>;
}
`;

/** The editor's slot in stories: the labelled stand-in, with the same props as the Monaco editor. */
function TextAreaEditor({ value, onChange }: CodeEditorProps) {
  return <EditorStandIn value={value} onChange={onChange} />;
}

const withTextAreaEditor: Decorator = (Story) => (
  <CodeEditorContext.Provider value={TextAreaEditor}>
    <Story />
  </CodeEditorContext.Provider>
);

const meta = {
  title: "Wiring/Dashboard/EditLiveStockPage",
  ...signedInPage("/dashboard/edit-live-stock", { token: "session-token" }),
  decorators: [withTextAreaEditor, withDashboardApp],
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

async function editorOf(canvasElement: HTMLElement) {
  return (await within(canvasElement).findByRole(
    "textbox",
    { name: "Custom Code Editor" },
    LOAD,
  )) as HTMLTextAreaElement;
}

async function typeAtEnd(canvasElement: HTMLElement, text: string) {
  const editor = await editorOf(canvasElement);
  await userEvent.type(editor, text);
}

/** The app's own editor: Monaco from the installed package (apps/dashboard/src/editor/monaco.ts), loaded lazily. */
const MonacoEditor = lazy(() => import("../editor/CodeEditor"));

/** A toast or preview state that follows an answer of the mocks (the first in a cold run is slower). */
const SOON = { timeout: 10_000 };

/**
 * The real editor, as the seller gets it: Monaco (TypeScript with JSX, dark, no minimap), loaded lazily from the
 * installed package. The other stories use the labelled stand-in. This one is for looking at in Storybook, not a
 * story test: served module by module by the test run's dev server, Monaco did not finish drawing within the 30 s
 * test timeout, and its cursor and scrollbars keep their own clocks. e2e/journey.test.ts tests the real editor.
 */
export const WithMonaco: Story = {
  tags: ["!test"],
  decorators: [
    (Story) => (
      <CodeEditorContext.Provider value={MonacoEditor}>
        <Story />
      </CodeEditorContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = await waitFor(
      () => {
        const found = canvasElement.querySelector(".monaco-editor .view-lines");
        if (!found?.textContent?.includes("function LiveStockPage"))
          throw new Error("Monaco has not drawn the code");
        return found;
      },
      { timeout: 30_000 },
    );
    await expect(lines).toBeVisible();
    await expect(canvasElement.querySelector(".monaco-editor")?.className).toContain("vs-dark");
    await expect(canvas.getByRole("textbox", { name: "Custom Code Editor" })).toBeInTheDocument();
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Saved");
  },
};

/** No saved code: the default page's source, marked saved. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await editorOf(canvasElement);
    await expect(editor.value).toBe(DEFAULT_LIVE_STOCK_PAGE);
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit Live Stock Page" })).toBeVisible();
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Saved");
    await expect(canvas.getByRole("link", { name: "Live Stock" })).toHaveAttribute("aria-current", "page");
  },
};

export const CustomCode: Story = {
  beforeEach: () => {
    resetMockStore({ customCode: CUSTOM });
  },
  play: async ({ canvasElement }) => {
    await expect((await editorOf(canvasElement)).value).toBe(CUSTOM);
  },
};

/** Typing marks the page unsaved; Ctrl+S saves what was typed; the marker clears. */
export const EditAndSaveWithShortcut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAtEnd(canvasElement, "// my note");
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Unsaved changes");
    await userEvent.keyboard("{Control>}s{/Control}");
    await waitFor(() => expect(screen.getByText("Custom code saved successfully!")).toBeVisible(), SOON);
    await waitFor(() => expect(canvas.getByTestId("save-state")).toHaveTextContent("Saved"));
    await expect(mockStore().customCode).toBe(`${DEFAULT_LIVE_STOCK_PAGE}// my note`);
    dropFocus();
  },
};

export const SaveFails: Story = {
  parameters: { msw: mockApi(scenarios.saveCustomCode.serverError) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAtEnd(canvasElement, "// change");
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.getByText("Failed to save custom code")).toBeVisible(), SOON);
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Unsaved changes");
    dropFocus();
  },
};

export const SaveNetworkError: Story = {
  parameters: { msw: mockApi(scenarios.saveCustomCode.networkError) },
  play: async ({ canvasElement }) => {
    await typeAtEnd(canvasElement, "// change");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.getByText("An error occurred while saving")).toBeVisible(), SOON);
    dropFocus();
  },
};

export const Saving: Story = {
  parameters: { msw: mockApi(scenarios.saveCustomCode.slow) },
  play: async ({ canvasElement }) => {
    await typeAtEnd(canvasElement, "// change");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Save Changes" }));
    await expect(await within(canvasElement).findByRole("button", { name: "Saving..." })).toBeDisabled();
  },
};

/** Reset puts the default back; saving it stores "" (empty means the default page). */
export const ResetToDefault: Story = {
  beforeEach: () => {
    resetMockStore({ customCode: CUSTOM });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await editorOf(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reset to Default" }));
    await waitFor(() => expect(screen.getByText("Code reset to default")).toBeVisible(), SOON);
    await expect(editor.value).toBe(DEFAULT_LIVE_STOCK_PAGE);
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Unsaved changes");
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.getByText("Custom code saved successfully!")).toBeVisible(), SOON);
    await expect(mockStore().customCode).toBe("");
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Saved");
    dropFocus();
  },
};

/** A link followed with unsaved changes asks first; Stay keeps the edit, Leave Page goes. */
export const UnsavedGuard: Story = {
  parameters: { screenshot: { sameAs: "wiring-dashboard-settingspage--success" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAtEnd(canvasElement, "// unsaved");
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Unsaved changes");
    await userEvent.click(canvas.getByRole("link", { name: "Settings" }));
    await userEvent.click(await screen.findByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(currentPath()).toBe("/dashboard/edit-live-stock");
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Unsaved changes");
    await userEvent.click(canvas.getByRole("link", { name: "Settings" }));
    await userEvent.click(await screen.findByRole("button", { name: "Leave Page" }));
    await waitFor(() => expect(currentPath()).toBe("/dashboard/settings"));
    await expect(await canvas.findByRole("heading", { name: "Access Code Management" }, LOAD)).toBeVisible();
    dropFocus();
  },
};

/** Nothing changed: links go straight through. */
export const SavedLeavesFreely: Story = {
  parameters: { screenshot: { sameAs: "wiring-dashboard-settingspage--success" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorOf(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Settings" }));
    await waitFor(() => expect(currentPath()).toBe("/dashboard/settings"));
    await expect(screen.queryByRole("dialog")).toBeNull();
    dropFocus();
  },
};

export const Loading: Story = loadingStory(scenarios.fetchCustomCode.slow, "Loading your live stock page...");

export const LoadFails: Story = {
  parameters: { msw: mockApi(scenarios.fetchCustomCode.serverError) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Failed to load your custom code", {}, LOAD),
    ).toBeVisible();
  },
};

export const SignedOut: Story = signedOutStory(
  PAGE_SIGN_IN,
  scenarios.fetchCustomCode.unauthorized,
  SIGNED_OUT_OF_A_PAGE.data,
);

/** The page with its preview open. */
function PreviewingPage() {
  return (
    <div className="p-6">
      <EditLiveStockPage initialPreviewShown />
      <CurrentPath />
    </div>
  );
}

/**
 * The preview is the server's render of the editor's code (the preview call; mocked here), and follows typing
 * once it pauses: an error appears with its line, and goes when fixed.
 */
export const PreviewFollowsTyping: Story = {
  render: () => <PreviewingPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = () => canvas.getByTestId("preview-status");
    await waitFor(() => expect(status()).toHaveTextContent("Preview up to date"), SOON);
    await typeAtEnd(canvasElement, "{Enter}throw 1;");
    await waitFor(() => expect(status()).toHaveTextContent(/Error on line \d+/), SOON);
    await userEvent.keyboard("{Backspace}".repeat(9));
    await waitFor(() => expect(status()).toHaveTextContent("Preview up to date"), SOON);
    dropFocus();
  },
};
