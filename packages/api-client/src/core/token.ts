/**
 * The session token (docs/product.md#sign-in-and-roles): `localStorage.token`. A link from the bot carries a one-time
 * sign-in code instead (`?signin=`), which the page takes out of the address before anything else runs and exchanges
 * for a session; a session token in the address (`?token=`) is removed and never used (docs/decisions.md#sign-in-links).
 */
export const TOKEN_STORAGE_KEY = "token";

/** The dashboard link's query parameter that carries a one-time sign-in code. */
export const SIGN_IN_CODE_PARAM = "signin";
/** Address parameters that carry credentials: taken out of the address bar at once. */
const URL_CREDENTIALS = [SIGN_IN_CODE_PARAM, "token"];

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
  return safeGet(env) || null;
}

/**
 * Takes the credentials out of the address (so they stay out of history, bookmarks and what is shared) and answers
 * the one-time sign-in code, if there was one. A `?token=` is removed and ignored: a session handed over in a link
 * would sign a fresh browser in as whoever made the link.
 */
export function takeSignInCode(env: TokenEnvironment = browserTokenEnvironment()): string | null {
  if (!env.location) return null;
  const url = new URL(env.location.href);
  if (!URL_CREDENTIALS.some((name) => url.searchParams.has(name))) return null;
  const code = url.searchParams.get(SIGN_IN_CODE_PARAM);
  for (const name of URL_CREDENTIALS) url.searchParams.delete(name);
  env.history?.replaceState(env.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return code || null;
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
