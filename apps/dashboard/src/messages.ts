/** The dashboard's toast texts of spec §8 that the api-client does not already hold. */
export const settingsMessages = {
  loadFailed: "Failed to load settings",
  resetFailed: "Failed to reset access code",
  resetDone: "Access code reset successfully!",
  copied: "Access code copied to clipboard!",
  nothingToCopy: "No access code to copy",
  /** Not in the spec: the browser refused the clipboard. */
  copyFailed: "Could not copy to the clipboard",
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
