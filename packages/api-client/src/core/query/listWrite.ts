import { mutationOptions, type QueryKey } from "@tanstack/react-query";
import { getToken } from "../token.ts";

/**
 * A write whose success reloads a list (docs/product.md#calls: 'list reloaded'): the endpoint gets the stored token, and the
 * list under `listKey` is invalidated once the server has answered.
 */
export function listWrite<V, R>(listKey: QueryKey, fn: (variables: V, token: string | null) => Promise<R>) {
  return mutationOptions({
    mutationFn: (variables: V) => fn(variables, getToken()),
    onSuccess: (_data, _variables, _result, { client }) => client.invalidateQueries({ queryKey: listKey }),
  });
}
