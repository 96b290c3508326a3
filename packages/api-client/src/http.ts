/** The single request helper of spec §7. Everything the apps send goes through `apiRequest`. */
import { API_BASE_PATH, type HttpMethod } from "./contract/paths.ts";

export interface ApiConfig {
  /** Prefix for every path; "/api" in the browser, an absolute URL under Node. */
  baseUrl: string;
  /** Defaults to the global fetch, looked up per call so msw's patched fetch is always the one used. */
  fetch: typeof fetch;
}

const defaults: ApiConfig = {
  baseUrl: API_BASE_PATH,
  fetch: (input, init) => globalThis.fetch(input, init),
};

let config: ApiConfig = { ...defaults };

/** Changes the base URL or fetch for every later call. Pass `{}` to restore the defaults. */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...defaults, ...next };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

export interface ApiRequestOptions {
  method?: HttpMethod;
  data?: unknown;
  /** Sent as the raw `Authorization` value (no "Bearer"); "" when absent. */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Sends one request and returns the raw Response; it never throws for HTTP statuses, only for network failures. */
export function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Authorization: options.token ?? "", ...options.headers };
  let body: BodyInit | undefined;
  if (method !== "GET" && options.data !== undefined) {
    if (options.data instanceof FormData) {
      // The browser sets the multipart boundary itself.
      body = options.data;
    } else {
      body = JSON.stringify(options.data);
      headers["Content-Type"] = "application/json";
    }
  }
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  return config.fetch(joinUrl(config.baseUrl, path), init);
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
