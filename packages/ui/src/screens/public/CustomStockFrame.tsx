import { useEffect, useRef, useState } from "react";

/** How long the server's frame may take to say it is ready before the default page is shown instead. */
export const CUSTOM_FRAME_READY_MS = 8000;

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
 * The seller's custom live-stock page (DESIGN §4): their code runs only inside `<iframe sandbox="allow-scripts">`
 * (an opaque origin: no cookies, storage or access to this page), and talks to us by postMessage: the frame
 * says `boostdash:sandbox-ready`, we send `boostdash:render` with the code and the latest data (again after
 * every refresh), it answers `boostdash:rendered` or `boostdash:render-error`.
 */
export function CustomStockFrame({ src, code, data, onError }: CustomStockFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // Only our frame's messages; its origin is opaque ("null"), so the source is what identifies it.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message: unknown = event.data;
      if (typeof message !== "object" || message === null || !("type" in message)) return;
      if (message.type === "boostdash:sandbox-ready") setReady(true);
      if (message.type === "boostdash:render-error") {
        onErrorRef.current("message" in message ? String(message.message) : "The custom page failed.");
      }
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(
      () => onErrorRef.current("The custom page did not load."),
      CUSTOM_FRAME_READY_MS,
    );
    return () => clearTimeout(timer);
  }, [ready]);

  useEffect(() => {
    // An opaque-origin frame can only be addressed with "*"; what is sent is public store data.
    if (ready)
      frame.current?.contentWindow?.postMessage({ type: "boostdash:render", code, props: data }, "*");
  }, [ready, code, data]);

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
