import type { CustomPageMarkup } from "@boostdash/api-client/public/contract";
import { useMemo } from "react";

export interface LivePreviewFrameProps {
  /** The server's render of the editor's code; absent while there is none yet. */
  page?: CustomPageMarkup;
  /** Drawn in the frame instead of a page: the code's error, with its line. */
  error?: string;
}

const FRAME_BASE = "html,body{margin:0;min-height:100%;background:#0b0b12;color:#e8e8f0}";
const ERROR_STYLE =
  "pre{white-space:pre-wrap;color:#fca5a5;padding:1rem;margin:0;font:13px/1.5 ui-monospace,monospace}";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The editor's preview: the server's render of the seller's code (sanitised markup and its CSS, as customers get
 * it), shown in `<iframe sandbox="">` (no scripts at all, an opaque origin) so its CSS stays out of the dashboard.
 */
export function LivePreviewFrame({ page, error }: LivePreviewFrameProps) {
  const doc = useMemo(() => {
    if (error !== undefined)
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${FRAME_BASE}${ERROR_STYLE}</style></head><body><pre>${escapeHtml(error)}</pre></body></html>`;
    if (!page)
      return `<!doctype html><html lang="en"><head><style>${FRAME_BASE}</style></head><body></body></html>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${FRAME_BASE}</style><style>${page.css}</style></head><body>${page.html}</body></html>`;
  }, [page, error]);

  return (
    <iframe
      // A new frame for each render: changing a frame's srcdoc navigates it and adds a history entry, so the
      // browser's Back would step through old previews instead of leaving the page.
      key={doc}
      srcDoc={doc}
      title="Live Stock Preview"
      sandbox=""
      className="block h-[500px] w-full rounded-lg border border-border bg-bg"
    />
  );
}
