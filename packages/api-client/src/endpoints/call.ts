/** Sends a contract route by name and turns the answer into parsed data or an `ApiError`. */
import { type ContractRouteName, contractRoutes, type ResponseOf } from "../contract/routes.ts";
import { parseWith, type SendArgs, sendRequest } from "./send.ts";

export { type CallOptions, parseWith, prepareBody, requireId } from "./send.ts";

/** Sends a route and returns its decoded JSON body (undefined if empty); throws ApiError unless 2xx. */
export async function send(name: ContractRouteName, args: SendArgs = {}): Promise<unknown> {
  const route = contractRoutes[name];
  return sendRequest(route.method, route.path, args);
}

/** Parses a success body with the route's schema. */
export function parseResponse<N extends ContractRouteName>(name: N, body: unknown): ResponseOf<N> {
  return parseWith(contractRoutes[name].response, body) as ResponseOf<N>;
}

export async function call<N extends ContractRouteName>(
  name: N,
  args: SendArgs = {},
): Promise<ResponseOf<N>> {
  return parseResponse(name, await send(name, args));
}
