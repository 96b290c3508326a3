/**
 * A StatCard `className` for a row of three or four cards that must fit a phone: tighter padding, a smaller
 * figure, no icon below the `sm` breakpoint (used by the Suggestions and Bug Reports summaries).
 */
export const compactStat =
  "p-3 sm:p-5 [&_[data-slot=stat-value]]:text-2xl sm:[&_[data-slot=stat-value]]:text-3xl [&_span[aria-hidden=true]]:hidden sm:[&_span[aria-hidden=true]]:inline-flex";
