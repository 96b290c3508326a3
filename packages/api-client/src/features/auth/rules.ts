/** Sign-in timings (docs/product.md#login). */

/** How long the login page shows its success before it opens the dashboard. */
export const LOGIN_REDIRECT_MS = 1000;
/** How often the login page retries loading a captcha widget's script. */
export const CAPTCHA_LOAD_RETRIES = 2;
