/** The React entry (`@boostdash/api-client/react`): query keys and TanStack Query hooks. */
export * from "./admin.ts";
export * from "./auth.ts";
export * from "./bugs.ts";
export * from "./customCode.ts";
export * from "./dashboard.ts";
export * from "./domains.ts";
export type { QueryHookOptions } from "./options.ts";
export * from "./orders.ts";
export * from "./public.ts";
export * from "./queryClient.ts";
export * from "./queryKeys.ts";
export * from "./settings.ts";
export * from "./suggestions.ts";
