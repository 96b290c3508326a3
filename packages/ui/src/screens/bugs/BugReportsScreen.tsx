import type { BugReport } from "@boostdash/api-client/bugs/contract";
import { bugStats } from "@boostdash/api-client/bugs/rules";
import { Bug, CheckCircle2, CircleDot, Siren, X } from "lucide-react";
import { useMemo } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { Button } from "../../primitives/Button";
import { CommunityScreen } from "../community/CommunityScreen";
import { useCreateForm } from "../community/useCreateForm";
import { useDeleteConfirmation } from "../community/useDeleteConfirmation";
import { BugReportCard } from "./BugReportCard";
import { type BugDraft, BugReportForm } from "./BugReportForm";
import { bugReportsStatusTexts } from "./bugReportsText";

export interface BugReportsScreenProps {
  /** `error`: the first load failed (the app has toasted 'Failed to load bug reports'). */
  status: ScreenStatus;
  bugs: readonly BugReport[];
  /** Admins see Mark Fixed and Delete. */
  isAdmin?: boolean;
  /** The role may report bugs (`community.post`): otherwise no Report Bug and no form, the reports to read only. */
  canPost?: boolean;
  /** The create call is running: 'Submitting...'. */
  creating?: boolean;
  /** Bugs whose Mark Fixed call is running. */
  fixingIds?: readonly string[];
  /** The delete call is running: the dialog shows 'Deleting...'. */
  deleting?: boolean;
  /** IANA zone for the created dates; the viewer's by default (stories pass UTC). */
  timeZone?: string;
  /** Stories: start with the form open, optionally filled in. */
  initialFormOpen?: boolean;
  initialDraft?: Partial<BugDraft>;
  /** Resolving to `false` keeps the form open with what was typed (the app has toasted the failure). */
  onCreate: (draft: BugDraft) => unknown;
  onFix: (id: string) => void;
  /** Resolving to `false` keeps the dialog open for another try or Cancel. */
  onDelete: (id: string) => unknown;
  onRetry?: () => void;
}

const none: readonly string[] = [];
const FORM_ID = "report-bug-form";

/** `/dashboard/report-bugs`: report bugs, see everyone's; admins mark them fixed or delete them (docs/product.md#bug-reports). */
export function BugReportsScreen({
  status,
  bugs,
  isAdmin = false,
  canPost = true,
  creating = false,
  fixingIds = none,
  deleting = false,
  timeZone,
  initialFormOpen = false,
  initialDraft,
  onCreate,
  onFix,
  onDelete,
  onRetry,
}: BugReportsScreenProps) {
  const form = useCreateForm(initialFormOpen, onCreate);
  const deletion = useDeleteConfirmation((bug: BugReport) => onDelete(bug._id));

  const stats = useMemo(() => bugStats(bugs), [bugs]);
  const fixing = useMemo(() => new Set(fixingIds), [fixingIds]);

  return (
    <CommunityScreen
      status={status}
      title="Bug Reports"
      subtitle="Report issues and help us improve the platform"
      actions={
        canPost ? (
          <Button
            variant={form.open ? "secondary" : "primary"}
            aria-expanded={form.open}
            aria-controls={form.open ? FORM_ID : undefined}
            onClick={form.toggle}
          >
            {form.open ? <X aria-hidden="true" /> : <Bug aria-hidden="true" />}
            Report Bug
          </Button>
        ) : undefined
      }
      statusTexts={bugReportsStatusTexts}
      onRetry={onRetry}
      statsClassName="grid-cols-2 lg:grid-cols-4"
      stats={[
        { title: "Total Reports", value: stats.total, icon: <Bug />, tone: "primary" },
        { title: "Open", value: stats.open, icon: <CircleDot />, tone: "warning" },
        { title: "Fixed", value: stats.fixed, icon: <CheckCircle2 />, tone: "success" },
        { title: "Critical", value: stats.critical, icon: <Siren />, tone: "danger" },
      ]}
      createForm={form}
      renderForm={(wiring) => (
        <BugReportForm {...wiring} id={FORM_ID} creating={creating} initial={initialDraft} />
      )}
      list={{
        headingId: "bug-reports-list-title",
        heading: "All Reports",
        countTestId: "bugs-count",
        noun: ["report", "reports"],
        items: bugs,
        empty: {
          icon: <CheckCircle2 />,
          title: "No bug reports yet",
          description: "Great! No bugs have been reported. Help us keep it that way!",
        },
        list: {
          label: "Bug report list",
          testId: "bugs-scroller",
          estimateSize: 260,
          getKey: (bug) => bug._id,
          renderItem: (bug) => (
            <BugReportCard
              bug={bug}
              isAdmin={isAdmin}
              fixing={fixing.has(bug._id)}
              timeZone={timeZone}
              onFix={onFix}
              onDelete={deletion.ask}
            />
          ),
        },
      }}
      createFirstLabel={canPost ? "Report First Bug" : undefined}
      deletion={deletion}
      deleteTitle="Are you sure you want to delete this bug report?"
      deleteDescription={(bug) => `"${bug.title}" will be removed for everyone.`}
      deleting={deleting}
    />
  );
}
