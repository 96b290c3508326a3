import { mockPreview } from "@boostdash/api-client/customCode/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { EditorStandIn } from "../../stories/EditorStandIn";
import { screenDocs } from "../../stories/screenDocs";
import { LiveStockEditorScreen, type LiveStockEditorScreenProps } from "./LiveStockEditorScreen";
import { DEFAULT_LIVE_STOCK_PAGE } from "./liveStockPageSource";

/** Uses an event handler and an effect: rendered, with two notices. */
const INTERACTIVE = `function LiveStockPage(props: LiveStockPageProps) {
  React.useEffect(() => {});
  return <button onClick={() => 1}>Buy</button>;
}
`;

const CUSTOM = `function LiveStockPage(props: LiveStockPageProps) {
  return (
    <div className="p-8 text-center">
      <h1 className="text-3xl font-bold text-pink-400">Nova Stock</h1>
      <p>1 month: {props.oneMonthNitroTokens} Nitro</p>
    </div>
  );
}
`;

/** Line 3 is missing a closing brace. */
const BROKEN = `function LiveStockPage(props: LiveStockPageProps) {
  return (
    <div className="p-8">{props.oneMonthNitroTokens</div>
  );
}
`;

/** Throws while rendering, on line 3. */
const THROWS = `function LiveStockPage(props: LiveStockPageProps) {
  const tiers = (props as any).tiers;
  return <p>{tiers.length} tiers</p>;
}
`;

type HarnessProps = Omit<LiveStockEditorScreenProps, "editor" | "dirty" | "preview" | "saveRefused"> & {
  saved: string;
  initialCode?: string;
  /** Resolves when saved; rejects for a failed save. */
  save?: (code: string) => Promise<void>;
};

/** The screen with a labelled stand-in for its editor (the app's Monaco is covered end to end in e2e). */
function Harness({
  saved: initialSaved,
  initialCode,
  save,
  onSave,
  onReset,
  onTogglePreview,
  ...props
}: HarnessProps) {
  const [saved, setSaved] = useState(initialSaved);
  const [code, setCode] = useState(initialCode ?? (initialSaved || DEFAULT_LIVE_STOCK_PAGE));
  const [previewShown, setPreviewShown] = useState(props.previewShown);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState(false);
  // The server's render stands in here as the api-client's mock of it (the real one is the server's tests').
  const result = mockPreview(code);
  const preview =
    result.status === "rendered"
      ? { state: "rendered" as const, page: result.page, notices: result.notices }
      : { state: "failed" as const, problem: result.problem, notices: result.notices };
  return (
    <LiveStockEditorScreen
      {...props}
      editor={<EditorStandIn value={code} onChange={setCode} />}
      dirty={code !== (saved || DEFAULT_LIVE_STOCK_PAGE)}
      saving={saving || props.saving}
      previewShown={previewShown}
      preview={preview}
      saveRefused={refused}
      onSave={() => {
        onSave();
        // As the app does: code that does not render is not sent.
        setRefused(result.status === "failed");
        if (result.status === "failed") return;
        setSaving(true);
        void (save ?? (async () => {}))(code)
          .then(() => setSaved(code))
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
      onReset={() => {
        onReset();
        setCode(DEFAULT_LIVE_STOCK_PAGE);
      }}
      onTogglePreview={() => {
        onTogglePreview();
        setPreviewShown((shown) => !shown);
      }}
    />
  );
}

const meta = {
  title: "Screens/LiveStockEditor",
  component: Harness,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "The live-stock editor (`/dashboard/edit-live-stock`): the seller's public live-stock page as TypeScript and React code, with a live preview of the server's render. The app puts the Monaco code editor in the editor's slot; here a labelled stand-in takes its place.\n\nStates: the default page, custom code, which page customers see (default, custom, or default because the saved page fails), preview shown and hidden, compile and runtime errors in the preview, handlers and effects noticed, a refused save, unsaved changes and the leave dialog, saving, save failed, reset to default, loading, load failed, on a phone.",
    ),
  },
  args: {
    status: "ready",
    saved: "",
    saving: false,
    previewShown: false,
    leaveRequested: false,
    onSave: fn(),
    onReset: fn(),
    onTogglePreview: fn(),
    onLeaveConfirm: fn(),
    onLeaveCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const editorOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("textbox", { name: "Custom Code Editor" }) as HTMLTextAreaElement;

async function previewSays(canvasElement: HTMLElement, text: string | RegExp) {
  await waitFor(() => expect(within(canvasElement).getByTestId("preview-status")).toHaveTextContent(text), {
    timeout: 15_000,
  });
}

/** No saved code: the default page's source, saved state, the three buttons. */
export const Default: Story = {
  name: "Default page",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit Live Stock Page" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Custom Code Editor" })).toBeVisible();
    await expect(editorOf(canvasElement).value).toBe(DEFAULT_LIVE_STOCK_PAGE);
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Saved");
    await expect(canvas.getByRole("button", { name: "Reset to Default" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Save Changes" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Show Preview" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(canvas.queryByTitle("Live Stock Preview")).toBeNull();
  },
};

/** The editor is 60 % of the viewport high. */
export const EditorHeight: Story = {
  name: "Editor height",
  parameters: { screenshot: { sameAs: "screens-livestockeditor--default" } },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByTestId("editor-area");
    await expect(Math.round(area.getBoundingClientRect().height)).toBe(Math.round(window.innerHeight * 0.6));
  },
};

