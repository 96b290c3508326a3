/** Stock & Keys mocks: the redeem page's captcha challenge. */
import { HttpResponse } from "msw";
import { routesAt } from "../../core/mocks/route.ts";

// biome-ignore lint/complexity/noBannedTypes: the feature keeps no mock state of its own yet
export type StockMockState = {};

export const stockMocks = {
  seed: (): StockMockState => ({}),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      redeemChallenge: route("redeemChallenge", () =>
        HttpResponse.json({
          algorithm: "SHA-256",
          challenge: "0".repeat(64),
          maxnumber: 1000,
          salt: "mock-salt",
          signature: "mock-signature",
        }),
      ),
    };
  },
  scenarios: (_baseUrl: string) => ({}),
};
