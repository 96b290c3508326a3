import { z } from "zod";
import {
  ApiMessageSchema,
  boundedText,
  EpochSecondsSchema,
  IdParamsSchema,
  IdSchema,
} from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { ANSWER_LIMITS, LIMITS } from "../../core/limits.ts";
import { bugMessages } from "./texts.ts";

export const BugSeveritySchema = z.enum(["low", "medium", "high", "critical"]);
export type BugSeverity = z.infer<typeof BugSeveritySchema>;

/** A new bug report's severity until the reporter picks one. */
export const DEFAULT_BUG_SEVERITY: BugSeverity = "medium";

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

/** The newest bug reports, at most `ANSWER_LIMITS.bugs`. */
export const BugsListSchema = z.object({ bugs: z.array(BugReportSchema).max(ANSWER_LIMITS.bugs) });
export type BugsList = z.infer<typeof BugsListSchema>;

const requiredText = (max: number) => boundedText(max).trim().min(1, bugMessages.required);
const detailText = boundedText(LIMITS.bugDetail).trim().optional();

export const CreateBugRequestSchema = z.object({
  title: requiredText(LIMITS.title),
  description: requiredText(LIMITS.description),
  steps: detailText,
  expectedBehavior: detailText,
  actualBehavior: detailText,
  severity: BugSeveritySchema.default(DEFAULT_BUG_SEVERITY),
});
export type CreateBugRequest = z.infer<typeof CreateBugRequestSchema>;
/** What a caller may send: severity may be left out (defaults to medium). */
export type CreateBugInput = z.input<typeof CreateBugRequestSchema>;

/** The bugs calls (`contractRoutes` spreads them). */
export const bugsRoutes = {
  listBugs: {
    method: "GET",
    path: "/bugs/fetch-all",
    auth: "token",
    permission: "session",
    response: BugsListSchema,
    spec: "GET /bugs/fetch-all",
  },
  createBug: {
    method: "POST",
    path: "/bugs/create",
    auth: "token",
    permission: "community.post",
    request: CreateBugRequestSchema,
    response: ApiMessageSchema,
    spec: "POST /bugs/create",
  },
  deleteBug: {
    method: "DELETE",
    path: "/bugs/delete/:id",
    auth: "admin",
    permission: "platform",
    params: IdParamsSchema,
    response: ApiMessageSchema,
    spec: "DELETE /bugs/delete/{id}",
  },
  fixBug: {
    method: "PUT",
    path: "/bugs/fix/:id",
    auth: "admin",
    permission: "platform",
    params: IdParamsSchema,
    response: ApiMessageSchema,
    spec: "PUT /bugs/fix/{id}",
  },
} as const satisfies Record<string, ContractRoute>;
