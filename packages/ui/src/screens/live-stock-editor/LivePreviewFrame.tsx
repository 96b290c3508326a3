import { useEffect, useRef, useState } from "react";

/** What the frame last said about the code it was sent. */
export type PreviewState =
  | { kind: "loading" }
  | { kind: "rendered" }
  | { kind: "error"; message: string; line?: number };

export interface LivePreviewFrameProps {
  /** The server's sandbox page (`/sandbox/live-stock.html`): React 17, Babel and Tailwind from our origin. */
  src?: string;
  /** Stories only: the same page inlined. */
  srcDoc?: string;
  /** The TSX source defining `LiveStockPage` (already debounced by the caller). */
  code: string;
  /** `LiveStockPage`'s props: the seller's live stock. */
  data: Record<string, unknown>;
  onState?: (state: PreviewState) => void;
}

/**
 * The editor's preview: the seller's code runs only inside `<iframe sandbox="allow-scripts">` (an opaque
 * origin, never `allow-same-origin`), spoken to by postMessage like the public page's CustomStockFrame. Compile
 * and runtime errors are drawn inside the frame, with the line; this page only hears about them.
 */
export function LivePreviewFrame({ src, srcDoc, code, data, onState }: LivePreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const onStateRef = useRef(onState);
  onStateRef.current = onState;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // The frame's origin is opaque ("null"): its window is what identifies it.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message: unknown = event.data;
      if (typeof message !== "object" || message === null || !("type" in message)) return;
      if (message.type === "boostdash:sandbox-ready") setReady(true);
      if (message.type === "boostdash:rendered") onStateRef.current?.({ kind: "rendered" });
      if (message.type === "boostdash:render-error") {
        const text = "message" in message ? String(message.message) : "The preview failed.";
        const line = "line" in message && typeof message.line === "number" ? message.line : undefined;
        onStateRef.current?.({ kind: "error", message: text, line });
      }
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    // An opaque-origin frame can only be addressed with "*"; what is sent is the seller's own code and stock.
    if (ready)
      frame.current?.contentWindow?.postMessage({ type: "boostdash:render", code, props: data }, "*");
  }, [ready, code, data]);

  return (
    <iframe
      ref={frame}
      src={src}
      srcDoc={srcDoc}
      title="Live Stock Preview"
      sandbox="allow-scripts"
      className="block h-[500px] w-full rounded-lg border border-border bg-bg"
    />
  );
}
