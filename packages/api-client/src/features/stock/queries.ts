import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import { addKeys, deleteKeys, generateKeys, getStockInfo, listKeys, updateStock } from "./api.ts";
import type { AddKeysRequest, GenerateKeysRequest, StockInfo, StockUpdate } from "./contract.ts";

/** The only places these keys are written; invalidations read them from here. */
const stockKey = [...queryRoot, "stock", "info"] as const;
const keysKey = [...queryRoot, "stock", "keys"] as const;

export function stockInfoQuery() {
  return queryOptions({
    queryKey: stockKey,
    queryFn: ({ signal }) => getStockInfo({ token: getToken(), signal }),
  });
}

export function keyListQuery() {
  return queryOptions({
    queryKey: keysKey,
    queryFn: ({ signal }) => listKeys({ token: getToken(), signal }),
  });
}

/** Saves counts; the cache becomes what the server saved. */
export function updateStockMutation() {
  return mutationOptions({
    mutationFn: (update: StockUpdate) => updateStock(update, { token: getToken() }),
    onSuccess: (info, _v, _r, { client }) => client.setQueryData<StockInfo>(stockKey, info),
  });
}

/** The key writes: each reloads the list afterwards. */
function keyWrite<V, R>(fn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationFn: fn,
    onSuccess: (_data: R, _v: V, _r: unknown, { client }) => client.invalidateQueries({ queryKey: keysKey }),
  });
}

export const addKeysMutation = () => keyWrite((body: AddKeysRequest) => addKeys(body, { token: getToken() }));
export const generateKeysMutation = () =>
  keyWrite((body: GenerateKeysRequest) => generateKeys(body, { token: getToken() }));
export const deleteKeysMutation = () => keyWrite((keys: string[]) => deleteKeys(keys, { token: getToken() }));
