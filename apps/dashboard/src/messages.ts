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

/** Custom Domain (spec §8 'Domains'); the add and validation texts live in the api-client. */
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

/** Edit Live Stock Page (spec §8 'Custom code'). */
export const customCodeMessages = {
  saved: "Custom code saved successfully!",
  saveFailed: "Failed to save custom code",
  saveError: "An error occurred while saving",
  reset: "Code reset to default",
} as const;
