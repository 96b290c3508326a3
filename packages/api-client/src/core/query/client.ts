import { QueryClient, type QueryClientConfig } from "@tanstack/react-query";
import { isApiError } from "../apiError.ts";

/**
 * Retries only what may pass on a second try: network failures and 5xx, at most twice.
 * A 4xx (not found, signed out, forbidden) or a malformed answer will not change.
 */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.kind === "network" || (error.kind === "http" && error.status >= 500);
}

/** The apps' QueryClient. Stories pass `{ defaultOptions: { queries: { retry: false } } }` for instant errors. */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { retry: retryTransient, ...config.defaultOptions?.queries },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}
