import type { CSSProperties } from "react";

/**
 * The ALTCHA widget's colours (the login's captcha and the redeem page's): it draws with `light-dark()`, so the
 * page's dark scheme applies; these match our tokens.
 */
export const altchaDarkTheme = {
  colorScheme: "dark",
  "--altcha-color-base": "var(--color-surface-2)",
  "--altcha-color-base-content": "var(--color-fg)",
  "--altcha-color-neutral": "var(--color-border)",
  "--altcha-color-neutral-content": "var(--color-muted)",
  "--altcha-color-primary": "var(--color-primary)",
  "--altcha-color-primary-content": "var(--color-primary-fg)",
  "--altcha-color-success": "var(--color-success)",
  "--altcha-color-error": "var(--color-danger)",
  "--altcha-border-color": "var(--color-border)",
  "--altcha-border-radius": "var(--radius-md)",
  "--altcha-max-width": "100%",
} as CSSProperties;
