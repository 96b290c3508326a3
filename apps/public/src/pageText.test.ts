import { ApiError } from "@boostdash/api-client/core/apiError";
import { de } from "@boostdash/api-client/public/i18n/de";
import { en, type PublicMessages } from "@boostdash/api-client/public/i18n/en";
import { publicLoadErrors } from "@boostdash/api-client/public/texts";
import { describe, expect, it } from "vitest";
import { redeemErrorMessage } from "./pages/redeemText.ts";
import { headText, loadErrorMessage, pageTitle } from "./pageText.ts";

/** A page's load failures in a catalogue, as the pages pass them. */
const failures = (m: PublicMessages, page: "orderStatus" | "liveStock") => ({
  ...m[page],
  unexpected: m.common.unexpected,
});

describe("loadErrorMessage", () => {
  it("maps 404, other HTTP errors and the rest to docs/product.md#public-pages texts per page", () => {
    const notFound = new ApiError(404, "Not found", "http", { message: "Not found" });
    const server = new ApiError(500, "Boom", "http", { message: "Boom" });
    const network = new ApiError(0, "Failed to fetch", "network");
    expect(loadErrorMessage(failures(en, "orderStatus"), notFound)).toBe(
      "Order Status not found for this Guild ID.",
    );
    expect(loadErrorMessage(failures(en, "orderStatus"), server)).toBe(
      "An error occurred while fetching the order status.",
    );
    expect(loadErrorMessage(failures(en, "orderStatus"), network)).toBe("An unexpected error occurred.");
    expect(loadErrorMessage(failures(en, "liveStock"), notFound)).toBe(
      "Live stock data not found for this Guild ID.",
    );
    expect(loadErrorMessage(failures(en, "liveStock"), server)).toBe(
      "An error occurred while fetching the live stock data.",
    );
    expect(loadErrorMessage(publicLoadErrors.redeemPage, notFound)).toBe("Redeem page not found.");
    expect(loadErrorMessage(publicLoadErrors.redeemPage, server)).toBe(
      "An error occurred while fetching the redeem order.",
    );
    expect(loadErrorMessage(publicLoadErrors.redeemPage, new TypeError("x"))).toBe(
      "An unexpected error occurred.",
    );
  });
});

describe("redeemErrorMessage", () => {
  it("shows the server's message on an HTTP error, else the docs/product.md#redeem fallback", () => {
    const withMessage = new ApiError(400, "This redeem key has already been used.", "http", {
      message: "This redeem key has already been used.",
    });
    expect(redeemErrorMessage(withMessage, en.redeem)).toBe("This redeem key has already been used.");
    expect(
      redeemErrorMessage(new ApiError(502, "Server returned status 502", "http", "<html>"), en.redeem),
    ).toBe("Failed to redeem. Please try again.");
  });
  it("says 'unexpected' for anything that is not an HTTP answer", () => {
    expect(redeemErrorMessage(new ApiError(0, "Failed to fetch", "network"), en.redeem)).toBe(
      "An unexpected error occurred. Please try again.",
    );
    expect(redeemErrorMessage(new Error("x"), en.redeem)).toBe(
      "An unexpected error occurred. Please try again.",
    );
  });
  it("passes the client's own docs/product.md#redeem refusal through", () => {
    expect(
      redeemErrorMessage(new ApiError(400, "Please enter a valid email address.", "input"), en.redeem),
    ).toBe("Please enter a valid email address.");
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
    expect(headText(en.liveStock).description("Nova Boosts")).toBe(
      "Nitro tokens and server boosts in stock at Nova Boosts, updated every 10 seconds.",
    );
    expect(headText(en.orderStatus).description("  ")).toBe(
      "The delivery status of your server boost order.",
    );
    expect(headText(de.orderStatus).description("Nova Boosts")).toBe(
      "Der Lieferstatus deiner Serverboost-Bestellung bei Nova Boosts.",
    );
    expect(loadErrorMessage(failures(de, "orderStatus"), new ApiError(0, "Failed to fetch", "network"))).toBe(
      "Ein unerwarteter Fehler ist aufgetreten.",
    );
    expect(headText(en.redeem).description(undefined)).toBe("Redeem your order key for server boosts.");
  });
});
