/**
 * The root of every query key. Each feature writes its keys once, in its queries.ts `queryOptions`
 * (`[...queryRoot, "orders", "summary", q, status]`), and everything else reads them from there (`ordersSummaryQuery(query).queryKey`),
 * so invalidation and mocks never guess at string literals.
 */
export const queryRoot = ["boostdash"] as const;
