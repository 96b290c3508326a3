import { CircleCheck, Code2, Eye, EyeOff, Loader2, RotateCcw, Save, TriangleAlert } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useState } from "react";
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
import { LivePreviewFrame, type PreviewState } from "./LivePreviewFrame";
import { liveStockEditorStatusTexts } from "./liveStockEditorText";

const PREVIEW_ID = "live-stock-preview";

export interface LiveStockEditorScreenProps {
  status: ScreenStatus;
  /** The code editor, 60 % of the viewport high: Monaco in the app, a plain text area in stories. */
  editor: ReactNode;
  /** The editor's text differs from the saved code: marked, and guarded by the app. */
  dirty: boolean;
  saving?: boolean;
  previewShown: boolean;
  /** The server's sandbox page for the preview. */
  previewSrc?: string;
  /** Stories only: the sandbox page inlined. */
  previewSrcDoc?: string;
  /** The code the preview renders (the editor's, debounced by the caller). */
  previewCode: string;
  /** `LiveStockPage`'s props: the seller's live stock. */
  previewData: Record<string, unknown>;
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
  previewSrc,
  previewSrcDoc,
  previewCode,
  previewData,
  leaveRequested = false,
  onSave,
  onReset,
  onTogglePreview,
  onLeaveConfirm,
  onLeaveCancel,
  onRetry,
}: LiveStockEditorScreenProps) {
  const [preview, setPreview] = useState<PreviewState>({ kind: "loading" });

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
        <CardContent className="pt-4">
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
            <PreviewStatus state={preview} />
          </CardHeader>
          <CardContent className="pt-4">
            <LivePreviewFrame
              src={previewSrc}
              srcDoc={previewSrcDoc}
              code={previewCode}
              data={previewData}
              onState={setPreview}
            />
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

function PreviewStatus({ state }: { state: PreviewState }) {
  return (
    <p role="status" data-testid="preview-status" className="text-sm">
      {state.kind === "loading" ? (
        <span className="inline-flex items-center gap-1.5 text-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Loading preview...
        </span>
      ) : state.kind === "rendered" ? (
        <span className="inline-flex items-center gap-1.5 text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          Preview up to date
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 text-danger">
          <TriangleAlert aria-hidden="true" className="size-4" />
          {state.line ? `Error on line ${state.line}` : "Error in your code"}
        </span>
      )}
    </p>
  );
}
