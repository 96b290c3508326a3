import { type BugReport, bugStats, formatNumber } from "@boostdash/api-client";
import { Bug, CheckCircle2, CircleDot, Plus, RotateCw, ServerCrash, Siren, X } from "lucide-react";
import { useCallback, useMemo, useRef, useState } from "react";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { ConfirmDialog } from "../../primitives/ConfirmDialog";
import { compactStat } from "../../primitives/compactStat";
import { EmptyState } from "../../primitives/EmptyState";
import { LoadingState } from "../../primitives/LoadingState";
import { PageHeader } from "../../primitives/PageHeader";
import { StatCard } from "../../primitives/StatCard";
import { VirtualList } from "../../primitives/VirtualList";
import { BugReportCard } from "./BugReportCard";
import { type BugDraft, BugReportForm } from "./BugReportForm";

export interface BugReportsScreenProps {
  /** `error`: the first load failed (the app has toasted 'Failed to load bug reports'). */
  status: "loading" | "error" | "ready";
  bugs: readonly BugReport[];
  /** Admins see Mark Fixed and Delete. */
  isAdmin?: boolean;
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

/** `/dashboard/report-bugs`: report bugs, see everyone's; admins mark them fixed or delete them (spec §2). */
export function BugReportsScreen({
  status,
  bugs,
  isAdmin = false,
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
  const [formOpen, setFormOpen] = useState(initialFormOpen);
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<BugReport | null>(null);

  const stats = useMemo(() => bugStats(bugs), [bugs]);
  const fixing = useMemo(() => new Set(fixingIds), [fixingIds]);

  const toggleForm = () => {
    if (!formOpen) setFormKey((key) => key + 1);
    setFormOpen(!formOpen);
  };
  const create = async (draft: BugDraft) => {
    const result = await onCreate(draft);
    if (result !== false) setFormOpen(false);
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await onDelete(toDelete._id);
    if (result !== false) setToDelete(null);
  };
  // The dialog opens without a trigger of its own: remember the Delete button, to give focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  const askDelete = useCallback((bug: BugReport) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setToDelete(bug);
  }, []);
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };

  const header = (
    <PageHeader
      title="Bug Reports"
      subtitle="Report issues and help us improve the platform"
      actions={
        status === "ready" ? (
          <Button
            variant={formOpen ? "secondary" : "primary"}
            aria-expanded={formOpen}
            aria-controls={formOpen ? FORM_ID : undefined}
            onClick={toggleForm}
          >
            {formOpen ? <X aria-hidden="true" /> : <Bug aria-hidden="true" />}
            Report Bug
          </Button>
        ) : undefined
      }
    />
  );

  if (status === "loading") {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadingState text="Loading bug reports..." className="min-h-[40vh]" />
      </div>
    );
  }
  if (status === "error") {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <EmptyState
          icon={<ServerCrash />}
          title="Failed to load bug reports"
          description="The bug reports could not be loaded. Try again in a moment."
          action={
            onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {header}
      <section aria-label="Summary" className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
        <StatCard
          className={compactStat}
          title="Total Reports"
          value={stats.total}
          icon={<Bug />}
          tone="primary"
        />
        <StatCard
          className={compactStat}
          title="Open"
          value={stats.open}
          icon={<CircleDot />}
          tone="warning"
        />
        <StatCard
          className={compactStat}
          title="Fixed"
          value={stats.fixed}
          icon={<CheckCircle2 />}
          tone="success"
        />
        <StatCard
          className={compactStat}
          title="Critical"
          value={stats.critical}
          icon={<Siren />}
          tone="danger"
        />
      </section>

      {formOpen ? (
        <BugReportForm
          key={formKey}
          id={FORM_ID}
          creating={creating}
          initial={initialDraft}
          onSubmit={(draft) => void create(draft)}
          onCancel={() => setFormOpen(false)}
        />
      ) : null}

      <section aria-labelledby="bug-reports-list-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="bug-reports-list-title" className="text-lg font-semibold tracking-tight text-fg">
            All Reports
          </h2>
          <Badge tone="info" data-testid="bugs-count">
            {formatNumber(bugs.length)} {bugs.length === 1 ? "report" : "reports"}
          </Badge>
        </div>
        {bugs.length === 0 ? (
          <EmptyState
            icon={<CheckCircle2 />}
            title="No bug reports yet"
            description="Great! No bugs have been reported. Help us keep it that way!"
            action={
              formOpen ? undefined : (
                <Button onClick={toggleForm}>
                  <Plus aria-hidden="true" />
                  Report First Bug
                </Button>
              )
            }
          />
        ) : (
          <VirtualList
            items={bugs}
            label="Bug report list"
            testId="bugs-scroller"
            estimateSize={260}
            getKey={(bug) => bug._id}
            renderItem={(bug) => (
              <BugReportCard
                bug={bug}
                isAdmin={isAdmin}
                fixing={fixing.has(bug._id)}
                timeZone={timeZone}
                onFix={onFix}
                onDelete={askDelete}
              />
            )}
          />
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Are you sure you want to delete this bug report?"
        description={toDelete ? `"${toDelete.title}" will be removed for everyone.` : undefined}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        tone="danger"
        onConfirm={() => void confirmDelete()}
        onCloseAutoFocus={returnFocus}
      />
    </div>
  );
}
