/**
 * Home's setup checklist, from what the server knows (docs/decisions.md, "First hour"): the bot is connected once
 * it has called the bot API with the current key, stock is in once any count is above zero, and the public links
 * have done their job once the first order has come in.
 */
import type { StoreSetup } from "@boostdash/api-client/dashboard/contract";

export interface SetupProgress {
  botConnected: boolean;
  hasStock: boolean;
  /** The first order is in: customers found the pages. */
  shared: boolean;
  /** Steps done, 0 to 3. */
  done: number;
  /** Every step done: the checklist goes away. */
  complete: boolean;
}

export const SETUP_STEPS = 3;

export function setupProgress(setup: StoreSetup, totalOrders: number): SetupProgress {
  const botConnected = setup.botLastSeenAt !== null;
  const hasStock = setup.stockTotal > 0;
  const shared = totalOrders > 0;
  const done = [botConnected, hasStock, shared].filter(Boolean).length;
  return { botConnected, hasStock, shared, done, complete: done === SETUP_STEPS };
}
