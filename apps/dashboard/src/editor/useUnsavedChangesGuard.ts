import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/** Marks the extra history entry that holds the browser's Back while there are unsaved changes. */
const GUARD_KEY = "boostdashUnsavedGuard";

type Pending = { kind: "path"; to: string } | { kind: "back" };

function isGuardEntry(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && (state as Record<string, unknown>)[GUARD_KEY] === true
  );
}

/**
 * While `dirty`: closing or reloading the tab asks the browser's own question (beforeunload); following an in-app
 * link is held until the person confirms (the app uses BrowserRouter, which has no blocker API, so the click is
 * caught before the router sees it); and the browser's Back is held too: an extra entry for the same page sits on
 * top of the history, so Back only takes that entry off (the page stays, the router sees the same path) and asks.
 * Returns whether a leave is waiting for an answer, and what to do with it.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState<Pending | null>(null);
  /**
   * When we last moved through the history ourselves: the popstate that follows (it comes a moment later, maybe to
   * the next run of this effect) is ours, not the person's Back.
   */
  const ownMoveAt = useRef(Number.NEGATIVE_INFINITY);

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
      setPending({ kind: "path", to: url.pathname + url.search + url.hash });
    };
    // The guard entry: the same URL and the router's own state (so it sees no move), plus our mark.
    const pushGuard = () =>
      window.history.pushState(
        { ...(window.history.state ?? {}), [GUARD_KEY]: true },
        "",
        window.location.href,
      );
    const onPopState = () => {
      if (performance.now() - ownMoveAt.current < 1000) {
        ownMoveAt.current = Number.NEGATIVE_INFINITY;
        return;
      }
      // Back took the guard entry off: the page is still here. Put the guard back and ask.
      if (!isGuardEntry(window.history.state)) {
        pushGuard();
        setPending({ kind: "back" });
      }
    };
    if (!isGuardEntry(window.history.state)) pushGuard();
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("popstate", onPopState);
    // Capture, on the document: before React's own listeners on the root, so the router never sees the click.
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onClick, true);
      // Saved (or leaving): take the guard entry off, so Back works as usual again.
      if (isGuardEntry(window.history.state)) {
        ownMoveAt.current = performance.now();
        window.history.back();
      }
    };
  }, [dirty, pathname]);

  return {
    leaveRequested: pending !== null,
    confirmLeave: () => {
      const request = pending;
      setPending(null);
      if (!request) return;
      if (request.kind === "path") navigate(request.to);
      else {
        // The guard entry is on top of the page's own: two steps back is where Back was going.
        ownMoveAt.current = performance.now();
        window.history.go(-2);
      }
    },
    cancelLeave: () => setPending(null),
  };
}
