import { useSandboxFrame } from "../../lib/useSandboxFrame";

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
 * origin, never `allow-same-origin`), spoken to by postMessage (`useSandboxFrame`) like the public page's
 * CustomStockFrame. Compile and runtime errors are drawn inside the frame, with the line; this page only hears
 * about them.
 */
export function LivePreviewFrame({ src, srcDoc, code, data, onState }: LivePreviewFrameProps) {
  const { frame } = useSandboxFrame(code, data, {
    onRendered: () => onState?.({ kind: "rendered" }),
    onRenderError: (message, line) =>
      onState?.({ kind: "error", message: message ?? "The preview failed.", line }),
  });

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
