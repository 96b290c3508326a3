import { Plus } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { ScreenLayout, type ScreenLayoutProps } from "../../layout/ScreenLayout";
import { Button } from "../../primitives/Button";
import { ConfirmDialog } from "../../primitives/ConfirmDialog";
import { CommunityList, type CommunityListProps } from "./CommunityList";
import { CompactStats, type CompactStatsProps } from "./CompactStats";
import type { CreateForm } from "./useCreateForm";
import type { DeleteConfirmation } from "./useDeleteConfirmation";

export interface CommunityScreenProps<Item, Draft>
  extends Pick<ScreenLayoutProps, "status" | "title" | "subtitle" | "statusTexts" | "onRetry"> {
  /** The header's button that opens the form (shown once the posts are here); none for a role that cannot post. */
  actions?: ReactNode;
  stats: CompactStatsProps["stats"];
  /** The stat grid's columns, e.g. `grid-cols-3`. */
  statsClassName: string;
  /** From `useCreateForm`: whether the create form is open, and what it does with a draft. */
  createForm: CreateForm<Draft>;
  /** The create form (drawn while it is open), wired to send its draft and to close. */
  renderForm: (wiring: { onSubmit: (draft: Draft) => void; onCancel: () => void }) => ReactNode;
  /** The list section; its empty state gets the `createFirstLabel` button. */
  list: CommunityListProps<Item>;
  /**
   * The empty list's button that opens the form ('Report First Bug'); hidden while the form is open, and absent for a
   * role that cannot post (a viewer reads the boards only).
   */
  createFirstLabel?: string;
  /** From `useDeleteConfirmation`: the post asked about and the dialog's wiring. */
  deletion: DeleteConfirmation<Item>;
  /** The delete dialog's question and what it says of the post asked about. */
  deleteTitle: string;
  deleteDescription: (item: Item) => string;
  /** The delete call is running: the dialog shows 'Deleting...'. */
  deleting: boolean;
}

/**
 * The page of a community screen (suggestions, bug reports): header with its button, summary cards, the create
 * form when open, the list of posts, and the delete confirmation.
 */
export function CommunityScreen<Item, Draft>({
  stats,
  statsClassName,
  createForm,
  renderForm,
  list,
  createFirstLabel,
  deletion,
  deleteTitle,
  deleteDescription,
  deleting,
  ...layout
}: CommunityScreenProps<Item, Draft>) {
  return (
    <ScreenLayout {...layout}>
      <CompactStats className={statsClassName} stats={stats} />

      {createForm.open ? (
        // A new key per opening, so a reopened form starts empty.
        <Fragment key={createForm.key}>
          {renderForm({ onSubmit: (draft) => void createForm.submit(draft), onCancel: createForm.close })}
        </Fragment>
      ) : null}

      <CommunityList
        {...list}
        empty={{
          ...list.empty,
          action:
            createForm.open || createFirstLabel === undefined ? undefined : (
              <Button onClick={createForm.show}>
                <Plus aria-hidden="true" />
                {createFirstLabel}
              </Button>
            ),
        }}
      />

      <ConfirmDialog
        {...deletion.dialog}
        title={deleteTitle}
        description={deletion.item ? deleteDescription(deletion.item) : undefined}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        tone="danger"
      />
    </ScreenLayout>
  );
}
