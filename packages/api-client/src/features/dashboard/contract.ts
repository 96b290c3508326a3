import { z } from "zod";
import { CountSchema, IdSchema, IsoDateSchema } from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { dashboardPaths } from "./paths.ts";

export const ActivityItemSchema = z.object({
  action: z.string(),
  details: z.string(),
  /** When it happened (ISO 8601); the screen formats it with a `now`. */
  time: IsoDateSchema,
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

/** What Home's setup checklist needs to know (not in docs/product.md#calls; docs/decisions.md#first-hour). */
export const StoreSetupSchema = z.object({
  /** The bot's last call with the current key (ISO 8601); null: the bot has not connected yet. */
  botLastSeenAt: IsoDateSchema.nullable(),
  /** The four stock counts added up. */
  stockTotal: z.number().int().nonnegative(),
  /** For the public links (live stock, redeem). */
  guildId: IdSchema,
});
export type StoreSetup = z.infer<typeof StoreSetupSchema>;

export const DashboardDataSchema = z.object({
  totalOrders: CountSchema,
  /** Orders in the last hour. */
  newOrders: CountSchema,
  /** Boosts in the last 24 hours. */
  boostsL24: CountSchema,
  /** Newest first. */
  recentActivity: z.array(ActivityItemSchema),
  /** Absent when unknown (e.g. the call failed and the page shows zeros): no checklist then. */
  setup: StoreSetupSchema.optional(),
  /**
   * Replacement requests waiting for a decision (Home's line, docs/decisions.md#replacements-the-sellers-screens);
   * only for a person whose role handles replacements, absent for anyone else.
   */
  openReplacements: CountSchema.optional(),
});
export type DashboardData = z.infer<typeof DashboardDataSchema>;

/** The dashboard calls (`contractRoutes` spreads them). */
export const dashboardRoutes = {
  dashboardData: { ...dashboardPaths.dashboardData, response: DashboardDataSchema },
} as const satisfies Record<string, ContractRoute>;