export const CustomCode: Story = {
  name: "Custom code",
  args: { saved: CUSTOM, customerPage: { kind: "custom" } },
  play: async ({ canvasElement }) => {
    await expect(editorOf(canvasElement).value).toBe(CUSTOM);
    await expect(within(canvasElement).getByTestId("customer-page")).toHaveTextContent(
      "Customers see your custom page.",
    );
    await expect(within(canvasElement).getByTestId("save-state")).toHaveTextContent("Saved");
  },
};

/** The preview: the server's render, 500 px high, in a frame that runs no script at all. */
export const PreviewShown: Story = {
  name: "Preview shown",
  args: { customerPage: { kind: "default" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("customer-page")).toHaveTextContent("Customers see the default page.");
    await userEvent.click(canvas.getByRole("button", { name: "Show Preview" }));
    await expect(args.onTogglePreview).toHaveBeenCalledOnce();
    const frame = canvas.getByTitle("Live Stock Preview") as HTMLIFrameElement;
    await expect(frame.getAttribute("sandbox")).toBe("");
    await expect(frame.getBoundingClientRect().height).toBe(500);
    await expect(canvas.getByRole("button", { name: "Hide Preview" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await previewSays(canvasElement, "Preview up to date");
    // The frame's document is out of reach (opaque origin): that is the point.
    await expect(frame.contentDocument).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PreviewHidden: Story = {
  name: "Preview hidden",
  parameters: { screenshot: { sameAs: "screens-livestockeditor--default" } },
  args: { previewShown: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Hide Preview" }));
    await expect(canvas.queryByTitle("Live Stock Preview")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Show Preview" })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A syntax error: drawn in the preview with the server's line (where the parser stopped). */
export const CompileError: Story = {
  name: "Compile error",
  args: { initialCode: BROKEN, previewShown: true },
  play: async ({ canvasElement }) => {
    await previewSays(canvasElement, "Error on line 4");
    await expect(within(canvasElement).getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};

/** Save on code that does not compile: refused, with why; nothing is sent. */
export const SaveRefused: Story = {
  name: "Save refused (does not compile)",
  args: { initialCode: BROKEN, previewShown: true, customerPage: { kind: "custom" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Customers will keep seeing the current page until this compiles.",
    );
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Unsaved changes");
    await expect(canvas.getByTestId("customer-page")).toHaveTextContent("Customers see your custom page.");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An error while rendering: also shown in the preview with its line. */
export const RuntimeError: Story = {
  name: "Runtime error",
  args: { initialCode: THROWS, previewShown: true },
  play: async ({ canvasElement }) => {
    await previewSays(canvasElement, "Error on line 3");
  },
};

/** Handlers and effects do not run on the public page: a notice with their lines, not an error. */
export const NotRunNotices: Story = {
  name: "Handlers and effects noticed",
  args: { initialCode: INTERACTIVE, previewShown: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await previewSays(canvasElement, "Preview up to date");
    const notices = canvas.getByRole("region", { name: "Not run on the public page" });
    await expect(
      within(notices)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Line 2: useEffect is not run on the public page",
      "Line 3: onClick is not run on the public page",
    ]);
  },
};

/** The saved page fails with today's figures: customers get the default page, and the editor says why. */
export const CustomerPageError: Story = {
  name: "Customers see the default (saved page fails)",
  args: {
    saved: CUSTOM,
    customerPage: {
      kind: "error",
      problem: { kind: "throw", message: "cannot read property 'length' of undefined", line: 3 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("customer-page")).toHaveTextContent(
      "Customers see the default page: your saved page does not render. Line 3: cannot read property 'length' of undefined",
    );
  },
};

/** Fixing the code brings the preview back. */
export const ErrorFixed: Story = {
  name: "Error fixed",
  args: { initialCode: BROKEN, previewShown: true },
  play: async ({ canvasElement }) => {
    await previewSays(canvasElement, "Error on line 4");
    const editor = editorOf(canvasElement);
    await userEvent.clear(editor);
    await userEvent.type(editor, "function LiveStockPage() {{ return <h1>Fixed</h1>; }");
    await previewSays(canvasElement, "Preview up to date");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An edit marks the page unsaved. */
export const Unsaved: Story = {
  name: "Unsaved changes",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(editorOf(canvasElement), "// my change");
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Unsaved changes");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Following a link with unsaved changes asks first. */
export const UnsavedLeaveAsks: Story = {
  name: "Leave dialog open",
  args: { initialCode: CUSTOM, leaveRequested: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Leave without saving?" }));
    await expect(
      dialog.getByText(
        "Your changes to the live stock page are not saved. They will be lost if you leave this page.",
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Stay" }));
    await expect(args.onLeaveCancel).toHaveBeenCalledOnce();
    await expect(args.onLeaveConfirm).not.toHaveBeenCalled();
  },
};

export const UnsavedLeaveConfirmed: Story = {
  name: "Left without saving",
  parameters: { screenshot: { sameAs: "screens-livestockeditor--unsaved-leave-asks" } },
  args: { initialCode: CUSTOM, leaveRequested: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Leave Page" }));
    await expect(args.onLeaveConfirm).toHaveBeenCalledOnce();
  },
};

/** Ctrl+S (Cmd+S on a Mac) saves, from the editor. */
export const SaveShortcut: Story = {
  name: "Saved with Ctrl+S",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(editorOf(canvasElement), "// saved by shortcut");
    await userEvent.keyboard("{Control>}s{/Control}");
    await expect(args.onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByTestId("save-state")).toHaveTextContent("Saved"));
    await userEvent.keyboard("{Meta>}s{/Meta}");
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Saving: Story = {
  args: { saving: true, initialCode: CUSTOM },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Saving..." })).toBeDisabled();
  },
};

/** A failed save leaves the changes marked unsaved, and Save can be pressed again. */
export const SaveFails: Story = {
  name: "Save failed",
  args: { save: async () => Promise.reject(new Error("500")) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(editorOf(canvasElement), "// will not save");
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole("button", { name: "Save Changes" })).toBeEnabled();
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Unsaved changes");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Reset puts the default page back in the editor (saved only by Save). */
export const ResetToDefault: Story = {
  name: "Reset to default",
  args: { saved: CUSTOM },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Reset to Default" }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(editorOf(canvasElement).value).toBe(DEFAULT_LIVE_STOCK_PAGE);
    await expect(canvas.getByTestId("save-state")).toHaveTextContent("Unsaved changes");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading your live stock page...");
    await expect(canvas.queryByRole("button", { name: "Save Changes" })).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: "Load failed",
  args: { status: "error" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load your custom code")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  args: { previewShown: true },
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Save Changes" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Custom Code Editor" })).toBeVisible();
    await previewSays(canvasElement, "Preview up to date");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
