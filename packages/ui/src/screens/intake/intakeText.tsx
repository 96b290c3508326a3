/** The Storefronts screen's words (docs/decisions.md#storefront-intake-screen): its states, its cards and its toasts. */
import type {
  IntakeDelivery,
  IntakeDeliveryResult,
  IntakePlatform,
} from "@boostdash/api-client/intake/model";
import {
  CircleCheck,
  CircleHelp,
  KeyRound,
  type LucideIcon,
  PackageX,
  Repeat,
  ShieldX,
  TriangleAlert,
  Unplug,
} from "lucide-react";
import type { ScreenStatusTexts } from "../../feedback/ScreenStatus";
import type { BadgeTone } from "../../primitives/Badge";

const loadFailed = "Failed to load storefronts";

export const intakeStatusTexts = {
  loading: "Loading storefronts...",
  error: {
    icon: <Unplug />,
    title: loadFailed,
    description: "Your storefront settings could not be loaded. Check your connection and try again.",
  },
} satisfies ScreenStatusTexts;

export const intakeText = {
  title: "Storefronts",
  subtitle: "Orders paid on SellAuth, Sellix, Sell.app or Shoppex, delivered by boostdash",
  notSetUpTitle: "No storefront connected yet",
  notSetUpDescription:
    "Set up the platform you sell on: paste its delivery URL and secret into your storefront, then map your products below.",
  platformsDescription: "Where each storefront sends its paid orders",
  where: "Paste it as the dynamic delivery URL of every product you map below",
  connected: "Connected",
  notSetUp: "Not set up",
  deliveryUrl: "Delivery URL",
  secret: "Secret",
  secretHint: "Only its last four characters are kept on show",
  rotate: "Rotate secret",
  rotating: "Rotating...",
  settingUp: "Setting up...",
  copyItNow: "Copy it now: it is shown only once.",
  rotateConfirm: "Yes, Rotate Secret",
  mappingTitle: "Product mapping",
  mappingDescription: "What each storefront product delivers: its stock and how many boosts",
  noMappings: "No products mapped yet",
  noMappingsHint: "A purchase of a product that is not mapped is refused and shows in the inbound log.",
  addProduct: "Add product",
  saveMapping: "Save mapping",
  saving: "Saving...",
  unsaved: "Unsaved changes",
  saved: "All changes saved",
  notSaved: "Product mapping not saved",
  testTitle: "Send a test delivery",
  testDescription:
    "A signed sample purchase of a mapped product runs through the whole intake: the signature, the mapping, your stock and the answer your customer would see",
  testButton: "Send a test delivery",
  testBusy: "Sending test...",
  testNeedsPlatform: "Set up a platform and map a product first",
  logTitle: "Inbound log",
  logDescription: "Every delivery your storefronts asked for, newest first",
  noDeliveries: "No deliveries yet",
  noDeliveriesHint: "Each purchase a storefront sends shows here with the answer it got",
  deliverAgain: "Deliver again",
  delivering: "Delivering...",
  testBadge: "Test",
} as const;

/** The toasts of the Storefronts page. */
export const intakePageMessages = {
  loadFailed,
  setUpFailed: "Failed to set up the storefront",
  rotateFailed: "Failed to rotate the secret",
  saveFailed: "Failed to save the product mapping",
  testFailed: "Failed to send the test delivery",
  redeliverFailed: "Failed to deliver again",
  urlCopied: "Delivery URL copied to clipboard!",
  secretCopied: "Secret copied to clipboard!",
  copyFailed: "Could not copy to the clipboard",
} as const;

const platformLabels: Record<IntakePlatform, string> = {
  sellauth: "SellAuth",
  sellix: "Sellix",
  sellapp: "Sell.app",
  shoppex: "Shoppex",
};

export function platformLabel(platform: IntakePlatform): string {
  return platformLabels[platform];
}

/** The rotation's question for one platform. */
export function rotateWords(label: string) {
  return {
    title: `Rotate the ${label} secret?`,
    description: `The current secret stops working at once: ${label}'s deliveries are refused until you paste the new one into ${label}.`,
  };
}

export interface ResultWords {
  label: string;
  tone: BadgeTone;
  icon: LucideIcon;
  /** One line on what happened, under the badge. */
  detail: (d: IntakeDelivery) => string;
}

/** Each outcome of a delivery as the log and the test show it: its badge and a line on what happened. */
const results: Record<IntakeDeliveryResult, ResultWords> = {
  delivered: {
    label: "Delivered",
    tone: "success",
    icon: CircleCheck,
    detail: (d) =>
      d.orderId
        ? `Order ${d.orderId} created from the buyer's invite`
        : "Order created from the buyer's invite",
  },
  key_sent: {
    label: "Key sent",
    tone: "success",
    icon: KeyRound,
    detail: () => "No valid invite in the purchase: a redeem key was sent instead",
  },
  unmapped: {
    label: "Product not mapped",
    tone: "warning",
    icon: CircleHelp,
    detail: () => "Nothing was delivered: map this product, then deliver again",
  },
  signature_refused: {
    label: "Signature refused",
    tone: "danger",
    icon: ShieldX,
    detail: () => "The signature did not match the secret: check the secret pasted into the storefront",
  },
  replayed: {
    label: "Retry replayed",
    tone: "neutral",
    icon: Repeat,
    detail: () =>
      "The storefront sent this delivery again: it got the first answer, nothing was delivered twice",
  },
  out_of_stock: {
    label: "Out of stock",
    tone: "danger",
    icon: PackageX,
    detail: () => "Not enough stock: add stock, then deliver again",
  },
  failed: {
    label: "Failed",
    tone: "danger",
    icon: TriangleAlert,
    detail: (d) => d.error ?? "The delivery could not be completed",
  },
};

export function resultOf(result: IntakeDeliveryResult): ResultWords {
  return results[result];
}
