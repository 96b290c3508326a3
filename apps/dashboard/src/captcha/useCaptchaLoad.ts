import { type DependencyList, useEffect, useRef, useState } from "react";
import type { CaptchaWidgetProps } from "./types";

type CaptchaCallbacks = Pick<CaptchaWidgetProps, "onVerify" | "onExpire" | "onError">;

/**
 * Loads a widget's code and draws it. `run.cancelled` turns true when the widget unmounts or loads again, so the
 * loader draws nothing then; what it resolves with undoes the drawing on unmount.
 */
export type CaptchaLoader = (run: { readonly cancelled: boolean }) => Promise<(() => void) | undefined>;

/**
 * The load-and-retry every captcha widget shares: loads on mount, again on 'Try again' (`retry`) and when `deps`
 * change; a final failure (the loaders retry on their own first) shows 'Captcha failed to load.' and clears the
 * key through `onError`. `callbacks` always holds the latest props, so a loaded widget never calls stale ones.
 */
export function useCaptchaLoad(
  props: CaptchaCallbacks,
  load: CaptchaLoader,
  deps: DependencyList,
  /** False: nothing loads yet (the state stays "loading") until it turns true. */
  enabled = true,
) {
  const callbacks = useRef<CaptchaCallbacks>(props);
  callbacks.current = { onVerify: props.onVerify, onExpire: props.onExpire, onError: props.onError };
  const loader = useRef(load);
  loader.current = load;
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts loading on 'Try again'; `deps` are the widget's own.
  useEffect(() => {
    if (!enabled) return;
    const run = { cancelled: false };
    let undo: (() => void) | undefined;
    setState("loading");
    loader.current(run).then(
      (drawn) => {
        undo = drawn;
        if (!run.cancelled) setState("ready");
      },
      () => {
        if (run.cancelled) return;
        setState("failed");
        callbacks.current.onError();
      },
    );
    return () => {
      run.cancelled = true;
      undo?.();
    };
  }, [attempt, enabled, ...deps]);

  return { state, retry: () => setAttempt((n) => n + 1), callbacks };
}
