/** Trends mocks: the range asked for (`?days=`), from the fixtures. */
import { HttpResponse } from "msw";
import { routesAt } from "../../core/mocks/route.ts";
import { createEmptyTrends, createTrends } from "./fixtures.ts";
import type { InsightsMockState } from "./mockState.ts";
import { parseTrendRange } from "./rules.ts";

const rangeOf = (request: Request) => parseTrendRange(new URL(request.url).searchParams.get("days"));

export const insightsMocks = {
  seed: (): InsightsMockState => ({}),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      dashboardTrends: route("dashboardTrends", ({ request }) =>
        HttpResponse.json(createTrends(rangeOf(request))),
      ),
    };
  },
  scenarios: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      dashboardTrends: {
        empty: route("dashboardTrends", ({ request }) =>
          HttpResponse.json(createEmptyTrends(rangeOf(request))),
        ),
      },
    };
  },
};
