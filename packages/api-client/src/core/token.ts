/**
 * The session token (docs/product.md#sign-in-and-roles): `localStorage.token`, or a `?token=` in the URL, which is then stored
 * and removed from the address bar so it is not bookmarked or shared.
 */
export const TOKEN_STORAGE_KEY = "token";

/** What the helpers touch; injectable so they can be tested outside a browser. */
export interface TokenEnvironment {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  location: Pick<Location, "href"> | null;
  history: Pick<History, "replaceState" | "state"> | null;
}

export function browserTokenEnvironment(): TokenEnvironment {
  if (typeof window === "undefined") return { storage: null, location: null, history: null };
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); act as signed out rather than crash.
  }
  return { storage, location: window.location, history: window.history };
}

export function getToken(env: TokenEnvironment = browserTokenEnvironment()): string | null {
  const stored = safeGet(env);
  if (stored) return stored;
  if (!env.location) return null;
  const url = new URL(env.location.href);
  const fromUrl = url.searchParams.get("token");
  if (!fromUrl) return null;
  setToken(fromUrl, env);
  url.searchParams.delete("token");
  env.history?.replaceState(env.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return fromUrl;
}

export function setToken(token: string, env: TokenEnvironment = browserTokenEnvironment()): void {
  try {
    env.storage?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Quota or privacy errors: the token still works for this page view.
  }
}

export function clearToken(env: TokenEnvironment = browserTokenEnvironment()): void {
  try {
    env.storage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored to clear.
  }
}

function safeGet(env: TokenEnvironment): string | null {
  try {
    return env.storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
