// The domains feature's part of the mock backend's state (core/mocks/state.ts joins every feature's): a file of its
// own, below the mocks, so the store can be typed without importing the mocks that use it.
import type { Domain } from "./contract.ts";

export interface DomainsMockState {
  domains: Domain[];
}
