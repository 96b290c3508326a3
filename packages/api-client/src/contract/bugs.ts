import { z } from "zod";
import { bugMessages } from "../domain/validation.ts";
import { EpochSecondsSchema, IdSchema } from "./common.ts";

export const BugSeveritySchema = z.enum(["low", "medium", "high", "critical"]);
export type BugSeverity = z.infer<typeof BugSeveritySchema>;

export const BugStatusSchema = z.enum(["open", "investigating", "fixed", "closed"]);
export type BugStatus = z.infer<typeof BugStatusSchema>;

export const BugReportSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  steps: z.string().optional(),
  expectedBehavior: z.string().optional(),
  actualBehavior: z.string().optional(),
  severity: BugSeveritySchema,
  status: BugStatusSchema,
  author: z.string(),
  /** Seconds since the epoch: multiply by 1000 for a Date. */
  createdAt: EpochSecondsSchema,
});
export type BugReport = z.infer<typeof BugReportSchema>;

export const BugsListSchema = z.object({ bugs: z.array(BugReportSchema) });
export type BugsList = z.infer<typeof BugsListSchema>;

const requiredText = z.string().trim().min(1, bugMessages.required);
const optionalText = z.string().trim().optional();

export const CreateBugRequestSchema = z.object({
  title: requiredText,
  description: requiredText,
  steps: optionalText,
  expectedBehavior: optionalText,
  actualBehavior: optionalText,
  severity: BugSeveritySchema.default("medium"),
});
export type CreateBugRequest = z.infer<typeof CreateBugRequestSchema>;
/** What a caller may send: severity may be left out (defaults to medium). */
export type CreateBugInput = z.input<typeof CreateBugRequestSchema>;
