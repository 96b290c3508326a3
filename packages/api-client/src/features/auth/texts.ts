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

/**
 * The answers of the team's ways in: passkeys, authenticator codes, recovery codes and the owner's second factor
 * (docs/product.md#team). A refused sign-in never says which part was wrong beyond what the person typed.
 */
export const signInMessages = {
  success: "Login successful",
  secondFactorNeeded: "Second factor needed",
  secondFactorExpired: "This sign-in took too long. Enter your access code again.",
  passkeyExpired: "This passkey request expired. Please try again.",
  passkeyUnknown: "This passkey is not registered with any store here.",
  passkeyFailed: "This passkey could not be verified. Please try again.",
  totpInvalid: "Invalid sign-in ID or authenticator code",
  totpReused: "This authenticator code was already used. Wait for the next one.",
  recoveryInvalid: "Invalid sign-in ID or recovery code",
  codeFormat: "Enter the 6-digit code from your authenticator app",
  recoveryFormat: "Enter one of your recovery codes",
  signInIdFormat: "Enter your sign-in ID",
  accessCodeAloneRefused: "Your access code is right, but this store needs your second factor too.",
} as const;
