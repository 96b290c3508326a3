import { CircleCheck, ExternalLink } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "../../primitives/Button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "../../primitives/Dialog";
import { IconCircle } from "../../primitives/IconCircle";
import { NewTabLink } from "../../primitives/NewTabLink";

export interface RedeemSuccessDialogProps {
  /** `/api/{guildId}/order/{redeemKey}/status` for the key just redeemed. */
  orderUrl: string;
  onClose: () => void;
  /** Focus goes back here when the dialog closes (the emptied key field). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Opens on a successful redeem with the link to the order's status page (new tab); closes on Escape, a
 * backdrop click or its close button. Default export: RedeemScreen loads it lazily.
 */
export default function RedeemSuccessDialog({ orderUrl, onClose, returnFocusTo }: RedeemSuccessDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md items-center text-center" returnFocusTo={returnFocusTo}>
        <IconCircle tone="success" className="size-14">
          <CircleCheck className="size-7" />
        </IconCircle>
        <DialogHeading
          className="items-center px-8"
          title="Redeem Successful"
          titleClassName="text-xl"
          description="Your order is being processed. Follow its progress on the order status page."
          descriptionClassName="text-base"
        />
        <DialogFooter className="w-full sm:flex-col sm:justify-stretch">
          <Button asChild size="lg" className="w-full">
            <NewTabLink href={orderUrl}>
              View Order Status
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </NewTabLink>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
