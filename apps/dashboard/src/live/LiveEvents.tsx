import { getToken } from "@boostdash/api-client/core/token";
import { dashboardDataQuery } from "@boostdash/api-client/dashboard/queries";
import { type LiveState, startLiveEvents } from "@boostdash/api-client/events/api";
import type { IntakeEvent, LiveEvent, ReplacementEvent } from "@boostdash/api-client/events/contract";
import { intakeSettingsQuery } from "@boostdash/api-client/intake/queries";
import { refreshOrder } from "@boostdash/api-client/orders/orderRefresh";
import { reloadOrders } from "@boostdash/api-client/orders/queries";
import { reloadOpenReplacements, reloadReplacements } from "@boostdash/api-client/replacements/queries";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { platformLabel } from "@boostdash/ui/screens/intake/intakeText";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useAccess } from "../auth/access";

/**
 * While the stream is cut, Orders and Home are asked again this often, until it is back
 * (docs/decisions.md#live-dashboard).
 */
export const FALLBACK_POLL_MS = 15_000;

const LiveStateContext = createContext<LiveState>("connecting");

/** Whether this tab's live stream is open ("live"), or cut and polling ("cut"). */
export function useLiveState(): LiveState {
  return useContext(LiveStateContext);
}

export interface LiveEventsProps {
  children: ReactNode;
  /** Stories shorten the waits. */
  fallbackPollMs?: number;
  reconnectMinMs?: number;
}

/**
 * One live-events stream for the signed-in tab (docs/decisions.md#live-dashboard): each order event brings that
 * order up to date on the Orders page and Home's figures; a new one says 'New order #id' with a link to it. A
 * storefront delivery's event brings the Storefronts log up to date; a real one that was not delivered says so with a
 * link to it. While the stream is cut, the pages are polled.
 */
export function LiveEvents({ children, fallbackPollMs = FALLBACK_POLL_MS, reconnectMinMs }: LiveEventsProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [state, setState] = useState<LiveState>("connecting");
  // A failed storefront delivery links to the Storefronts page: told only to a role that may open it.
  const seesIntake = useAccess().can("intake");
  const seesIntakeRef = useRef(seesIntake);
  seesIntakeRef.current = seesIntake;

  useEffect(() => {
    const refreshHome = () => void queryClient.invalidateQueries({ queryKey: dashboardDataQuery().queryKey });
    const onEvent = (event: LiveEvent) => {
      if (event.type === "order") {
        const { orderId, created } = event.order;
        void refreshOrder(queryClient, { orderId, created }).catch(() => reloadOrders(queryClient));
        refreshHome();
        if (created)
          appToast.info(<NewOrderToast orderId={orderId} navigate={(to) => navigateRef.current(to)} />);
      } else if (event.type === "replacement") {
        const { replacement } = event;
        void reloadReplacements(queryClient, replacement.orderId);
        refreshHome();
        // The seller's own decisions are told by the answer they got; a customer's request and the bot's are news.
        if (replacement.type === "replacement.requested" || replacement.by === "bot")
          appToast.info(<ReplacementToast event={replacement} navigate={(to) => navigateRef.current(to)} />);
      } else if (event.type === "intake") {
        void queryClient.invalidateQueries({ queryKey: intakeSettingsQuery().queryKey });
        if (event.intake.type === "intake.failed" && !event.intake.test && seesIntakeRef.current)
          appToast.info(
            <IntakeFailedToast intake={event.intake} navigate={(to) => navigateRef.current(to)} />,
          );
      } else if (event.type === "reset") {
        void reloadOrders(queryClient);
        void reloadOpenReplacements(queryClient);
        refreshHome();
        void queryClient.invalidateQueries({ queryKey: intakeSettingsQuery().queryKey });
      } else if (event.type === "expired") {
        // The next call answers 401 and the page signs the person out, as any expired session does.
        void queryClient.invalidateQueries();
      }
    };
    return startLiveEvents({ token: () => getToken() ?? "", onEvent, onState: setState, reconnectMinMs });
  }, [queryClient, reconnectMinMs]);

  useEffect(() => {
    if (state !== "cut") return;
    const timer = setInterval(() => {
      void reloadOrders(queryClient);
      void reloadOpenReplacements(queryClient);
      void queryClient.invalidateQueries({ queryKey: dashboardDataQuery().queryKey });
    }, fallbackPollMs);
    return () => clearInterval(timer);
  }, [state, fallbackPollMs, queryClient]);

  return <LiveStateContext.Provider value={state}>{children}</LiveStateContext.Provider>;
}

/** A toast's text as a link into the dashboard, followed by the app's router (no page load). */
function ToastLink({
  to,
  navigate,
  children,
}: {
  to: string;
  navigate: (to: string) => void;
  children: ReactNode;
}) {
  return (
    <a
      href={to}
      className="font-medium text-fg underline-offset-2 hover:underline"
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

function NewOrderToast({ orderId, navigate }: { orderId: string; navigate: (to: string) => void }) {
  return (
    <ToastLink to={`/dashboard/orders?order=${encodeURIComponent(orderId)}`} navigate={navigate}>
      New order #{orderId}
    </ToastLink>
  );
}

function IntakeFailedToast({ intake, navigate }: { intake: IntakeEvent; navigate: (to: string) => void }) {
  return (
    <ToastLink to="/dashboard/integrations" navigate={navigate}>
      {platformLabel(intake.platform)} purchase not delivered: {intake.reason}
    </ToastLink>
  );
}

/** A live replacement frame's words (docs/decisions.md#replacements-the-sellers-screens). */
export function replacementToastText(event: ReplacementEvent): string {
  if (event.type === "replacement.requested") return `Replacement requested for order #${event.orderId}`;
  return event.decision === "approved"
    ? `The bot approved a replacement for order #${event.orderId}`
    : `The bot declined a replacement for order #${event.orderId}`;
}

function ReplacementToast({ event, navigate }: { event: ReplacementEvent; navigate: (to: string) => void }) {
  return (
    <ToastLink to={`/dashboard/orders?order=${encodeURIComponent(event.orderId)}`} navigate={navigate}>
      {replacementToastText(event)}
    </ToastLink>
  );
}
