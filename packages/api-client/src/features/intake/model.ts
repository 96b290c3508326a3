/**
 * The shapes the Storefronts screen reads. Provisional: the feature's contract (contract.ts, with the server's
 * routes) was not written when the screen was built; once it is, these become re-exports of its types.
 */
import type { INTAKE_PLATFORMS } from "./rules.ts";

export type IntakePlatform = (typeof INTAKE_PLATFORMS)[number];

/** One platform of the store: its delivery URL and the secret's last four characters, both null until set up. */
export interface IntakePlatformInfo {
  platform: IntakePlatform;
  url: string | null;
  secretHint: string | null;
}

/** A storefront product (or variant) id mapped to a stock and an amount, and its checkout field holding the invite. */
export interface IntakeMapping {
  platform: IntakePlatform;
  productId: string;
  stock: string;
  amount: number;
  inviteField: string;
}

export type IntakeDeliveryResult =
  | "delivered"
  | "key_sent"
  | "unmapped"
  | "signature_refused"
  | "replayed"
  | "out_of_stock"
  | "failed";

/** One delivery a storefront asked for, with what came of it and the text sent back. */
export interface IntakeDelivery {
  id: string;
  platform: IntakePlatform;
  receivedAt: string;
  /** Null when the body could not be trusted (a refused signature). */
  productId: string | null;
  invoiceId: string | null;
  result: IntakeDeliveryResult;
  /** The text the storefront showed the customer; null when none was sent. */
  answer: string | null;
  orderId: string | null;
  /** A test delivery of the screen's 'Send a test delivery'. */
  test: boolean;
  /** Failed for a reason the seller can fix (mapping, stock): 'Deliver again' is offered. */
  canRedeliver: boolean;
  error?: string | null;
}

export interface IntakeSettings {
  platforms: IntakePlatformInfo[];
  mappings: IntakeMapping[];
  /** The newest deliveries, newest first. */
  deliveries: IntakeDelivery[];
}
