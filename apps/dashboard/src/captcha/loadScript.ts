import { loadWithRetry } from "./retry";

const loaded = new Map<string, Promise<void>>();

function inject(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Remove the failed tag, so a retry is a fresh request rather than a dead element.
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
}

/**
 * Loads a third-party script once per page (Turnstile, hCaptcha: only when the server is configured for
 * them). A final failure is forgotten, so a later mount may try again.
 */
export function loadScript(src: string): Promise<void> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const promise = loadWithRetry(() => inject(src)).catch((error: unknown) => {
    loaded.delete(src);
    throw error;
  });
  loaded.set(src, promise);
  return promise;
}

/** Forgets every loaded script, so a test can load one again from scratch. */
export function forgetLoadedScripts(): void {
  loaded.clear();
}
