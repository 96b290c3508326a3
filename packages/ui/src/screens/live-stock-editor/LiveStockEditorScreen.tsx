import type {
  CustomerPage,
  CustomPageNotice,
  CustomPageProblem,
} from "@boostdash/api-client/customCode/contract";
import type { CustomPageMarkup } from "@boostdash/api-client/public/contract";
import { CircleCheck, Code2, Eye, EyeOff, Info, Loader2, RotateCcw, Save, TriangleAlert } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { ScreenLayout } from "../../layout/ScreenLayout";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardHeading,
  CardTitle,
} from "../../primitives/Card";
import { ConfirmDialog } from "../../primitives/ConfirmDialog";
import { LivePreviewFrame } from "./LivePreviewFrame";
import {
  customerPageTexts,
  liveStockEditorStatusTexts,
  previewTexts,
  SAVE_REFUSED,
} from "./liveStockEditorText";

/** The server's render of the editor's code (docs/product.md#live-stock-editor). */
export type EditorPreview =
  | { state: "loading" }
  | { state: "rendered"; page: CustomPageMarkup; notices: CustomPageNotice[] }
  | { state: "failed"; problem: CustomPageProblem; notices: CustomPageNotice[] };

const PREVIEW_ID = "live-stock-preview";

export interface LiveStockEditorScreenProps {
  status: ScreenStatus;
  /** The code editor, 60 % of the viewport high: Monaco in the app, a plain text area in stories. */
  editor: ReactNode;
  /** The editor's text differs from the saved code: marked, and guarded by the app. */
  dirty: boolean;
  saving?: boolean;
  previewShown: boolean;
  /** The server's render of the editor's code (debounced by the caller), with the seller's live stock. */
  preview: EditorPreview;
  /** Which page customers get from the saved code now; absent while unknown. */
  customerPage?: CustomerPage;
  /** Save was pressed on code that does not compile or render: it was not saved. */
  saveRefused?: boolean;
  /** A link was followed with unsaved changes: ask before leaving. */
  leaveRequested?: boolean;
  onSave: () => void;
  onReset: () => void;
  onTogglePreview: () => void;
  onLeaveConfirm?: () => void;
  onLeaveCancel?: () => void;
  onRetry?: () => void;
}

function isSaveShortcut(event: KeyboardEvent) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s";
}

