import type { BugSeverity, BugStatus } from "@boostdash/api-client/bugs/contract";
import type { BadgeTone } from "../../primitives/Badge";

interface BugBadgeLook {
  /** The badge's words, and the severity select's option. */
  label: string;
  tone: BadgeTone;
}

/** Everything the bug screens say about a status, one record each (docs/product.md#bug-reports). */
export const bugStatuses: Record<BugStatus, BugBadgeLook> = {
  open: { label: "Open", tone: "warning" },
  investigating: { label: "Investigating", tone: "info" },
  fixed: { label: "Fixed", tone: "success" },
  closed: { label: "Closed", tone: "neutral" },
};

/** The same for a severity. */
export const bugSeverities: Record<BugSeverity, BugBadgeLook> = {
  low: { label: "Low", tone: "neutral" },
  medium: { label: "Medium", tone: "info" },
  high: { label: "High", tone: "warning" },
  critical: { label: "Critical", tone: "danger" },
};
