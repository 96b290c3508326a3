import { z } from "zod";
import { ANSWER_LIMITS } from "../domain/limits.ts";
import { IsoDateSchema } from "./common.ts";

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
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** The newest entries (at most `ANSWER_LIMITS.adminLogs`), and how many the log holds in all. */
export const LogsResponseSchema = z.object({
  logs: z.array(LogEntrySchema).max(ANSWER_LIMITS.adminLogs),
  total: z.number().int().nonnegative(),
});
export type LogsResponse = z.infer<typeof LogsResponseSchema>;
