/** Business constants (docs/product.md#limits), in one place so the screens and the server agree. */

import type { BugSeverity } from "../contract/bugs.ts";

export const BOOSTS_PER_TOKEN = 2;
export const LIVE_STOCK_POLL_MS = 10_000;
export const LOGIN_REDIRECT_MS = 1000;
/** Custom domains a seller may add. */
export const MAX_DOMAINS = 1;
/** Activity items carrying a 'New' badge on the dashboard home. */
export const NEW_ACTIVITY_BADGES = 2;
/** Toasts of the dashboard and public pages close after this; the login screen's after LOGIN_TOAST_MS. */
export const APP_TOAST_MS = 5000;
/** A closing toast's exit animation (and the collapse of the gap it leaves). */
export const TOAST_CLOSE_ANIMATION_MS = 300;
export const LOGIN_TOAST_MS = 4000;
export const LOGIN_TOAST_LIMIT = 20;
export const CAPTCHA_LOAD_RETRIES = 2;
export const MASKED_ACCESS_CODE = "\u2022".repeat(12);
export const DISCORD_INVITE_PREFIX = "https://discord.gg/";
/** How many order.json files the Orders page loads at once. */
export const ORDER_FETCH_CONCURRENCY = 8;
/** A new bug report's severity until the reporter picks one. */
export const DEFAULT_BUG_SEVERITY: BugSeverity = "medium";
/** Locale for numbers and dates unless a caller passes one: fixed so screenshots are stable. */
export const DEFAULT_LOCALE = "en-US";
