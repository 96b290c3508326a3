import { isApiError } from "@boostdash/api-client/core/apiError";
import { rateLimitMessageOr, serverMessageOr } from "@boostdash/api-client/core/errors";
import {
  addDomainMutation,
  checkDomainMutation,
  deleteDomainMutation,
  domainsQuery,
  domainTargetQuery,
} from "@boostdash/api-client/domains/queries";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { CustomDomainScreen } from "@boostdash/ui/screens/custom-domain/CustomDomainScreen";
import { domainPageMessages as messages } from "@boostdash/ui/screens/custom-domain/customDomainText";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { authFailureOf } from "../auth/useAuthRedirect";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { useNow } from "../now";

/** How often the open page re-checks a pending domain, so its badge turns active without a reload. */
const RECHECK_PENDING_MS = 30_000;
/** docs/product.md#custom-domain fetches the list again 1000 ms after an add; we refetch it then (by then the server's first check ran). */
const REFRESH_AFTER_ADD_MS = 1000;

/** The docs/product.md#custom-domain text for a failed add: the mapped code, the server's message, or 'Failed to add domain'. */
function addFailureText(error: unknown): string {
  if (isApiError(error) && (error.kind === "http" || error.kind === "input")) return error.message;
  return messages.addFailed;
}

export interface CustomDomainPageProps {
  /** Stories shorten it; the page uses RECHECK_PENDING_MS. */
  recheckPendingMs?: number;
}

/** `/dashboard/custom-domain`: the seller's domain, its DNS check and the CNAME record (docs/product.md#custom-domain). */
export function CustomDomainPage({ recheckPendingMs = RECHECK_PENDING_MS }: CustomDomainPageProps) {
  const now = useNow(10_000);
  const domains = useQuery(domainsQuery());
  const target = useQuery(domainTargetQuery());
  const add = useMutation(addDomainMutation());
  const remove = useMutation(deleteDomainMutation());
  const check = useMutation(checkDomainMutation());
  const recheck = useMutation(checkDomainMutation());
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const failure = firstAuthFailure(
    domains.error,
    target.error,
    add.error,
    remove.error,
    check.error,
    recheck.error,
  );
  const { redirecting } = usePageAccess(failure, {
    failed: domains.isError && domains.errorUpdatedAt,
    message: messages.loadFailed,
  });

  // The refetch after an add, cancelled if the page goes away first.
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  // A pending domain is looked up again every 30 s while the page is open. Quietly: the card shows the
  // finding, and a 429 or a network blip just waits for the next turn.
  const pendingIds = (domains.data ?? [])
    .filter((d) => d.status === "pending")
    .map((d) => d._id)
    .join(" ");
  const recheckMutate = recheck.mutate;
  useEffect(() => {
    if (!pendingIds || failure) return;
    const timer = setInterval(() => {
      for (const id of pendingIds.split(" ")) recheckMutate(id);
    }, recheckPendingMs);
    return () => clearInterval(timer);
  }, [pendingIds, recheckPendingMs, recheckMutate, failure]);

  if (redirecting) return null;

  const onAdd = (domain: string) =>
    add.mutate(domain, {
      onSuccess: () => {
        appToast.success(messages.added);
        clearTimeout(refreshTimer.current);
        refreshTimer.current = setTimeout(() => void domains.refetch(), REFRESH_AFTER_ADD_MS);
      },
      onError: (error) => {
        if (!authFailureOf(error)) appToast.error(addFailureText(error));
      },
    });

  const onDelete = (id: string) => {
    setDeletingId(id);
    remove.mutate(id, {
      onSuccess: () => appToast.success(messages.removed),
      onError: (error) => {
        if (authFailureOf(error)) return;
        // 'Invalid domain ID' is refused before sending (kind "input").
        appToast.error(
          isApiError(error) && error.kind === "input"
            ? error.message
            : rateLimitMessageOr(error, messages.removeFailed),
        );
      },
      onSettled: () => setDeletingId(null),
    });
  };

  const onCheck = (id: string) =>
    check.mutate(id, {
      onSuccess: (domain) => {
        if (domain.status === "active") appToast.success(messages.active);
      },
      onError: (error) => {
        if (!authFailureOf(error)) appToast.error(serverMessageOr(error, messages.checkFailed));
      },
    });

  return (
    <CustomDomainScreen
      status={domains.isPending ? "loading" : domains.data ? "ready" : "error"}
      domains={domains.data ?? []}
      target={target.data?.target}
      now={now}
      adding={add.isPending}
      addError={add.isError && !authFailureOf(add.error) ? addFailureText(add.error) : null}
      checkingId={check.isPending ? check.variables : null}
      deletingId={deletingId}
      recheckSeconds={Math.round(recheckPendingMs / 1000)}
      onAdd={onAdd}
      onCheck={onCheck}
      onDelete={onDelete}
      onCopied={() => appToast.success(messages.copied)}
      onCopyFailed={() => appToast.error(messages.copyFailed)}
      onRetry={() => void domains.refetch()}
    />
  );
}
