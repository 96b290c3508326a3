/** How long toasts stay (docs/product.md#notifications): the toasts and their stories read these. */

/** Toasts of the dashboard and public pages close after this; the login screen's after LOGIN_TOAST_MS. */
export const APP_TOAST_MS = 5000;
/** A closing toast's exit animation (and the collapse of the gap it leaves). */
export const TOAST_CLOSE_ANIMATION_MS = 300;
export const LOGIN_TOAST_MS = 4000;
export const LOGIN_TOAST_LIMIT = 20;
