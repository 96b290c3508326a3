/** Notifications' words that the form, the server and the mocks share. */
export const notificationMessages = {
  discordUrl: "Discord webhook must be an address like https://discord.com/api/webhooks/…",
  endpointUrl: "Endpoint must be a full https:// address",
  endpointRefused: (why: string) => `This endpoint cannot be used: ${why}`,
  /**
   * Why an endpoint whose name or address is refused cannot be used: one answer for every reason that comes from its
   * address, so saving an endpoint tells nobody what a name resolves to (docs/decisions.md#security-third-round).
   */
  endpointNotPublic: "it must be a public https:// address",
  nothingToTest: "Add a Discord webhook or an endpoint first",
  testQueued: "Test notification queued",
  saved: "Notification settings saved",
  secretRotated: "New signing secret created. Copy it now: it is shown only once.",
} as const;

/** Each event's name as Settings and the delivery log show it. */
export const eventLabels = {
  "order.created": "New order",
  "order.delivered": "Order delivered",
  "order.failed": "Order partly delivered or failed",
  "stock.low": "Stock below threshold",
  "domain.changed": "Custom domain active or failed",
  "intake.received": "Storefront purchase received",
  "intake.failed": "Storefront purchase not delivered",
  "replacement.requested": "Replacement requested",
  "replacement.decided": "Replacement approved or declined",
  test: "Test",
} as const;
