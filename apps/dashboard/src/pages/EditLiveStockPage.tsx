import { isApiError } from "@boostdash/api-client/core/apiError";
import { rateLimitMessageOr } from "@boostdash/api-client/core/errors";
import type { CustomCodePreview } from "@boostdash/api-client/customCode/contract";
import {
  customCodePreviewQuery,
  customCodeQuery,
  saveCustomCodeMutation,
} from "@boostdash/api-client/customCode/queries";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import {
  type EditorPreview,
  LiveStockEditorScreen,
} from "@boostdash/ui/screens/live-stock-editor/LiveStockEditorScreen";
import {
  customCodeMessages as messages,
  SAVE_REFUSED,
} from "@boostdash/ui/screens/live-stock-editor/liveStockEditorText";
import { DEFAULT_LIVE_STOCK_PAGE } from "@boostdash/ui/screens/live-stock-editor/liveStockPageSource";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useContext, useEffect, useRef, useState } from "react";
import { authFailureOf } from "../auth/useAuthRedirect";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { CodeEditorContext } from "../editor/CodeEditorContext";
import { useDebouncedValue } from "../editor/useDebouncedValue";
import { useUnsavedChangesGuard } from "../editor/useUnsavedChangesGuard";

/** The preview follows the editor once typing pauses this long. */
const PREVIEW_DEBOUNCE_MS = 400;

export interface EditLiveStockPageProps {
  /** Opens with the preview shown (stories). */
  initialPreviewShown?: boolean;
}

/** The preview call's answer (or its failure) as the screen shows it. */
function previewOf(query: { data?: CustomCodePreview; isError: boolean }): EditorPreview {
  const data = query.data;
  if (data?.status === "rendered") return { state: "rendered", page: data.page, notices: data.notices };
  if (data?.status === "failed") return { state: "failed", problem: data.problem, notices: data.notices };
  if (query.isError)
    return { state: "failed", problem: { kind: "throw", message: messages.previewFailed }, notices: [] };
  return { state: "loading" };
}

/** `/dashboard/edit-live-stock`: the seller's live-stock page as code (docs/product.md#live-stock-editor). */
export function EditLiveStockPage({ initialPreviewShown = false }: EditLiveStockPageProps) {
  const CodeEditor = useContext(CodeEditorContext);
  const client = useQueryClient();
  const saved = useQuery(customCodeQuery());
  const save = useMutation(saveCustomCodeMutation());
  const { redirecting } = usePageAccess(firstAuthFailure(saved.error, save.error));

  // An empty saved code means the default page (docs/product.md#live-stock-editor).
  const savedSource = saved.data ? saved.data.code || DEFAULT_LIVE_STOCK_PAGE : undefined;
  const [code, setCode] = useState<string | null>(null);
  const [previewShown, setPreviewShown] = useState(initialPreviewShown);
  const current = code ?? savedSource ?? "";
  const dirty = savedSource !== undefined && current !== savedSource;
  const previewCode = useDebouncedValue(current, PREVIEW_DEBOUNCE_MS);
  const guard = useUnsavedChangesGuard(dirty);
  // The server's render of the editor's code, as customers would get it (only while the preview is shown).
  const preview = useQuery({
    ...customCodePreviewQuery(previewCode),
    enabled: previewShown && saved.isSuccess,
  });
  const [refusedCode, setRefusedCode] = useState<string | null>(null);

  // Ctrl/Cmd+S when focus is outside the screen (the screen and Monaco handle it inside).
  const saveRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "s")
        return;
      event.preventDefault();
      saveRef.current();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  if (redirecting) return null;

  const onSave = async () => {
    if (save.isPending || savedSource === undefined) return;
    // The default page is saved as "" so it keeps following our default (docs/product.md#live-stock-editor: empty means default).
    const toSave = current === DEFAULT_LIVE_STOCK_PAGE ? "" : current;
    // Code that does not compile or render is not saved: customers keep their page (the server refuses it too).
    if (toSave) {
      const result = await client.fetchQuery(customCodePreviewQuery(toSave)).catch(() => undefined);
      if (result?.status === "failed") {
        setRefusedCode(toSave);
        return;
      }
    }
    setRefusedCode(null);
    save.mutate(toSave, {
      // The cache now holds what was saved, so the marker follows; edits typed meanwhile stay unsaved.
      onSuccess: () => {
        appToast.success(messages.saved);
      },
      onError: (error) => {
        if (authFailureOf(error)) return;
        if (isApiError(error) && error.kind === "http" && error.message.startsWith(SAVE_REFUSED)) {
          setRefusedCode(toSave);
          return;
        }
        appToast.error(
          rateLimitMessageOr(
            error,
            isApiError(error) && error.kind === "http" ? messages.saveFailed : messages.saveError,
          ),
        );
      },
    });
  };
  saveRef.current = () => void onSave();

  return (
    <LiveStockEditorScreen
      status={saved.isPending ? "loading" : saved.data ? "ready" : "error"}
      editor={
        <Suspense fallback={<p className="p-4 text-sm text-muted">Loading editor...</p>}>
          <CodeEditor value={current} onChange={setCode} onSave={() => void onSave()} />
        </Suspense>
      }
      dirty={dirty}
      saving={save.isPending}
      previewShown={previewShown}
      preview={previewOf(preview)}
      customerPage={saved.data?.customerPage}
      saveRefused={
        refusedCode !== null && refusedCode === (current === DEFAULT_LIVE_STOCK_PAGE ? "" : current)
      }
      leaveRequested={guard.leaveRequested}
      onSave={() => void onSave()}
      onReset={() => {
        setCode(DEFAULT_LIVE_STOCK_PAGE);
        appToast.success(messages.reset);
      }}
      onTogglePreview={() => setPreviewShown((shown) => !shown)}
      onLeaveConfirm={guard.confirmLeave}
      onLeaveCancel={guard.cancelLeave}
      onRetry={() => void saved.refetch()}
    />
  );
}
