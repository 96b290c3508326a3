import { getApiConfig } from "@boostdash/api-client/core/http";
import { altchaDarkTheme } from "@boostdash/ui/lib/altchaTheme";
import { onPersonIntent } from "@boostdash/ui/lib/personIntent";
import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";
import { AltchaFacade } from "./AltchaFacade";
import { CaptchaStatus } from "./CaptchaStatus";
import { loadWithRetry } from "./retry";
import type { CaptchaWidgetProps } from "./types";
import { useCaptchaLoad } from "./useCaptchaLoad";

let altchaModule: Promise<unknown> | undefined;

/** The widget's code (about 35 KB gzip) loads on first use, so it stays out of the login route's entry. */
function loadAltcha(): Promise<unknown> {
  altchaModule ??= loadWithRetry(() => import("altcha")).catch((error: unknown) => {
    altchaModule = undefined;
    throw error;
  });
  return altchaModule;
}

/** Once a person has been seen, a later widget (a fresh challenge after a refused sign-in) loads at once. */
let personSeen = false;

interface AltchaStateEvent {
  state?: string;
  payload?: string;
}

/**
 * The self-hosted proof-of-work captcha (docs/product.md#captcha), with challenges from our own server.
 * Until a person touches the page (a tap, a key, focus), its box is drawn by AltchaFacade; then the widget's code
 * loads and the widget takes the box's place. Ticking the drawn box starts the proof of work as soon as it has.
 */
export function AltchaCaptcha(props: CaptchaWidgetProps) {
  const widget = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState<"not-yet" | "load" | "verify">(() =>
    personSeen ? "load" : "not-yet",
  );
  const facadeFocused = useRef(false);
  // The element draws itself once its code is defined: nothing to undo.
  const { state, retry, callbacks } = useCaptchaLoad(
    props,
    () => loadAltcha().then(() => undefined),
    [],
    wanted !== "not-yet",
  );

  useEffect(() => {
    if (wanted !== "not-yet") return;
    // The widget's code loads once a person shows up.
    return onPersonIntent((event) => {
      // Not a touch on the drawn box itself: replaced between a press and its click, the tick would be lost. The
      // box's own tick brings the widget (verifying at once).
      if (event.target instanceof Element && event.target.closest("[data-altcha-facade]")) return;
      personSeen = true;
      setWanted((w) => (w === "not-yet" ? "load" : w));
    });
  }, [wanted]);

  useEffect(() => {
    const element = widget.current;
    if (state !== "ready" || !element) return;
    // Keyboard users keep their place: focus moves from the drawn box to the widget's own, once the widget has
    // drawn it and lets it take focus (not while it verifies), unless the person has moved elsewhere meanwhile.
    let focusOwed = facadeFocused.current;
    facadeFocused.current = false;
    const giveFocus = () => {
      if (!focusOwed) return;
      const active = document.activeElement;
      if (active && active !== document.body) {
        focusOwed = false;
        return;
      }
      const box = element.querySelector<HTMLInputElement>('input[type="checkbox"]');
      box?.focus();
      if (box && document.activeElement === box) {
        focusOwed = false;
        drawn.disconnect();
      }
    };
    const drawn = new MutationObserver(giveFocus);
    if (focusOwed) drawn.observe(element, { subtree: true, childList: true, attributes: true });
    giveFocus();
    const onStateChange = (event: Event) => {
      giveFocus();
      const detail = (event as CustomEvent<AltchaStateEvent>).detail ?? {};
      if (detail.state === "verified" && detail.payload) callbacks.current.onVerify(detail.payload);
      else if (detail.state === "expired") callbacks.current.onExpire();
      else if (detail.state === "error") callbacks.current.onError();
    };
    element.addEventListener("statechange", onStateChange);
    return () => {
      drawn.disconnect();
      element.removeEventListener("statechange", onStateChange);
    };
  }, [state, callbacks]);

  if (state === "failed") return <CaptchaStatus state="failed" onRetry={retry} />;
  if (state !== "ready") {
    return (
      <AltchaFacade
        busy={wanted === "verify"}
        onTick={() => {
          personSeen = true;
          setWanted("verify");
        }}
        onFocusChange={(focused) => {
          facadeFocused.current = focused;
        }}
      />
    );
  }
  return (
    <altcha-widget
      ref={widget}
      challenge={`${getApiConfig().baseUrl}/auth/altcha-challenge`}
      name="altcha"
      // Ticked before the widget was here: it starts at once, as if ticked now.
      auto={wanted === "verify" ? "onload" : undefined}
      style={altchaDarkTheme}
    />
  );
}
