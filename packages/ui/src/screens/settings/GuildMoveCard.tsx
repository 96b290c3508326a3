import { ArrowRight, ArrowRightLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardFooter, CardIconHeader } from "../../primitives/Card";
import { ConfirmDialog } from "../../primitives/ConfirmDialog";

/** The card's words, for the stories' assertions and the page's toasts. */
export const guildMoveTexts = {
  title: "Guild move requested",
  description: "Your bot asked to move this store to another guild. Nothing changes until you choose.",
  current: "Current guild",
  requested: "Requested guild",
  move: "Move store",
  keep: "Keep current guild",
  keeping: "Keeping...",
  dialogTitle: "Move the store to another guild?",
  dialogDescription: (to: string) => `The store's public pages will belong to guild ${to}.`,
  consequences: [
    "Your live stock, order status and redeem page links change to the new guild id",
    "Links with the current guild id stop working: share the new ones with your buyers",
    "This action will be logged for security purposes",
  ],
  confirm: "Yes, Move Store",
  moving: "Moving...",
} as const;

export interface GuildMoveCardProps {
  guildId: string;
  pendingGuildId: string;
  /** The owner's answer is on its way: "move" or "keep". */
  busy?: "move" | "keep" | null;
  onMove: () => void;
  onKeep: () => void;
}

function GuildId({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 rounded-lg border border-border bg-surface-2 px-4 py-3">
      <span className="text-xs font-medium text-muted">{label}</span>
      <span className="truncate font-mono text-sm text-fg">{value}</span>
    </div>
  );
}

/**
 * A guild id the bot sent after the store's first one: the public pages stay where they are until the owner
 * moves the store or keeps it (docs/decisions.md#guild-moves-need-the-owner).
 */
export function GuildMoveCard({ guildId, pendingGuildId, busy = null, onMove, onKeep }: GuildMoveCardProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const moveButton = useRef<HTMLButtonElement>(null);
  const wasMoving = useRef(false);

  // A finished move (done or refused) ends the dialog's job: the page's toast says how it went.
  useEffect(() => {
    if (wasMoving.current && busy !== "move") setConfirmOpen(false);
    wasMoving.current = busy === "move";
  }, [busy]);

  return (
    <Card className="max-w-3xl border-warning/40" aria-label={guildMoveTexts.title} role="region">
      <CardIconHeader
        icon={<ArrowRightLeft />}
        tone="warning"
        title={guildMoveTexts.title}
        description={guildMoveTexts.description}
      />
      <CardContent>
        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
          <GuildId label={guildMoveTexts.current} value={guildId} />
          <ArrowRight
            aria-hidden="true"
            className="size-4 shrink-0 self-center text-muted max-sm:rotate-90"
          />
          <GuildId label={guildMoveTexts.requested} value={pendingGuildId} />
        </div>
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          busy={busy === "keep"}
          busyLabel={guildMoveTexts.keeping}
          disabled={busy !== null}
          onClick={onKeep}
        >
          {guildMoveTexts.keep}
        </Button>
        <Button ref={moveButton} disabled={busy !== null} onClick={() => setConfirmOpen(true)}>
          <ArrowRightLeft aria-hidden="true" />
          {guildMoveTexts.move}
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={guildMoveTexts.dialogTitle}
        description={guildMoveTexts.dialogDescription(pendingGuildId)}
        confirmLabel={guildMoveTexts.confirm}
        busyLabel={guildMoveTexts.moving}
        busy={busy === "move"}
        onConfirm={onMove}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          moveButton.current?.focus();
        }}
      >
        <div className="rounded-lg border border-warning/30 bg-warning-bg p-4">
          <p className="mb-2 text-sm font-medium text-warning">This will:</p>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-fg marker:text-warning">
            {guildMoveTexts.consequences.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      </ConfirmDialog>
    </Card>
  );
}
