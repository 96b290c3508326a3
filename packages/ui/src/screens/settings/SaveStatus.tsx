import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Notice } from "../../primitives/Notice";

/** A Settings card's refused save: the card's title for it and the server's words. */
export function SaveFailedNotice({ title, error }: { title: string; error: string }) {
  return (
    <Notice role="alert" tone="danger" icon={TriangleAlert} title={title} className="border-danger/40">
      <p className="text-fg">{error}</p>
    </Notice>
  );
}

/** A Settings card's save line in its footer: a check and success colour once saved, else muted (unsaved, saving). */
export function SaveStatusLine({
  saved,
  testId,
  children,
}: {
  saved: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <p
      role="status"
      data-testid={testId}
      className={saved ? "flex items-center gap-1.5 text-xs font-medium text-success" : "text-xs text-muted"}
    >
      {saved ? <CircleCheck aria-hidden="true" className="size-3.5" /> : null}
      {children}
    </p>
  );
}
