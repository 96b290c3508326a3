/**
 * The API's base path, methods and path filling, apart from the route table so the request helper and the
 * public pages' endpoints can use them without pulling every route's schemas into the bundle.
 */

export const API_BASE_PATH = "/api";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Fills a route's `:params` in, URI-encoding each value. */
export function buildPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}
