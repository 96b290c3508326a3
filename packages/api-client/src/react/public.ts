import {
  keepPreviousData,
  mutationOptions,
  type Query,
  queryOptions,
  useMutation,
  useQuery,
} from "@tanstack/react-query";
import { isApiError } from "../apiError.ts";
import type { RedeemRequest } from "../contract/public.ts";
import { LIVE_STOCK_POLL_MS } from "../domain/constants.ts";
import { getLiveStock, getPublicOrderStatus, getRedeemPageConfig, redeem } from "../endpoints/public.ts";
import type { QueryHookOptions } from "./options.ts";
import { queryKeys } from "./queryKeys.ts";

/**
 * The public pages arrive server-rendered with their data (or their error) already in the query cache
 * (apps/public/src/serverData.ts): that answer is fresh for a while, and an error the server rendered is
 * not fetched again on mount (the page would flash its loading view). Retry reloads the page.
 */
const SERVER_RENDERED = { staleTime: LIVE_STOCK_POLL_MS, retryOnMount: false } as const;

/** A 4xx will not change by asking again (an unknown store or order): stop polling until the page reloads. */
export function pollUnlessRefused(interval: number) {
  return (query: { state: Pick<Query["state"], "status" | "data" | "error"> }): number | false => {
    const { status, data, error } = query.state;
    if (status === "error" && data === undefined && isApiError(error) && error.kind === "http") {
      if (error.status >= 400 && error.status < 500) return false;
    }
    return interval;
  };
}

export function publicOrderStatusQuery(guildId: string, orderId: string) {
  return queryOptions({
    queryKey: queryKeys.public.orderStatus(guildId, orderId),
    queryFn: ({ signal }) => getPublicOrderStatus(guildId, orderId, { signal }),
    enabled: guildId !== "" && orderId !== "",
    ...SERVER_RENDERED,
  });
}

export function usePublicOrderStatus(guildId: string, orderId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...publicOrderStatusQuery(guildId, orderId), ...options });
}

/**
 * Polled every 10 s (`pollMs`: stories give a shorter one). Earlier data stays on screen while a poll is in flight
 * or has failed, so the page never flashes the loading view; show the error view only when there is no data at all.
 */
export function liveStockQuery(guildId: string, pollMs = LIVE_STOCK_POLL_MS) {
  return queryOptions({
    queryKey: queryKeys.public.liveStock(guildId),
    queryFn: ({ signal }) => getLiveStock(guildId, { signal }),
    refetchInterval: pollUnlessRefused(pollMs),
    placeholderData: keepPreviousData,
    enabled: guildId !== "",
    ...SERVER_RENDERED,
  });
}

export function useLiveStock(
  guildId: string,
  { pollMs, ...options }: QueryHookOptions & { pollMs?: number } = {},
) {
  return useQuery({ ...liveStockQuery(guildId, pollMs), ...options });
}

export function redeemPageConfigQuery(guildId: string) {
  return queryOptions({
    queryKey: queryKeys.public.redeemPage(guildId),
    queryFn: ({ signal }) => getRedeemPageConfig(guildId, { signal }),
    enabled: guildId !== "",
    ...SERVER_RENDERED,
  });
}

export function useRedeemPageConfig(guildId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...redeemPageConfigQuery(guildId), ...options });
}

/** Resolves with `{ status, message }`; `status !== "success"` is a refusal the page shows as an error. */
export function redeemMutation(guildId: string) {
  return mutationOptions({ mutationFn: (body: RedeemRequest) => redeem(guildId, body) });
}

export function useRedeem(guildId: string) {
  return useMutation(redeemMutation(guildId));
}
