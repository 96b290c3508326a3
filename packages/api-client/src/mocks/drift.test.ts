/**
 * Proves the mocks are typed by the contract: each `@ts-expect-error` below must stay an error, so if
 * the typing loosened, `npm run typecheck` would fail on the unused directive.
 */
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createLiveStock } from "./fixtures.ts";
import { errorResponse, mockRoute } from "./route.ts";

const countAsText = { ...createLiveStock(), oneMonthNitroTokens: "12" };
const rawTokens = {
  orderId: "1",
  guildId: "2",
  amount: 2,
  stock: "a.txt",
  successfulTokens: ["token"],
  failedTokens: 0,
};
const renamedField = { orders: [], folderDates: {} };

describe("mock typing", () => {
  it("rejects a drifted success body at compile time", () => {
    const handlers = [
      mockRoute("liveStock", () =>
        // @ts-expect-error a count sent as a string is a drift from LiveStock
        HttpResponse.json(countAsText),
      ),
      mockRoute("publicOrderStatus", () =>
        // @ts-expect-error public token fields are counts, never the raw token lists
        HttpResponse.json(rawTokens),
      ),
      mockRoute("listOrders", () =>
        // @ts-expect-error the orders list has `folders`, not `orders`
        HttpResponse.json(renamedField),
      ),
      // Errors are allowed in any route, through errorResponse.
      mockRoute("liveStock", () =>
        errorResponse(404, { message: "Live stock data not found for this Guild ID." }),
      ),
    ];
    expect(handlers).toHaveLength(4);
  });
});
