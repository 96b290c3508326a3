/** Storefront intake's pure rules shared by the dashboard and its mocks (docs/decisions.md#storefront-intake-screen). */

/** The storefront platforms whose dynamic deliveries boostdash answers, in the order the screen lists them. */
export const INTAKE_PLATFORMS = ["sellauth", "sellix", "sellapp", "shoppex"] as const;

/** The checkout field most sellers name for the buyer's Discord invite; a new mapping row starts with it. */
export const DEFAULT_INVITE_FIELD = "Discord Invite";

/** The most one mapped product may deliver in one purchase. */
export const MAX_MAPPED_AMOUNT = 1000;
