import { ApiError } from "@boostdash/api-client/core/apiError";
import { describe, expect, it } from "vitest";
import { liveStockText } from "./pages/liveStockText.ts";
import { orderStatusText } from "./pages/orderStatusText.ts";
import { redeemErrorMessage, redeemText } from "./pages/redeemText.ts";
import { loadErrorMessage, pageTitle } from "./pageText.ts";

describe("loadErrorMessage", () => {
  it("maps 404, other HTTP errors and the rest to docs/product.md#public-pages texts per page", () => {
    const notFound = new ApiError(404, "Not found", "http", { message: "Not found" });
    const server = new ApiError(500, "Boom", "http", { message: "Boom" });
    const network = new ApiError(0, "Failed to fetch", "network");
    expect(loadErrorMessage("orderStatus", notFound)).toBe("Order Status not found for this Guild ID.");
    expect(loadErrorMessage("orderStatus", server)).toBe(
      "An error occurred while fetching the order status.",
    );
    expect(loadErrorMessage("orderStatus", network)).toBe("An unexpected error occurred.");
    expect(loadErrorMessage("liveStock", notFound)).toBe("Live stock data not found for this Guild ID.");
    expect(loadErrorMessage("liveStock", server)).toBe(
      "An error occurred while fetching the live stock data.",
    );
    expect(loadErrorMessage("redeemPage", notFound)).toBe("Redeem page not found.");
    expect(loadErrorMessage("redeemPage", server)).toBe("An error occurred while fetching the redeem order.");
    expect(loadErrorMessage("redeemPage", new TypeError("x"))).toBe("An unexpected error occurred.");
  });
});

describe("redeemErrorMessage", () => {
  it("shows the server's message on an HTTP error, else the docs/product.md#redeem fallback", () => {
    const withMessage = new ApiError(400, "This redeem key has already been used.", "http", {
      message: "This redeem key has already been used.",
    });
    expect(redeemErrorMessage(withMessage)).toBe("This redeem key has already been used.");
    expect(redeemErrorMessage(new ApiError(502, "Server returned status 502", "http", "<html>"))).toBe(
      "Failed to redeem. Please try again.",
    );
  });
  it("says 'unexpected' for anything that is not an HTTP answer", () => {
    expect(redeemErrorMessage(new ApiError(0, "Failed to fetch", "network"))).toBe(
      "An unexpected error occurred. Please try again.",
    );
    expect(redeemErrorMessage(new Error("x"))).toBe("An unexpected error occurred. Please try again.");
  });
  it("passes the client's own docs/product.md#redeem refusal through", () => {
    expect(redeemErrorMessage(new ApiError(400, "Please enter a valid email address.", "input"))).toBe(
      "Please enter a valid email address.",
    );
  });
});

describe("pageTitle", () => {
  it("names the page, then the store when known", () => {
    expect(pageTitle("Live Stock", "Nova Boosts")).toBe("Live Stock · Nova Boosts");
    expect(pageTitle("Live Stock", " ")).toBe("Live Stock");
    expect(pageTitle("Order Status", undefined)).toBe("Order Status");
  });
});

describe("each page's description", () => {
  it("describes each page and names the store when it is known", () => {
    expect(liveStockText.description("Nova Boosts")).toBe(
      "Nitro tokens and server boosts in stock at Nova Boosts, updated every 10 seconds.",
    );
    expect(orderStatusText.description("  ")).toBe("The delivery status of your server boost order.");
    expect(redeemText.description(undefined)).toBe("Redeem your order key for server boosts.");
  });
});
