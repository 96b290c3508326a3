import { z } from "zod";
import { IsoDateSchema } from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { ANSWER_LIMITS } from "../../core/limits.ts";
import { ActorSchema } from "./trail.ts";

export const SeveritySchema = z.enum(["info", "success", "warning", "error"]);
export type Severity = z.infer<typeof SeveritySchema>;

export const LogEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  timestamp: IsoDateSchema,
  username: z.string(),
  userId: z.string(),
  /** snake_case, e.g. "access_code_reset". */
  action: z.string(),
  details: z.string(),
  severity: SeveritySchema,
  ipAddress: z.string().optional(),
  userAgent: z.string().optional(),
  /** Who did it (docs/decisions.md#sessions-and-the-trail); null when unknown (a failed login, an older entry). */
  by: ActorSchema.nullable().optional(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** The newest entries (at most `ANSWER_LIMITS.adminLogs`), and how many the log holds in all. */
export const LogsResponseSchema = z.object({
  logs: z.array(LogEntrySchema).max(ANSWER_LIMITS.adminLogs),
  total: z.number().int().nonnegative(),
});
export type LogsResponse = z.infer<typeof LogsResponseSchema>;

/** The admin calls (`contractRoutes` spreads them). */
export const adminRoutes = {
  adminLogs: {
    method: "GET",
    path: "/admin/logs",
    auth: "admin",
    permission: "platform",
    response: LogsResponseSchema,
    spec: "GET /admin/logs",
  },
} as const satisfies Record<string, ContractRoute>;
