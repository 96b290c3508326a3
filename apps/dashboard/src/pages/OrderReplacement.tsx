import { serverMessageOr } from "@boostdash/api-client/core/errors";
import type { DashboardOrder } from "@boostdash/api-client/orders/rules";
import {
  approveReplacementMutation,
  declineReplacementMutation,
  openReplacementsQuery,
  startReplacementMutation,
  warrantyQuery,
} from "@boostdash/api-client/replacements/queries";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { ReplacementPanel, startLimit } from "@boostdash/ui/screens/orders/ReplacementPanel";
import { useMutation, useQuery } from "@tanstack/react-query";

/** A decision the server refused, in its words; any other failure in the panel's. */
const failedText = "The replacement could not be saved. Please try again.";

/**
 * The open order's replacement part (docs/decisions.md#replacements-the-sellers-screens): its open request is found
 * in the one list of open requests (Home counts the same list), its stock's policy bounds a seller's start.
 */
export function OrderReplacement({
  order,
  now,
  onOpenOrder,
}: {
  order: DashboardOrder;
  now: Date;
  onOpenOrder: (orderId: string) => void;
}) {
  const open = useQuery(openReplacementsQuery());
  const warranty = useQuery(warrantyQuery());
  const approve = useMutation(approveReplacementMutation());
  const decline = useMutation(declineReplacementMutation());
  const start = useMutation(startReplacementMutation());
  const request = open.data?.find((r) => r.orderId === order.orderId);
  const policy = warranty.data?.policies.find((p) => p.stock === order.stock);

  /** The server's message as a toast once done, or its refusal for the form to show beside the fields. */
  const send = async (call: () => Promise<{ message: string }>): Promise<string | null> => {
    try {
      appToast.success((await call()).message);
      return null;
    } catch (error) {
      return serverMessageOr(error, failedText);
    }
  };

  return (
    <ReplacementPanel
      key={order.folderId}
      order={order}
      request={request}
      loading={open.isPending}
      limit={startLimit(order, policy, now.getTime())}
      now={now}
      onApprove={(r, amount, override) =>
        send(() => approve.mutateAsync({ id: r.id, orderId: r.orderId, body: { amount, override } }))
      }
      onDecline={(r, reason) => send(() => decline.mutateAsync({ id: r.id, orderId: r.orderId, reason }))}
      onStart={(amount, override, note) =>
        send(() =>
          start.mutateAsync({
            orderId: order.folderId,
            body: { amount, override, ...(note === "" ? {} : { note }) },
          }),
        )
      }
      onOpenOrder={onOpenOrder}
    />
  );
}
