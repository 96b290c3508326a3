/** Custom domain fixtures for stories and tests. */
import { DAY, MINUTE, mockAgo, nextId } from "../../core/mocks/fixtures.ts";
import type { Domain } from "./contract.ts";

export const MOCK_PUBLIC_HOST = "stores.boostdash.app";

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
