import { useEffect, useRef } from "react";
import { useSandboxFrame } from "../../lib/useSandboxFrame";

/** How long the server's frame may take to say it is ready before the default page is shown instead. */
const CUSTOM_FRAME_READY_MS = 8000;

export interface CustomStockFrameProps {
  /** The server's sandbox page (`/sandbox/live-stock.html`), which compiles and runs the seller's code. */
  src: string;
  /** The seller's saved TSX source defining `LiveStockPage`. */
  code: string;
  /** What `LiveStockPage` receives as props: the live stock figures and store settings. */
  data: Record<string, unknown>;
  /** The code failed to compile or render, or the frame never loaded: the page falls back to its default. */
  onError: (message: string) => void;
}

/**
 * The seller's custom live-stock page (docs/product.md#live-stock), in the sandbox frame of `useSandboxFrame` (the latest data is
 * sent again after every refresh). A failure, or a frame that never says it is ready, falls back to the default.
 */
export function CustomStockFrame({ src, code, data, onError }: CustomStockFrameProps) {
  const { frame, ready } = useSandboxFrame(code, data, {
    onRenderError: (message) => onError(message ?? "The custom page failed."),
  });
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(
      () => onErrorRef.current("The custom page did not load."),
      CUSTOM_FRAME_READY_MS,
    );
    return () => clearTimeout(timer);
  }, [ready]);

  return (
    <main className="min-h-dvh bg-bg">
      <h1 className="sr-only">Live Stock</h1>
      <iframe
        ref={frame}
        src={src}
        title="Live Stock"
        sandbox="allow-scripts"
        className="block h-dvh w-full border-0"
      />
    </main>
  );
}
