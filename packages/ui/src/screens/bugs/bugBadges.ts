import type { BugSeverity, BugStatus } from "@boostdash/api-client/bugs/contract";
import type { BadgeTone } from "../../primitives/Badge";

export const bugStatusTones: Record<BugStatus, BadgeTone> = {
  open: "warning",
  investigating: "info",
  fixed: "success",
  closed: "neutral",
};

export const bugSeverityTones: Record<BugSeverity, BadgeTone> = {
  low: "neutral",
  medium: "info",
  high: "warning",
  critical: "danger",
};
