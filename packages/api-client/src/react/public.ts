import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
} from "@tanstack/react-query";
import type { RedeemRequest } from "../contract/public.ts";
import { LIVE_STOCK_POLL_MS } from "../domain/constants.ts";
import { getLiveStock, getPublicOrderStatus, getRedeemPageConfig, redeem } from "../endpoints/public.ts";
import type { QueryHookOptions } from "./options.ts";
import { queryKeys } from "./queryKeys.ts";

export function publicOrderStatusQuery(guildId: string, orderId: string) {
  return queryOptions({
    queryKey: queryKeys.public.orderStatus(guildId, orderId),
    queryFn: ({ signal }) => getPublicOrderStatus(guildId, orderId, { signal }),
    enabled: guildId !== "" && orderId !== "",
  });
}

export function usePublicOrderStatus(guildId: string, orderId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...publicOrderStatusQuery(guildId, orderId), ...options });
}

/**
 * Polled every 10 s. Earlier data stays on screen while a poll is in flight or has failed, so the page
 * never flashes the loading view; show the error view only when there is no data at all.
 */
export function liveStockQuery(guildId: string) {
  return queryOptions({
    queryKey: queryKeys.public.liveStock(guildId),
    queryFn: ({ signal }) => getLiveStock(guildId, { signal }),
    refetchInterval: LIVE_STOCK_POLL_MS,
    placeholderData: keepPreviousData,
    enabled: guildId !== "",
  });
}

export function useLiveStock(guildId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...liveStockQuery(guildId), ...options });
}

export function redeemPageConfigQuery(guildId: string) {
  return queryOptions({
    queryKey: queryKeys.public.redeemPage(guildId),
    queryFn: ({ signal }) => getRedeemPageConfig(guildId, { signal }),
    enabled: guildId !== "",
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
