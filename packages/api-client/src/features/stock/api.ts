import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import type {
  AddKeysRequest,
  AddKeysResponse,
  DeleteKeysResponse,
  GenerateKeysRequest,
  GenerateKeysResponse,
  RedeemKeyList,
  StockInfo,
  StockUpdate,
} from "./contract.ts";

/** `GET /api/stock`: the four counts and who last changed each. */
export function getStockInfo(options: CallOptions): Promise<StockInfo> {
  return request(routes.stockInfo, options);
}

/** `PUT /api/stock`: the seller sets counts (logged, marked as the seller's). */
export function updateStock(update: StockUpdate, options: CallOptions): Promise<StockInfo> {
  return request(routes.updateStock, { ...options, data: update });
}

/** `GET /api/stock/keys`: every key of the store, newest first. */
export function listKeys(options: CallOptions): Promise<RedeemKeyList> {
  return request(routes.listKeys, options);
}

/** `POST /api/stock/keys`: all of them or none. */
export function addKeys(body: AddKeysRequest, options: CallOptions): Promise<AddKeysResponse> {
  return request(routes.addKeys, { ...options, data: body });
}

/** `POST /api/stock/keys/generate`: the new keys, this once. */
export function generateKeys(body: GenerateKeysRequest, options: CallOptions): Promise<GenerateKeysResponse> {
  return request(routes.generateKeys, { ...options, data: body });
}

/** `POST /api/stock/keys/delete`: unused keys only. */
export function deleteKeys(keys: string[], options: CallOptions): Promise<DeleteKeysResponse> {
  return request(routes.deleteKeys, { ...options, data: { keys } });
}
