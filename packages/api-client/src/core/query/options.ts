/** Options every read hook accepts. */
export interface QueryHookOptions {
  /** False to hold the request (e.g. until a route param is known). */
  enabled?: boolean;
}
