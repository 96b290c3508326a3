import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import { getTrends } from "./api.ts";
import type { TrendRange } from "./rules.ts";

/** One range's trends; switching range keeps the last chart on screen until the next one arrives. */
export function trendsQuery(range: TrendRange) {
  return queryOptions({
    queryKey: [...queryRoot, "insights", "trends", range] as const,
    queryFn: ({ signal }) => getTrends(range, { token: getToken(), signal }),
    placeholderData: keepPreviousData,
  });
}
