/** The core entry (`@boostdash/api-client`): no React, no msw, safe to import from the Node server. */
export * from "./contract/admin.ts";
export * from "./contract/auth.ts";
export * from "./contract/bot.ts";
export * from "./contract/bugs.ts";
export * from "./contract/common.ts";
export * from "./contract/customCode.ts";
export * from "./contract/dashboard.ts";
export * from "./contract/domains.ts";
export * from "./contract/orders.ts";
export * from "./contract/public.ts";
export * from "./contract/routes.ts";
export * from "./contract/settings.ts";
export * from "./contract/suggestions.ts";
export * from "./domain/validation.ts";
