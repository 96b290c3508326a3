/**
 * The data a server-rendered public page was rendered with, handed to the browser so hydration starts from the
 * same query cache the server used (no second request before the first paint). The server writes it as
 * `<script type="application/json" id="boostdash-data">`: JSON, never run, escaped so seller text cannot close
 * the tag (apps/server/src/ssr.ts).
 */
import { ApiError } from "@boostdash/api-client/core/apiError";
// The key factory alone: the query options would bring the endpoints and their schemas into the entry chunk.
import {
  liveStockQuery,
  publicOrderStatusQuery,
  redeemPageConfigQuery,
} from "@boostdash/api-client/public/queries";
import type { PublicText } from "@boostdash/ui/screens/public/publicText";
import { hashKey, hydrate, type QueryClient } from "@tanstack/react-query";
import type { PublicRoute } from "./router";

export const SERVER_DATA_ID = "boostdash-data";

/**
 * The page's answer: the route's JSON body, or the HTTP error the server met while reading it; and the language the
 * server chose for the reader with its words (the only catalogue the browser receives).
 */
export type ServerData = ({ data: unknown } | { error: { status: number; message: string } }) & {
  text?: PublicText;
};

/** The query a page reads first (the one the server answers for it), or none (find my order: its data is its state). */
function pageQueryKey(route: PublicRoute): readonly unknown[] | undefined {
  switch (route.page) {
    case "liveStock":
      return liveStockQuery(route.params.guildId).queryKey;
    case "orderStatus":
      return publicOrderStatusQuery(route.params.guildId, route.params.orderId).queryKey;
    case "redeem":
      return redeemPageConfigQuery(route.params.guildId).queryKey;
    case "findOrder":
    case "notFound":
      return undefined;
  }
}

/** Puts the server's answer where the page's query will look for it, as a success or as an error. */
export function seedQueryClient(
  client: QueryClient,
  route: PublicRoute,
  served: ServerData,
  now: number,
): void {
  const queryKey = pageQueryKey(route);
  if (!queryKey) return;
  const ok = "data" in served;
  const error = ok ? null : new ApiError(served.error.status, served.error.message, "http");
  hydrate(client, {
    mutations: [],
    queries: [
      {
        queryKey,
        queryHash: hashKey(queryKey),
        dehydratedAt: now,
        state: {
          data: ok ? served.data : undefined,
          dataUpdateCount: ok ? 1 : 0,
          dataUpdatedAt: ok ? now : 0,
          error,
          errorUpdateCount: ok ? 0 : 1,
          errorUpdatedAt: ok ? 0 : now,
          fetchFailureCount: ok ? 0 : 1,
          fetchFailureReason: error,
          fetchMeta: null,
          isInvalidated: false,
          status: ok ? "success" : "error",
          fetchStatus: "idle",
        },
      },
    ],
  });
}

/** The server's answer in this document, if the page was server-rendered. */
export function readServerData(doc: Document): ServerData | undefined {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && ("data" in parsed || "error" in parsed || "text" in parsed)) {
      return parsed as ServerData;
    }
  } catch {
    // A damaged tag: render in the browser as if there were none.
  }
  return undefined;
}
