import { describe, expect, it } from "vitest";
import {
  clearToken,
  getToken,
  setToken,
  TOKEN_STORAGE_KEY,
  type TokenEnvironment,
  takeSignInCode,
} from "./token.ts";

function fakeEnv(href: string, stored?: string) {
  const map = new Map<string, string>();
  if (stored) map.set(TOKEN_STORAGE_KEY, stored);
  const replaced: string[] = [];
  const env: TokenEnvironment = {
    storage: {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    },
    location: { href },
    history: { state: null, replaceState: (_s, _t, url) => void replaced.push(String(url)) },
  };
  return { env, map, replaced };
}

describe("token helpers", () => {
  it("reads localStorage.token first", () => {
    const { env, replaced } = fakeEnv("http://x/dashboard?token=url", "stored");
    expect(getToken(env)).toBe("stored");
    expect(replaced).toEqual([]);
  });

  it("never takes a session token from the URL", () => {
    const { env, map } = fakeEnv("http://x/dashboard?tab=1&token=abc#top");
    expect(getToken(env)).toBeNull();
    expect(map.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it("takes a sign-in code out of the URL, and a token with it, keeping the rest", () => {
    const { env, map, replaced } = fakeEnv("http://x/dashboard?tab=1&signin=code1&token=abc#top");
    expect(takeSignInCode(env)).toBe("code1");
    expect(replaced).toEqual(["/dashboard?tab=1#top"]);
    expect(map.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it("removes a lone ?token= and answers no code; leaves a URL without credentials alone", () => {
    const withToken = fakeEnv("http://x/dashboard?token=abc");
    expect(takeSignInCode(withToken.env)).toBeNull();
    expect(withToken.replaced).toEqual(["/dashboard"]);
    const plain = fakeEnv("http://x/dashboard?tab=1");
    expect(takeSignInCode(plain.env)).toBeNull();
    expect(plain.replaced).toEqual([]);
  });

  it("returns null with no token anywhere, or outside a browser", () => {
    expect(getToken(fakeEnv("http://x/").env)).toBeNull();
    expect(getToken({ storage: null, location: null, history: null })).toBeNull();
  });

  it("sets and clears", () => {
    const { env, map } = fakeEnv("http://x/");
    setToken("t", env);
    expect(map.get(TOKEN_STORAGE_KEY)).toBe("t");
    clearToken(env);
    expect(getToken(env)).toBeNull();
  });

  it("survives storage that throws", () => {
    const throwing: TokenEnvironment = {
      storage: {
        getItem: () => {
          throw new Error("blocked");
        },
        setItem: () => {
          throw new Error("blocked");
        },
        removeItem: () => {
          throw new Error("blocked");
        },
      },
      location: null,
      history: null,
    };
    expect(getToken(throwing)).toBeNull();
    expect(() => setToken("t", throwing)).not.toThrow();
    expect(() => clearToken(throwing)).not.toThrow();
  });
});
