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
  findOrder: {
    title: "Find my order",
    description:
      "Type the email address you ordered with: we will send you a link to your orders at {store}.",
    email: "Email address",
    submit: "Send me the link",
    invalidEmail: "Please enter a valid email address.",
    tooMany: "Too many requests. Please wait {wait} minutes and try again.",
    mailOff: "This store cannot send emails at the moment.",
    sentTitle: "Check your inbox",
    sent: "If this address has orders at {store}, a link to them is on its way. It works once, within 15 minutes.",
    openTitle: "Your orders",
    open: "This link works once. Show your orders now?",
    show: "Show my orders",
    expiredTitle: "This link has expired",
    expired: "A link works for 15 minutes. Ask for a new one.",
    usedTitle: "This link was already used",
    used: "A link works once. Ask for a new one.",
    again: "Ask for a new link",
    listTitle: "Your orders at {store}",
    empty: "No orders for this email address yet.",
    order: "Order",
    date: "Date",
    status: "Status",
    view: "View status",
  },
} as const;

/** A catalogue's shape: the English one's keys, any words. */
type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type PublicMessages = Words<typeof en>;
