/** The dashboard's toast texts that the api-client does not already hold (docs/product.md quotes each on its screen). */
export const settingsMessages = {
  loadFailed: "Failed to load settings",
  resetFailed: "Failed to reset access code",
  resetDone: "Access code reset successfully!",
  copied: "Access code copied to clipboard!",
  nothingToCopy: "No access code to copy",
  /** Not in the spec: the browser refused the clipboard. */
  copyFailed: "Could not copy to the clipboard",
  /** Bot Key and Store cards (issue 13). */
  botKeyRotated: "Bot key rotated: copy the new key into your bot now",
  botKeyRotateFailed: "Failed to rotate the bot key",
  botKeyCopied: "Bot key copied to clipboard!",
  storeSaved: "Store settings saved successfully!",
  storeSaveFailed: "Failed to save store settings",
} as const;

export const logsMessages = {
  loadFailed: "Failed to fetch logs",
  refreshFailed: "Failed to refresh logs",
  refreshed: "Logs refreshed successfully",
} as const;

export const ordersMessages = {
  loadFailed: "Failed to fetch orders",
  /** Not in the spec: a shared `?order=` link to an order this seller does not have. */
  notFound: "That order was not found",
  copied: "Copied to clipboard!",
  copyFailed: "Could not copy to the clipboard",
  exported: (count: number, filename: string) =>
    `Exported ${count.toLocaleString("en-US")} ${count === 1 ? "order" : "orders"} to ${filename}`,
} as const;

export const suggestionMessages = {
  loadFailed: "Failed to load suggestions",
  voteFailed: "Failed to vote on suggestion",
  voteAdded: "Vote added!",
  /** Not in the spec: a second click on one's own vote withdraws it (docs/decisions.md). */
  voteRemoved: "Vote removed",
  createFailed: "Failed to create suggestion",
  created: "Suggestion created successfully!",
  deleteFailed: "Failed to delete suggestion",
  deleted: "Suggestion deleted successfully!",
  implementFailed: "Failed to mark suggestion as implemented",
  implemented: "Suggestion marked as implemented!",
} as const;

export const bugMessages = {
  loadFailed: "Failed to load bug reports",
  createFailed: "Failed to create bug report",
  created: "Bug report created successfully!",
  deleteFailed: "Failed to delete bug report",
  deleted: "Bug report deleted successfully!",
  fixFailed: "Failed to mark bug as fixed",
  fixed: "Bug marked as fixed!",
} as const;

/** Custom Domain (docs/product.md#custom-domain); the add and validation texts live in the api-client. */
export const domainPageMessages = {
  added: "Domain added successfully! Refreshing page...",
  addFailed: "Failed to add domain",
  removed: "Domain removed successfully!",
  removeFailed: "Failed to remove domain",
  copied: "Copied to clipboard!",
  active: "Domain is active and working correctly!",
  /** Not in the spec: the list did not load, or a check failed without a message of the server's. */
  loadFailed: "Failed to load domains",
  checkFailed: "Failed to check domain",
  copyFailed: "Could not copy to the clipboard",
} as const;

/** Edit Live Stock Page (docs/product.md#live-stock-editor). */
export const customCodeMessages = {
  saved: "Custom code saved successfully!",
  saveFailed: "Failed to save custom code",
  saveError: "An error occurred while saving",
  reset: "Code reset to default",
} as const;

/** Home's setup checklist (issue 13). */
export const homeMessages = {
  linkCopied: "Link copied to clipboard!",
  copyFailed: "Could not copy to the clipboard",
} as const;
