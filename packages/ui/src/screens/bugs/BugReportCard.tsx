import type { BugReport } from "@boostdash/api-client/bugs/contract";
import { canMarkFixed } from "@boostdash/api-client/bugs/rules";
import { Gauge } from "lucide-react";
import { memo } from "react";
import { Badge } from "../../primitives/Badge";
import { PostAdminActions } from "../community/PostAdminActions";
import { PostCard } from "../community/PostCard";
import { bugSeverities, bugStatuses } from "./bugBadges";

export interface BugReportCardProps {
  bug: BugReport;
  isAdmin: boolean;
  /** This bug's Mark Fixed call is running. */
  fixing: boolean;
  timeZone?: string;
  onFix: (id: string) => void;
  onDelete: (bug: BugReport) => void;
}

const detailClass = "whitespace-pre-wrap text-sm leading-relaxed text-fg/90 [overflow-wrap:anywhere]";

/** One bug report (docs/product.md#bug-reports): badges, title, author, date, description and the optional details. */
export const BugReportCard = memo(function BugReportCard({
  bug,
  isAdmin,
  fixing,
  timeZone,
  onFix,
  onDelete,
}: BugReportCardProps) {
  const details = [
    { label: "Steps to Reproduce", text: bug.steps },
    { label: "Expected", text: bug.expectedBehavior },
    { label: "Actual", text: bug.actualBehavior },
  ].filter((d): d is { label: string; text: string } => Boolean(d.text?.trim()));

  return (
    <PostCard
      testId="bug-card"
      titleId={`bug-${bug._id}-title`}
      badges={
        <>
          <Badge tone={bugStatuses[bug.status].tone} data-testid="bug-status">
            {bugStatuses[bug.status].label}
          </Badge>
          <Badge tone={bugSeverities[bug.severity].tone} icon={<Gauge />} data-testid="bug-severity">
            <span className="sr-only">Severity: </span>
            {bugSeverities[bug.severity].label}
          </Badge>
        </>
      }
      title={bug.title}
      author={bug.author}
      createdAt={bug.createdAt}
      timeZone={timeZone}
    >
      <p className={detailClass}>{bug.description}</p>
      {details.length > 0 ? (
        <dl className="grid gap-3 rounded-lg border border-border bg-surface-2 p-3 sm:grid-cols-3">
          {details.map((d) => (
            <div key={d.label} className="flex min-w-0 flex-col gap-1">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{d.label}</dt>
              <dd className={detailClass}>{d.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {isAdmin ? (
        <PostAdminActions
          className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-3"
          settle={
            canMarkFixed(bug.status)
              ? { label: "Mark Fixed", busyLabel: "Marking...", busy: fixing, onClick: () => onFix(bug._id) }
              : undefined
          }
          onDelete={() => onDelete(bug)}
        />
      ) : null}
    </PostCard>
  );
});
