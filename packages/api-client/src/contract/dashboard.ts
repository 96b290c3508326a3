import { z } from "zod";
import { CountSchema, IsoDateSchema } from "./common.ts";

export const ActivityItemSchema = z.object({
  action: z.string(),
  details: z.string(),
  /** When it happened (ISO 8601); the screen formats it with a `now`. */
  time: IsoDateSchema,
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const DashboardDataSchema = z.object({
  totalOrders: CountSchema,
  /** Orders in the last hour. */
  newOrders: CountSchema,
  /** Boosts in the last 24 hours. */
  boostsL24: CountSchema,
  /** Newest first. */
  recentActivity: z.array(ActivityItemSchema),
});
export type DashboardData = z.infer<typeof DashboardDataSchema>;
