/** User-facing texts that more than one screen or app needs (docs/product.md quotes each on its screen). */

export const publicLoadErrors = {
  orderStatus: {
    notFound: "Order Status not found for this Guild ID.",
    http: "An error occurred while fetching the order status.",
    unexpected: "An unexpected error occurred.",
    screen:
      "We couldn't find the order with the provided Order ID. Please make sure the Order ID is correct or try again later.",
  },
  liveStock: {
    notFound: "Live stock data not found for this Guild ID.",
    http: "An error occurred while fetching the live stock data.",
    unexpected: "An unexpected error occurred.",
    screen:
      "We couldn't find live stock data for the provided Guild ID. Please check if the Guild ID is correct or try again later.",
  },
  redeemPage: {
    notFound: "Redeem page not found.",
    http: "An error occurred while fetching the redeem order.",
    unexpected: "An unexpected error occurred.",
    fallback: "Unable to fetch redeem details.",
  },
} as const;

export const errorViewTitle = "Oops! Something went wrong";

export const redeemSubmitErrors = {
  failed: "Failed to redeem. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

export const loginErrors = { failed: "Failed to login" } as const;

/** Sent to `/` with this when the current-user check fails; pages pass their own variant. */
export const signInRequired = {
  dashboard: "You need to log in to access the dashboard.",
  page: "You need to log in to access this page.",
  settings: "You need to log in to access settings.",
  bugReports: "You need to log in to access bug reports.",
} as const;

export const adminRequired = "Access denied. Admin privileges required.";

/** Store settings (Settings' Store card and the bot API share the schema and so these words). */
export const storeSettingsMessages = {
  link: (name: string) => `${name} must be a full link starting with https:// or http://`,
  color: "Embed colour must be a hex colour such as #8B5CF6",
} as const;
