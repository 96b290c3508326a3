// The public feature's part of the mock backend's state (core/mocks/state.ts joins every feature's): a file of its
// own, below the mocks, so the store can be typed without importing the mocks that use it.
import type { LiveStock, RedeemPageConfig } from "./contract.ts";

export interface PublicMockState {
  liveStock: LiveStock;
  redeemPage: RedeemPageConfig;
}
