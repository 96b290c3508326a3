/**
 * A seller's server-rendered live-stock page: the ids of its two elements (its CSS and its markup), shared by the
 * server's page for it and the public app's view of it, so the 10 s refresh swaps the same elements in both.
 */
export const CUSTOM_PAGE_IDS = { css: "live-stock-css", page: "live-stock-page" } as const;

/** The one script of a custom page: its refresh (served by the server; no seller code in it). */
export const CUSTOM_PAGE_SCRIPT = "/p/live-refresh.js";
