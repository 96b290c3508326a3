import { type ComponentType, lazy } from "react";

/**
 * A lazy component whose chunk can be asked for before React renders it (`preloadRoute`). Once its chunk is
 * there, React gets it synchronously (a thenable that calls back at once, which React.lazy reads without
 * suspending), so a preloaded component renders in the same pass as its parent: no fallback is committed, and none
 * of the 300 ms React holds back a reveal after a fallback (docs/decisions.md#dashboard-start-up).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  type Loaded = { default: ComponentType<P> };
  let loaded: Loaded | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = { default: component };
    });
    return loading;
  };
  const factory = (): Promise<Loaded> => {
    const ready = loaded;
    if (!ready) return preload().then(() => loaded as Loaded);
    // React.lazy calls `then(onFulfilled, onRejected)` and reads its own status right after: this one is settled.
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy alone.
    const now = { then: (onFulfilled: (value: Loaded) => void) => onFulfilled(ready) };
    return now as unknown as Promise<Loaded>;
  };
  return Object.assign(lazy(factory), { preload });
}
