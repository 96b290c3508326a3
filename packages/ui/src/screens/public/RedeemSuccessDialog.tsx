import type { PublicMessages } from "@boostdash/api-client/public/i18n/en";
import { CircleCheck, ExternalLink, X } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "../../primitives/Button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from "../../primitives/Dialog";
import { IconCircle } from "../../primitives/IconCircle";
import { NewTabLink } from "../../primitives/NewTabLink";

export interface RedeemSuccessDialogProps {
  /** `/api/{guildId}/order/{redeemKey}/status` for the key just redeemed. */
  orderUrl: string;
  onClose: () => void;
  /** Focus goes back here when the dialog closes (the emptied key field). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The dialog's words in the page's language. */
  words: Pick<PublicMessages["redeem"], "successTitle" | "successText" | "viewOrderStatus" | "close"> &
    Pick<PublicMessages["common"], "newTab">;
}

/**
 * Opens on a successful redeem with the link to the order's status page (new tab); closes on Escape, a
 * backdrop click or its close button. Default export: RedeemScreen loads it lazily.
 */
export default function RedeemSuccessDialog({
  orderUrl,
  onClose,
  returnFocusTo,
  words,
}: RedeemSuccessDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md items-center text-center" returnFocusTo={returnFocusTo} hideClose>
        <IconCircle tone="success" className="size-14">
          <CircleCheck className="size-7" />
        </IconCircle>
        <DialogHeading
          className="items-center px-8"
          title={words.successTitle}
          titleClassName="text-xl"
          description={words.successText}
          descriptionClassName="text-base"
        />
        <DialogFooter className="w-full sm:flex-col sm:justify-stretch">
          <Button asChild size="lg" className="w-full">
            <NewTabLink href={orderUrl}>
              {words.viewOrderStatus}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">{words.newTab}</span>
            </NewTabLink>
          </Button>
        </DialogFooter>
        {/* The corner close button of DialogContent, with its name in the page's language (the primitive's is
            English); after the link, as there, so the link still takes the focus first. */}
        <DialogClose
          data-slot="dialog-close"
          aria-label={words.close}
          className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-2 hover:text-fg"
        >
          <X aria-hidden="true" className="size-4" />
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
