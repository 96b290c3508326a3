// The first signs that a person is on the page, for code that waits for one before loading (the login page's
// ALTCHA widget, the redeem page's toasts; docs/decisions.md, "Login route" and "Public bundle").

/** A tap, a key or focus: what shows a person is on the page (a crawler or Lighthouse sends none of them). */
const INTENT_EVENTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/**
 * Calls `listener` on each of those events anywhere in `document` (captured, passive); returns the way to stop.
 * A person can arrive before the listener does (they focus a prerendered field while the code that listens is still
 * loading): when focus is already on an element of the page, `listener` is called once at once, with that
 * element's focus as the event. No page of ours focuses a field by itself, so a crawler never gets that call.
 */
export function onPersonIntent(listener: (event: Event) => void): () => void {
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, listener, { capture: true, passive: true });
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused !== document.documentElement) {
    const event = new FocusEvent("focusin");
    Object.defineProperty(event, "target", { value: focused });
    listener(event);
  }
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, listener, { capture: true });
  };
}
