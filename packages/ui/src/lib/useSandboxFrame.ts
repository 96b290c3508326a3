import { useEffect, useRef, useState } from "react";

export interface SandboxFrameEvents {
  /** The frame rendered the code it was sent. */
  onRendered?: () => void;
  /** The code failed to compile or render: the frame's message (if it sent one) and the line, when known. */
  onRenderError?: (message: string | undefined, line: number | undefined) => void;
}

/**
 * The page's side of the sandbox protocol, shared by the editor's preview and the public custom page. The seller's
 * code runs only inside `<iframe sandbox="allow-scripts">` (an opaque origin: no cookies, storage or access to
 * this page) and talks to us by postMessage: the frame says `boostdash:sandbox-ready`, we send `boostdash:render`
 * with the code and the data (again whenever either changes), it answers `boostdash:rendered` or
 * `boostdash:render-error`. Attach the returned ref to the iframe.
 */
export function useSandboxFrame(code: string, data: Record<string, unknown>, events: SandboxFrameEvents) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const eventsRef = useRef(events);
  eventsRef.current = events;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // The frame's origin is opaque ("null"): its window is what identifies it.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message: unknown = event.data;
      if (typeof message !== "object" || message === null || !("type" in message)) return;
      if (message.type === "boostdash:sandbox-ready") setReady(true);
      if (message.type === "boostdash:rendered") eventsRef.current.onRendered?.();
      if (message.type === "boostdash:render-error") {
        const text = "message" in message ? String(message.message) : undefined;
        const line = "line" in message && typeof message.line === "number" ? message.line : undefined;
        eventsRef.current.onRenderError?.(text, line);
      }
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    // An opaque-origin frame can only be addressed with "*"; what is sent is the seller's own code and store data.
    if (ready)
      frame.current?.contentWindow?.postMessage({ type: "boostdash:render", code, props: data }, "*");
  }, [ready, code, data]);

  return { frame, ready };
}
