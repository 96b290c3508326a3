import { keepPreviousData, mutationOptions, type Query, queryOptions } from "@tanstack/react-query";
import { isApiError } from "../../core/apiError.ts";
import { queryRoot } from "../../core/query/keys.ts";
import type { ReplacementRequestBody } from "../replacements/publicContract.ts";
import {
  getLiveStock,
  getPublicOrderStatus,
  getRedeemPageConfig,
  redeem,
  requestReplacement,
} from "./api.ts";
import type { PublicOrderStatus, RedeemRequest } from "./contract.ts";
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
 * Whether an order's page may still change by itself: the order is on its way, or its replacement request waits for
 * the seller or its replacement is on its way (docs/decisions.md#replacements-the-customers-screens). A delivered or
 * declined request, like a finished order, changes no more unless the customer acts.
 */
export function isStatusChanging(data: Pick<PublicOrderStatus, "status" | "replacement">): boolean {
  if (data.status === "pending" || data.status === "processing") return true;
  const stage = data.replacement?.stage;
  return stage === "requested" || stage === "approved" || stage === "delivering";
}

/**
 * Asked again every 10 s, like live stock, while the order or its replacement is on its way (`isStatusChanging`);
 * once nothing will change it, the page stops asking (docs/product.md#order-status). A failed poll keeps the last
 * answer on screen.
 */
export function publicOrderStatusQuery(guildId: string, orderId: string, pollMs = LIVE_STOCK_POLL_MS) {
  const poll = pollUnlessRefused(pollMs);
  return queryOptions({
    queryKey: publicOrderStatusKey(guildId, orderId),
    queryFn: ({ signal }) => getPublicOrderStatus(guildId, orderId, { signal }),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data !== undefined && !isStatusChanging(data)) return false;
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

/** The order status page's cache entry: a sent replacement request asks it again. */
export function publicOrderStatusKey(guildId: string, orderId: string) {
  return [...queryRoot, "public", "orderStatus", guildId, orderId] as const;
}

/** A customer's replacement request; rejects with the server's 4xx, whose message the form shows. */
export function replacementRequestMutation(guildId: string, orderId: string) {
  return mutationOptions({
    mutationFn: (body: ReplacementRequestBody) => requestReplacement(guildId, orderId, body),
  });
}

/** Resolves with `{ status, message }`; `status !== "success"` is a refusal the page shows as an error. */
export function redeemMutation(guildId: string) {
  return mutationOptions({ mutationFn: (body: RedeemRequest) => redeem(guildId, body) });
}
