/**
 * The seller's replacements reads and writes (docs/decisions.md#replacements). The open requests are one list for
 * the whole dashboard (at most a few hundred): Home counts it, the order dialog finds its order's request in it, and
 * a live `replacement` frame asks it again.
 */
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import { dashboardDataQuery } from "../dashboard/queries.ts";
import { orderQuery, reloadOrders } from "../orders/queries.ts";
import {
  type ApproveReplacementBody,
  approveReplacement,
  declineReplacement,
  getWarranty,
  listReplacements,
  type StartReplacementBody,
  startReplacement,
  updateWarranty,
} from "./api.ts";
import type { WarrantyPolicies, WarrantyPolicyBody } from "./contract.ts";

const replacementsRoot = [...queryRoot, "replacements"] as const;
const warrantyKey = [...queryRoot, "warranty"] as const;

/** The warranty policy of each stock file. */
export function warrantyQuery() {
  return queryOptions({
    queryKey: warrantyKey,
    queryFn: ({ signal }) => getWarranty({ token: getToken(), signal }),
  });
}

/** Saves policies; the cache becomes what the server saved. */
export function updateWarrantyMutation() {
  return mutationOptions({
    mutationFn: (policies: WarrantyPolicyBody[]) => updateWarranty(policies, { token: getToken() }),
    onSuccess: (saved, _v, _r, { client }) => client.setQueryData<WarrantyPolicies>(warrantyKey, saved),
  });
}

/** Every open request, newest first. */
export function openReplacementsQuery() {
  return queryOptions({
    queryKey: [...replacementsRoot, "open"] as const,
    queryFn: ({ signal }) => listReplacements("open", { token: getToken(), signal }),
  });
}

/** Asks the open requests again (a reset of the stream, polling while it is cut). */
export function reloadOpenReplacements(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: replacementsRoot });
}

/**
 * After a request was made or decided (here or elsewhere): the open list, the Orders list and its filter, and the
 * order's dialog (an approval made a replacement order, linked from it) are asked again.
 */
export function reloadReplacements(client: QueryClient, orderId?: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: replacementsRoot }),
    // Home's line of open requests comes with its figures.
    client.invalidateQueries({ queryKey: dashboardDataQuery().queryKey }),
    orderId === undefined ? undefined : client.invalidateQueries({ queryKey: orderQuery(orderId).queryKey }),
    reloadOrders(client),
  ]);
}

export function approveReplacementMutation() {
  return mutationOptions({
    mutationFn: ({ id, body }: { id: string; orderId: string; body: ApproveReplacementBody }) =>
      approveReplacement(id, body, { token: getToken() }),
    onSettled: (_d, _e, { orderId }, _r, { client }) => reloadReplacements(client, orderId),
  });
}

export function declineReplacementMutation() {
  return mutationOptions({
    mutationFn: ({ id, reason }: { id: string; orderId: string; reason: string }) =>
      declineReplacement(id, reason, { token: getToken() }),
    onSettled: (_d, _e, { orderId }, _r, { client }) => reloadReplacements(client, orderId),
  });
}

export function startReplacementMutation() {
  return mutationOptions({
    mutationFn: ({ orderId, body }: { orderId: string; body: StartReplacementBody }) =>
      startReplacement(orderId, body, { token: getToken() }),
    onSettled: (_d, _e, { orderId }, _r, { client }) => reloadReplacements(client, orderId),
  });
}
