import { keepPreviousData, mutationOptions, type Query, queryOptions } from "@tanstack/react-query";
import { isApiError } from "../../core/apiError.ts";
import { queryRoot } from "../../core/query/keys.ts";
import { getLiveStock, getPublicOrderStatus, getRedeemPageConfig, redeem } from "./api.ts";
import type { RedeemRequest } from "./contract.ts";
import { LIVE_STOCK_POLL_MS } from "./rules.ts";

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

/**
 * Asked again every 10 s, like live stock, while the order is on its way (pending or processing); once it is
 * finished nothing will change it, and the page stops asking (docs/product.md#order-status). A failed poll keeps
 * the last answer on screen.
 */
export function publicOrderStatusQuery(guildId: string, orderId: string, pollMs = LIVE_STOCK_POLL_MS) {
  const poll = pollUnlessRefused(pollMs);
  return queryOptions({
    queryKey: [...queryRoot, "public", "orderStatus", guildId, orderId] as const,
    queryFn: ({ signal }) => getPublicOrderStatus(guildId, orderId, { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status !== undefined && status !== "pending" && status !== "processing") return false;
      return poll(query);
    },
    placeholderData: keepPreviousData,
    enabled: guildId !== "" && orderId !== "",
    ...SERVER_RENDERED,
  });
}

/**
 * Polled every 10 s (`pollMs`: stories give a shorter one). Earlier data stays on screen while a poll is in flight
 * or has failed, so the page never flashes the loading view; show the error view only when there is no data at all.
 */
export function liveStockQuery(guildId: string, pollMs = LIVE_STOCK_POLL_MS) {
  return queryOptions({
    queryKey: [...queryRoot, "public", "liveStock", guildId] as const,
    queryFn: ({ signal }) => getLiveStock(guildId, { signal }),
    refetchInterval: pollUnlessRefused(pollMs),
    placeholderData: keepPreviousData,
    enabled: guildId !== "",
    ...SERVER_RENDERED,
  });
}

export function redeemPageConfigQuery(guildId: string) {
  return queryOptions({
    queryKey: [...queryRoot, "public", "redeemPage", guildId] as const,
    queryFn: ({ signal }) => getRedeemPageConfig(guildId, { signal }),
    enabled: guildId !== "",
    ...SERVER_RENDERED,
  });
}

/** Resolves with `{ status, message }`; `status !== "success"` is a refusal the page shows as an error. */
export function redeemMutation(guildId: string) {
  return mutationOptions({ mutationFn: (body: RedeemRequest) => redeem(guildId, body) });
}
