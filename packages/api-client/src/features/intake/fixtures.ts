/** Storefront intake fixtures for stories and tests: one store with SellAuth and Sellix set up, and every outcome. */
import { HOUR, MINUTE, mockAgo } from "../../core/mocks/fixtures.ts";
import type { IntakeDelivery, IntakeMapping, IntakePlatformInfo, IntakeSettings } from "./model.ts";

/** Shaped like the server's secrets; fake. */
export const MOCK_INTAKE_SECRET = "whsec_aW50YWtlLXNlY3JldC1mb3Itc3Rvcmllcw";
/** The origin the fixtures' delivery URLs are on (the dashboard stories' public origin). */
export const MOCK_INTAKE_ORIGIN = "https://dash.example.com";

export function createIntakeMapping(over: Partial<IntakeMapping> = {}): IntakeMapping {
  return {
    platform: "sellauth",
    productId: "prod_1m_boosts",
    stock: "oneMonthBoosts.txt",
    amount: 14,
    inviteField: "Discord Invite",
    ...over,
  };
}

export function createIntakeDelivery(over: Partial<IntakeDelivery> = {}): IntakeDelivery {
  return {
    id: "in-1",
    platform: "sellauth",
    receivedAt: mockAgo(5 * MINUTE),
    productId: "prod_1m_boosts",
    invoiceId: "INV-7f3a9c21",
    result: "delivered",
    answer: "Thanks for your order! Your boosts are on their way: https://dash.example.com/status/ORD-2041",
    orderId: "ORD-2041",
    test: false,
    canRedeliver: false,
    ...over,
  };
}

const platformInfo = (over: Partial<IntakePlatformInfo> & Pick<IntakePlatformInfo, "platform">) => ({
  url: null,
  secretHint: null,
  ...over,
});

export function createIntakeSettings(over: Partial<IntakeSettings> = {}): IntakeSettings {
  return {
    platforms: [
      platformInfo({
        platform: "sellauth",
        url: `${MOCK_INTAKE_ORIGIN}/api/intake/sellauth/st_8d2kq1`,
        secretHint: "wXy4",
      }),
      platformInfo({
        platform: "sellix",
        url: `${MOCK_INTAKE_ORIGIN}/api/intake/sellix/st_8d2kq1`,
        secretHint: "Pq9z",
      }),
      platformInfo({ platform: "sellapp" }),
      platformInfo({ platform: "shoppex" }),
    ],
    mappings: [
      createIntakeMapping(),
      createIntakeMapping({ productId: "prod_3m_boosts", stock: "threeMonthBoosts.txt", amount: 14 }),
      createIntakeMapping({
        platform: "sellix",
        productId: "6630f1b2c9e4a",
        stock: "oneMonthNitroTokens.txt",
        amount: 1,
        inviteField: "Server invite",
      }),
    ],
    deliveries: [
      createIntakeDelivery(),
      createIntakeDelivery({
        id: "in-2",
        platform: "sellix",
        receivedAt: mockAgo(40 * MINUTE),
        productId: "6630f1b2c9e4a",
        invoiceId: "sx-3c9d1e",
        result: "out_of_stock",
        answer:
          "Sorry, this product is out of stock right now. The seller has been told and will deliver it soon.",
        orderId: null,
        canRedeliver: true,
      }),
      createIntakeDelivery({
        id: "in-3",
        receivedAt: mockAgo(2 * HOUR),
        productId: "prod_lifetime",
        invoiceId: "INV-0b81e442",
        result: "unmapped",
        answer: "Sorry, this product cannot be delivered automatically. The seller has been told.",
        orderId: null,
        canRedeliver: true,
      }),
      createIntakeDelivery({
        id: "in-4",
        receivedAt: mockAgo(3 * HOUR),
        invoiceId: "INV-7f3a9c21",
        result: "replayed",
      }),
      createIntakeDelivery({
        id: "in-5",
        platform: "sellix",
        receivedAt: mockAgo(5 * HOUR),
        productId: null,
        invoiceId: null,
        result: "signature_refused",
        answer: null,
        orderId: null,
      }),
    ],
    ...over,
  };
}

/** A store that set nothing up. */
export function createEmptyIntakeSettings(): IntakeSettings {
  return createIntakeSettings({
    platforms: (["sellauth", "sellix", "sellapp", "shoppex"] as const).map((platform) =>
      platformInfo({ platform }),
    ),
    mappings: [],
    deliveries: [],
  });
}
