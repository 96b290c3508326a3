/** The customer pages' texts that the screens, the public app and the contract share (docs/product.md#public-pages). */

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

export const redeemSubmitErrors = {
  failed: "Failed to redeem. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

export const redeemMessages = {
  required: "Please fill in all required fields.",
  email: "Please enter a valid email address.",
  /** Not in docs/product.md#redeem: an invite that is not an invite would use up the key for nothing. */
  invite: "Please enter a valid server invite, e.g. discord.gg/abc123.",
} as const;
