/**
 * The customer pages' words in English: the catalogue every other language follows key for key (messages.ts checks
 * the shape; i18n.test.ts checks the keys and the `{placeholders}`). The spec's exact words (docs/product.md) are
 * these; the other languages translate them.
 */
export const en = {
  common: {
    language: "Language",
    errorTitle: "Oops! Something went wrong",
    retry: "Retry",
    unexpected: "An unexpected error occurred.",
    joinServer: "Join Server",
    visitStore: "Visit Store",
    discordLink: "Discord Link",
    /** After a link's name, for screen readers. */
    newTab: "(opens in a new tab)",
    /** The seller's buttons' list (Join Server, Visit Store, Discord Link). */
    links: "Links",
  },
  stock: {
    oneMonthBoosts: "1 Month Boosts",
    threeMonthBoosts: "3 Month Boosts",
    oneMonthNitroTokens: "1 Month Nitro Tokens",
    threeMonthNitroTokens: "3 Month Nitro Tokens",
  },
  notFound: {
    title: "Page not found",
    text: "The page you're looking for doesn't exist or has been moved.",
    back: "Go Back",
  },
  orderStatus: {
    title: "Order Status",
    description: "The delivery status of your server boost order.",
    descriptionAtStore: "The delivery status of your server boost order at {store}.",
    loading: "Loading order status...",
    notFound: "Order Status not found for this Guild ID.",
    http: "An error occurred while fetching the order status.",
    screen:
      "We couldn't find the order with the provided Order ID. Please make sure the Order ID is correct or try again later.",
    delivery: "Delivery",
    pending: "Waiting for delivery",
    processing: "Delivering",
    completed: "Delivered",
    partial: "Partly delivered",
    failed: "Not delivered",
    redeemed: "Order received",
    claimed: "Delivery started",
    reported: "Delivery finished",
    waiting: "Waiting",
    timeUnknown: "Time not recorded",
    boostsDelivered: "{delivered} of {amount} boosts delivered",
    amount: "Amount",
    successfulTokens: "Successful Tokens",
    failedTokens: "Failed Tokens",
    orderId: "Order ID",
    guildId: "Guild ID",
    type: "Type",
  },
  liveStock: {
    title: "Live Stock",
    description: "Nitro tokens and server boosts in stock, updated every 10 seconds.",
    descriptionAtStore: "Nitro tokens and server boosts in stock at {store}, updated every 10 seconds.",
    loading: "Loading live stock...",
    notFound: "Live stock data not found for this Guild ID.",
    http: "An error occurred while fetching the live stock data.",
    screen:
      "We couldn't find live stock data for the provided Guild ID. Please check if the Guild ID is correct or try again later.",
    updated: "Updated every 10 seconds",
    /** The page's heading; the part in brackets is drawn in the store's colour. */
    heading: "Live [Stock]",
    oneMonth: "1 Month Stock",
    threeMonth: "3 Month Stock",
    nitroTokens: "Nitro Tokens:",
    serverBoosts: "Server Boosts:",
    outOfStock: "Out of stock",
    stale: "Couldn't refresh just now. Showing the last known stock.",
  },
  redeem: {
    title: "Redeem Your Order",
    intro: "Enter your details to proceed with the redemption.",
    description: "Redeem your order key for server boosts.",
    descriptionAtStore: "Redeem your order key for server boosts at {store}.",
    loading: "Loading redeem page...",
    redeemKey: "Redeem Key",
    redeemKeyPlaceholder: "Enter your redeem key",
    serverInvite: "Server Invite",
    email: "Email",
    showOptional: "+ Add optional details (display name, bio, avatar, banner)",
    hideOptional: "Hide",
    displayName: "Display Name",
    bio: "Bio",
    avatarUrl: "Avatar URL",
    bannerUrl: "Banner URL",
    captchaWhy: "This store has seen many wrong keys. Please complete the captcha to redeem.",
    captchaLoading: "Loading captcha...",
    captchaLoadFailed: "Captcha failed to load. Please reload the page.",
    captchaMissing: "Please complete the CAPTCHA",
    submit: "Redeem Now",
    submitting: "Redeeming...",
    help: "Can't find your redeem key? Check your email & invoice page.",
    required: "Please fill in all required fields.",
    invalidEmail: "Please enter a valid email address.",
    invalidInvite: "Please enter a valid server invite, e.g. discord.gg/abc123.",
    /** The server's known answers (redeemText.ts maps them by their English words). */
    success: "Order redeemed! Your boosts will be delivered shortly.",
    invalidKey: "Invalid or already used redeem key. Please check the key from your email or invoice page.",
    captchaRequired:
      "Too many failed redeem attempts for this store. Please complete the captcha below and try again.",
    captchaFailed: "Captcha verification failed. Please try again.",
    /** Only if the server confirms a redeem without saying anything. */
    redeemed: "Your order has been redeemed.",
    failed: "Failed to redeem. Please try again.",
    unexpected: "An unexpected error occurred. Please try again.",
    notFound: "Redeem page not found.",
    http: "An error occurred while fetching the redeem order.",
    fallback: "Unable to fetch redeem details.",
    successTitle: "Redeem Successful",
    successText: "Your order is being processed. Follow its progress on the order status page.",
    viewOrderStatus: "View Order Status",
    close: "Close",
  },
} as const;

/** A catalogue's shape: the English one's keys, any words. */
type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type PublicMessages = Words<typeof en>;
