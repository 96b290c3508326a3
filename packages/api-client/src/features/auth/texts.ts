/** Sign-in texts the login screen, the dashboard app, the mocks and the server share (docs/product.md#login). */

export const loginMessages = {
  captcha: "Please complete the CAPTCHA",
  accessCode: "Please enter your access code",
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
