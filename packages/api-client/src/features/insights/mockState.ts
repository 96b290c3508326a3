// The insights feature's part of the mock backend's state (core/mocks/state.ts joins every feature's): a file of its
// own, below the mocks, so the store can be typed without importing the mocks that use it.

/** Trends are made from the fixtures per request: no state of their own. */
export type InsightsMockState = Record<never, never>;
