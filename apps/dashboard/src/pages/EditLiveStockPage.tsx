import { currentUserQuery } from "@boostdash/api-client/auth/queries";
import { isApiError } from "@boostdash/api-client/core/apiError";
import { rateLimitMessageOr } from "@boostdash/api-client/core/errors";
import { customCodeQuery, saveCustomCodeMutation } from "@boostdash/api-client/customCode/queries";
import { liveStockQuery } from "@boostdash/api-client/public/queries";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { LiveStockEditorScreen } from "@boostdash/ui/screens/live-stock-editor/LiveStockEditorScreen";
import { customCodeMessages as messages } from "@boostdash/ui/screens/live-stock-editor/liveStockEditorText";
import { DEFAULT_LIVE_STOCK_PAGE } from "@boostdash/ui/screens/live-stock-editor/liveStockPageSource";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Suspense, useContext, useEffect, useMemo, useRef, useState } from "react";
import { authFailureOf } from "../auth/useAuthRedirect";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { CodeEditorContext } from "../editor/CodeEditorContext";
import { useDebouncedValue } from "../editor/useDebouncedValue";
import { useUnsavedChangesGuard } from "../editor/useUnsavedChangesGuard";

/** The server's sandbox page (apps/server/src/web.ts): React 17, Babel and Tailwind from our own origin. */
const SANDBOX_SRC = "/sandbox/live-stock.html";
/** The preview follows the editor once typing pauses this long. */
const PREVIEW_DEBOUNCE_MS = 400;

const EMPTY_STOCK = {
  oneMonthNitroTokens: 0,
  oneMonthServerBoosts: 0,
  threeMonthNitroTokens: 0,
  threeMonthServerBoosts: 0,
};

export interface EditLiveStockPageProps {
  /** Stories only: the sandbox page inlined, as there is no server. */
  previewSrcDoc?: string;
  /** Opens with the preview shown (stories). */
  initialPreviewShown?: boolean;
}

/** `/dashboard/edit-live-stock`: the seller's live-stock page as code (docs/product.md#live-stock-editor). */
export function EditLiveStockPage({ previewSrcDoc, initialPreviewShown = false }: EditLiveStockPageProps) {
  const CodeEditor = useContext(CodeEditorContext);
  const saved = useQuery(customCodeQuery());
  const save = useMutation(saveCustomCodeMutation());
  const user = useQuery(currentUserQuery());
  const stock = useQuery(liveStockQuery(user.data?.guildId ?? ""));
  const { redirecting } = usePageAccess(firstAuthFailure(saved.error, save.error));

  // An empty saved code means the default page (docs/product.md#live-stock-editor).
  const savedSource = saved.data ? saved.data.code || DEFAULT_LIVE_STOCK_PAGE : undefined;
  const [code, setCode] = useState<string | null>(null);
  const [previewShown, setPreviewShown] = useState(initialPreviewShown);
  const current = code ?? savedSource ?? "";
  const dirty = savedSource !== undefined && current !== savedSource;
  const previewCode = useDebouncedValue(current, PREVIEW_DEBOUNCE_MS);
  const guard = useUnsavedChangesGuard(dirty);

  const previewData = useMemo(() => {
    if (!stock.data) return EMPTY_STOCK;
    const { customPage: _own, ...data } = stock.data;
    return data;
  }, [stock.data]);

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

  const onSave = () => {
    if (save.isPending || savedSource === undefined) return;
    // The default page is saved as "" so it keeps following our default (docs/product.md#live-stock-editor: empty means default).
    const toSave = current === DEFAULT_LIVE_STOCK_PAGE ? "" : current;
    save.mutate(toSave, {
      // The cache now holds what was saved, so the marker follows; edits typed meanwhile stay unsaved.
      onSuccess: () => {
        appToast.success(messages.saved);
      },
      onError: (error) => {
        if (authFailureOf(error)) return;
        appToast.error(
          rateLimitMessageOr(
            error,
            isApiError(error) && error.kind === "http" ? messages.saveFailed : messages.saveError,
          ),
        );
      },
    });
  };
  saveRef.current = onSave;

  return (
    <LiveStockEditorScreen
      status={saved.isPending ? "loading" : saved.data ? "ready" : "error"}
      editor={
        <Suspense fallback={<p className="p-4 text-sm text-muted">Loading editor...</p>}>
          <CodeEditor value={current} onChange={setCode} onSave={onSave} />
        </Suspense>
      }
      dirty={dirty}
      saving={save.isPending}
      previewShown={previewShown}
      previewSrc={previewSrcDoc ? undefined : SANDBOX_SRC}
      previewSrcDoc={previewSrcDoc}
      previewCode={previewCode}
      previewData={previewData}
      leaveRequested={guard.leaveRequested}
      onSave={onSave}
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
