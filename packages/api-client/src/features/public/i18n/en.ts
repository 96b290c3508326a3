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
  /**
   * Replacements under warranty on the order status page (docs/decisions.md#replacements-the-customers-screens).
   * The server's refusals (a 400 or 409 after sending) stay in English: they come from the server.
   */
  replacement: {
    heading: "Warranty",
    /** {days} and {share} are written by Intl in the page's language ("15 days", "100%"). */
    policy: "{days} from delivery, up to {share} of the order replaced.",
    approvalSeller: "The seller approves each request.",
    approvalBot: "Requests are checked and re-delivered automatically.",
    until: "Covered until {date}",
    ended: "Ended on {date}",
    open: "Boosts dropped? Request a replacement",
    noWarranty: "This order has no warranty: replacements are not offered for it.",
    unfinished: "A replacement can be requested once this order is delivered.",
    failed: "This order was not delivered, so there is nothing to replace. Please contact the seller.",
    windowClosed: "The warranty for this order has ended.",
    nothingLeft: "Every boost this order may have replaced has been replaced already.",
    replacement: "This order is a replacement itself. Please request from the original order's page.",
    original: "Original order #{orderId}",
    waiting: "Your request is with the seller. This page updates by itself.",
    formTitle: "Request a replacement",
    missing: "Boosts missing",
    missingHint: "From 1 to {max}",
    missingInvalid: "Enter a whole number from 1 to {max}.",
    note: "Note (optional)",
    noteTooLong: "The note can be at most {max} characters.",
    captcha: "Please complete the captcha to send your request.",
    captchaMissing: "Please complete the captcha.",
    submit: "Send request",
    sending: "Sending...",
    cancel: "Cancel",
    requested: "Replacement requested",
    approved: "Replacement approved",
    delivering: "Replacement being delivered",
    delivered: "Replacement delivered",
    declined: "Replacement declined",
    askedFor: "Boosts missing: {amount}",
    approvedFor: "Boosts to replace: {amount}",
    reason: "Seller's reason: {reason}",
    order: "Replacement order #{orderId}",
  },
} as const;

/** A catalogue's shape: the English one's keys, any words. */
type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type PublicMessages = Words<typeof en>;
