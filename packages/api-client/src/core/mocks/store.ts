/**
 * The in-memory backend of the mock handlers: writes change what later reads return, so a story can create, vote or
 * delete and see the list change. Each feature's mocks.ts seeds its part; `resetMockStore()` (all.ts) seeds them all
 * again between stories and tests.
 */
import type { MockState } from "./state.ts";

let state: MockState | undefined;

/** The live state; handlers read and mutate it. */
export function mockStore(): MockState {
  if (!state)
    throw new Error("The mock state is seeded by core/mocks/all.ts: import it (or resetMockStore) first");
  return state;
}

/** Replaces the whole state (resetMockStore does). */
export function setMockState(next: MockState): void {
  state = next;
}
