import { CheckCircle2, Trash2 } from "lucide-react";
import { Button } from "../../primitives/Button";

export interface PostAdminActionsProps {
  /** The action that settles the post ('Mark Fixed', 'Implement'); absent once it is settled. */
  settle?: { label: string; busyLabel: string; busy: boolean; onClick: () => void };
  onDelete: () => void;
  /** The row's layout. */
  className: string;
}

/** An admin's buttons on a community post: the action that settles it, then Delete. */
export function PostAdminActions({ settle, onDelete, className }: PostAdminActionsProps) {
  return (
    <div className={className}>
      {settle ? (
        <Button
          variant="success"
          size="sm"
          busy={settle.busy}
          busyLabel={settle.busyLabel}
          onClick={settle.onClick}
        >
          <CheckCircle2 aria-hidden="true" />
          {settle.label}
        </Button>
      ) : null}
      <Button variant="danger" size="sm" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
