/** Bug report rules (docs/product.md#bug-reports). */
import type { BugReport, BugStatus } from "./contract.ts";

export function bugStats(bugs: readonly Pick<BugReport, "status" | "severity">[]) {
  return {
    total: bugs.length,
    open: bugs.filter((b) => b.status === "open").length,
    fixed: bugs.filter((b) => b.status === "fixed").length,
    critical: bugs.filter((b) => b.severity === "critical").length,
  };
}

/** The only transition shown: any non-fixed bug can be marked fixed (admin). */
export function canMarkFixed(status: BugStatus): boolean {
  return status !== "fixed";
}
