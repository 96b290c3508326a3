/** Custom domain fixtures for stories and tests. */
import { DAY, MINUTE, mockAgo, nextId } from "../../core/mocks/fixtures.ts";
import type { Domain } from "./contract.ts";

export const MOCK_PUBLIC_HOST = "stores.boostdash.app";
/** The signed-in seller's own CNAME target under the product host (docs/decisions.md#domain-ownership). */
export const MOCK_DOMAIN_TARGET = `d4f1c07a9e2b85d3160ea.${MOCK_PUBLIC_HOST}`;
/** Another store's target: a name pointing there belongs to that store. */
export const MOCK_OTHER_TARGET = `d90be13c5a7f2d84e61b0.${MOCK_PUBLIC_HOST}`;

export function createDomain(over: Partial<Domain> = {}): Domain {
  return {
    _id: nextId("dom"),
    domain: "shop.example.com",
    status: "active",
    created_at: mockAgo(3 * DAY),
    checked_at: mockAgo(2 * MINUTE),
    last_error: null,
    ...over,
  };
}