/** `/dashboard/edit-live-stock`: the seller's live-stock page as code, with a live preview (docs/product.md#live-stock-editor). */
export function LiveStockEditorScreen({
  status,
  editor,
  dirty,
  saving = false,
  previewShown,
  preview,
  customerPage,
  saveRefused = false,
  leaveRequested = false,
  onSave,
  onReset,
  onTogglePreview,
  onLeaveConfirm,
  onLeaveCancel,
  onRetry,
}: LiveStockEditorScreenProps) {
  return (
    <ScreenLayout
      status={status}
      title="Edit Live Stock Page"
      subtitle="Customise the page customers see"
      badge={
        dirty ? (
          <Badge tone="warning" data-testid="save-state">
            Unsaved changes
          </Badge>
        ) : (
          <Badge tone="success" data-testid="save-state">
            Saved
          </Badge>
        )
      }
      actions={
        <>
          <Button variant="secondary" onClick={onReset} disabled={saving}>
            <RotateCcw aria-hidden="true" />
            Reset to Default
          </Button>
          <Button
            variant="secondary"
            onClick={onTogglePreview}
            aria-expanded={previewShown}
            aria-controls={PREVIEW_ID}
          >
            {previewShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {previewShown ? "Hide Preview" : "Show Preview"}
          </Button>
          <Button onClick={onSave} busy={saving} busyLabel="Saving...">
            <Save aria-hidden="true" />
            Save Changes
          </Button>
        </>
      }
      statusTexts={liveStockEditorStatusTexts}
      onRetry={onRetry}
      // Ctrl/Cmd+S anywhere on the page saves (the browser's own save dialog is never what is meant here).
      onKeyDown={(event) => {
        if (!isSaveShortcut(event)) return;
        event.preventDefault();
        if (!saving) onSave();
      }}
    >
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3">
          <div className="flex items-start gap-3">
            <CardHeading
              icon={<Code2 />}
              title="Custom Code Editor"
              description={
                <>
                  TypeScript with React: define a component named{" "}
                  <code className="font-mono">LiveStockPage</code>. Save with{" "}
                  <kbd className="font-mono">Ctrl</kbd>+<kbd className="font-mono">S</kbd> (
                  <kbd className="font-mono">⌘</kbd>+<kbd className="font-mono">S</kbd> on a Mac).
                </>
              }
            />
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 pt-4">
          <CustomerPageLine page={customerPage} />
          {saveRefused ? (
            <p
              role="alert"
              className="rounded-lg border border-danger/40 bg-danger-bg px-3 py-2 text-sm text-danger"
            >
              {SAVE_REFUSED}
            </p>
          ) : null}
          <div data-testid="editor-area" className="h-[60vh] overflow-hidden rounded-lg border border-border">
            {editor}
          </div>
        </CardContent>
      </Card>

      {previewShown ? (
        <Card id={PREVIEW_ID}>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
            <div className="flex flex-col gap-1">
              <CardTitle>Preview</CardTitle>
              <CardDescription>Your page with your live stock, updated as you type</CardDescription>
            </div>
            <PreviewStatus preview={preview} />
          </CardHeader>
          <CardContent className="flex flex-col gap-3 pt-4">
            <LivePreviewFrame
              page={preview.state === "rendered" ? preview.page : undefined}
              error={
                preview.state === "failed"
                  ? previewTexts.problem(preview.problem.line, preview.problem.message)
                  : undefined
              }
            />
            {preview.state !== "loading" && preview.notices.length > 0 ? (
              <section
                aria-label={previewTexts.noticesTitle}
                className="flex flex-col gap-1 text-sm text-muted"
              >
                <h3 className="inline-flex items-center gap-1.5 font-medium text-fg">
                  <Info aria-hidden="true" className="size-4" />
                  {previewTexts.noticesTitle}
                </h3>
                <ul className="flex flex-col gap-0.5 pl-6">
                  {preview.notices.map((n) => (
                    <li key={`${n.line}-${n.message}`}>{previewTexts.notice(n.line, n.message)}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      <ConfirmDialog
        open={leaveRequested}
        onOpenChange={(open) => (open ? undefined : onLeaveCancel?.())}
        title="Leave without saving?"
        description="Your changes to the live stock page are not saved. They will be lost if you leave this page."
        confirmLabel="Leave Page"
        cancelLabel="Stay"
        tone="danger"
        onConfirm={() => onLeaveConfirm?.()}
      />
    </ScreenLayout>
  );
}

function PreviewStatus({ preview }: { preview: EditorPreview }) {
  return (
    <p role="status" data-testid="preview-status" className="text-sm">
      {preview.state === "loading" ? (
        <span className="inline-flex items-center gap-1.5 text-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {previewTexts.loading}
        </span>
      ) : preview.state === "rendered" ? (
        <span className="inline-flex items-center gap-1.5 text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          {previewTexts.rendered}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 text-danger">
          <TriangleAlert aria-hidden="true" className="size-4" />
          {preview.problem.line ? previewTexts.errorOnLine(preview.problem.line) : previewTexts.error}
        </span>
      )}
    </p>
  );
}

/** Which page customers get now: the default, the custom one, or the default because the custom one fails. */
function CustomerPageLine({ page }: { page: CustomerPage | undefined }) {
  if (!page) return null;
  return (
    <p data-testid="customer-page" className="text-sm">
      {page.kind === "error" ? (
        <span className="text-warning">
          {customerPageTexts.error} {previewTexts.problem(page.problem.line, page.problem.message)}
        </span>
      ) : (
        <span className="text-muted">{customerPageTexts[page.kind]}</span>
      )}
    </p>
  );
}
