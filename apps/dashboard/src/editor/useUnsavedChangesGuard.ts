import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * While `dirty`: closing or reloading the tab asks the browser's own question (beforeunload), and following an
 * in-app link is held until the person confirms (the app uses BrowserRouter, which has no blocker API, so the
 * click is caught before the router sees it). Returns the held path and what to do with it.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pendingPath, setPendingPath] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to ask.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingPath(url.pathname + url.search + url.hash);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    // Capture, on the document: before React's own listeners on the root, so the router never sees the click.
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, pathname]);

  return {
    leaveRequested: pendingPath !== null,
    confirmLeave: () => {
      const to = pendingPath;
      setPendingPath(null);
      if (to) navigate(to);
    },
    cancelLeave: () => setPendingPath(null),
  };
}
