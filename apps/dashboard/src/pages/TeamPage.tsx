import { useSignOut } from "@boostdash/api-client/auth/queries";
import type { TeamRole } from "@boostdash/api-client/core/contract/permissions";
import { serverMessageOr } from "@boostdash/api-client/core/errors";
import { getToken } from "@boostdash/api-client/core/token";
import { useSessions } from "@boostdash/api-client/sessions/queries";
import { addPasskeyOptions, totpSetup as startTotpSetup } from "@boostdash/api-client/team/api";
import {
  addPasskeyMutation,
  changeRoleMutation,
  createInviteMutation,
  disableTotpMutation,
  enableTotpMutation,
  leaveTeamMutation,
  myFactorsQuery,
  regenerateRecoveryCodesMutation,
  removeMemberMutation,
  removePasskeyMutation,
  revokeInviteMutation,
  teamQuery,
} from "@boostdash/api-client/team/queries";
import { teamMessages } from "@boostdash/api-client/team/texts";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { type FactorPending, MyFactors } from "@boostdash/ui/screens/team/MyFactors";
import { SessionsList } from "@boostdash/ui/screens/team/SessionsList";
import { TeamScreen } from "@boostdash/ui/screens/team/TeamScreen";
import { teamStatusTexts } from "@boostdash/ui/screens/team/teamText";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { passkeyRegistration } from "../auth/passkey";
import { StepUpCancelled, useWithStepUp } from "../auth/StepUp";
import { authFailureOf } from "../auth/useAuthRedirect";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { useNow } from "../now";

/** A failed change's words: the server's (a team rule, a role refusal), or the screen's; none for a closed step-up. */
function failureText(error: unknown): string | null {
  if (error instanceof StepUpCancelled || authFailureOf(error) === "signed-out") return null;
  return serverMessageOr(error, "The change could not be saved. Please try again.");
}

/**
 * `/dashboard/team` (docs/product.md#team): the team and, for its owners, invites, roles and removals, each a
 * step-up call (the dialog asks, the call goes once more); the person's own sessions below.
 */
export function TeamPage() {
  const now = useNow();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const withStepUp = useWithStepUp();
  const team = useQuery(teamQuery());
  const sessions = useSessions();
  const create = useMutation(createInviteMutation());
  const revoke = useMutation(revokeInviteMutation());
  const changeRole = useMutation(changeRoleMutation());
  const remove = useMutation(removeMemberMutation());
  const leave = useMutation(leaveTeamMutation());
  const factors = useFactors();
  // The link exists only in this answer: kept for this visit, never stored.
  const [createdLink, setCreatedLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { redirecting } = usePageAccess(firstAuthFailure(team.error), {
    failed: team.isError && team.errorUpdatedAt,
    message: teamStatusTexts.error.title,
  });
  if (redirecting) return null;

  /** Runs a change behind step-up; its message as a toast, or its refusal on the screen. */
  const change = async <T extends { message?: string }>(call: () => Promise<T>, done?: string) => {
    setError(null);
    try {
      const answer = await withStepUp(call);
      appToast.success(done ?? answer.message ?? "");
      return answer;
    } catch (failure) {
      setError(failureText(failure));
      return undefined;
    }
  };

  return (
    <TeamScreen
      status={team.isPending ? "loading" : team.data ? "ready" : "error"}
      team={team.data}
      now={now}
      createdLink={createdLink}
      creatingInvite={create.isPending}
      onCreateInvite={(role: TeamRole) =>
        void change(() => create.mutateAsync(role)).then((answer) => {
          if (answer) setCreatedLink(answer.link);
        })
      }
      revokingId={revoke.isPending ? revoke.variables : null}
      onRevokeInvite={(id) => void change(() => revoke.mutateAsync(id))}
      onChangeRole={(id, role) =>
        void change(() => changeRole.mutateAsync({ id, role }).then(() => ({})), teamMessages.roleChanged)
      }
      removing={remove.isPending}
      onRemove={async (id) => (await change(() => remove.mutateAsync(id))) !== undefined}
      leaving={leave.isPending}
      onLeave={() =>
        void change(() => leave.mutateAsync()).then(async (answer) => {
          if (!answer) return;
          // Out of the team: this session is no longer anyone's.
          await signOut();
          navigate("/");
        })
      }
      error={error}
      onRetry={() => void team.refetch()}
      onCopied={() => appToast.success("Invite link copied to clipboard!")}
      onCopyFailed={() => appToast.error("Could not copy to the clipboard")}
    >
      <MyFactors
        {...factors}
        storeName={team.data?.members.find((m) => m.storeOwner)?.name ?? ""}
        now={now}
        onCopied={() => appToast.success("Copied to clipboard!")}
        onCopyFailed={() => appToast.error("Could not copy to the clipboard")}
      />
      <SessionsList
        sessions={sessions.sessions}
        now={now}
        onEnd={sessions.onEnd}
        onEndOthers={sessions.onEndOthers}
        pending={sessions.pending}
        error={sessions.error ? serverMessageOr(sessions.error, "Sessions could not be changed") : null}
        onRetry={sessions.retry}
      />
    </TeamScreen>
  );
}

/** Said when the browser's passkey prompt failed or was closed: nothing reached the server. */
const PASSKEY_NOT_ADDED = "The passkey was not added. Please try again.";

/**
 * One's own factors (docs/product.md#team-screen): each change goes through step-up; the codes a change makes are
 * kept in memory only, shown once.
 */
function useFactors() {
  const withStepUp = useWithStepUp();
  const factors = useQuery(myFactorsQuery());
  const add = useMutation(addPasskeyMutation());
  const removeKey = useMutation(removePasskeyMutation());
  const enable = useMutation(enableTotpMutation());
  const disable = useMutation(disableTotpMutation());
  const codes = useMutation(regenerateRecoveryCodesMutation());
  const [pending, setPending] = useState<FactorPending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [totpSetup, setTotpSetup] = useState<{ challengeId: string; secret: string; uri: string } | null>(
    null,
  );
  const [newCodes, setNewCodes] = useState<readonly string[] | null>(null);

  /** Runs one change behind step-up; its codes (when it made some) shown, its message toasted. */
  const run = async (
    kind: FactorPending,
    call: () => Promise<{ message: string; recoveryCodes?: string[] | null } | undefined>,
  ) => {
    setPending(kind);
    setError(null);
    try {
      const answer = await withStepUp(call);
      if (answer?.recoveryCodes) setNewCodes(answer.recoveryCodes);
      if (answer?.message) appToast.success(answer.message);
      return true;
    } catch (failure) {
      setError(failureText(failure));
      return false;
    } finally {
      setPending(null);
    }
  };

  return {
    factors: factors.data,
    error:
      error ?? (factors.isError ? serverMessageOr(factors.error, "Your sign-in could not be loaded") : null),
    pending,
    totpSetup,
    newCodes,
    onAddPasskey: () =>
      void run({ kind: "addPasskey" }, async () => {
        const { challengeId, options } = await addPasskeyOptions({ token: getToken() });
        let credential: Awaited<ReturnType<typeof passkeyRegistration>>;
        try {
          credential = await passkeyRegistration(options);
        } catch {
          setError(PASSKEY_NOT_ADDED);
          return undefined;
        }
        return add.mutateAsync({ challengeId, credential });
      }),
    onRemovePasskey: (id: string) => void run({ kind: "removePasskey", id }, () => removeKey.mutateAsync(id)),
    onStartTotp: () =>
      void run({ kind: "totpSetup" }, async () => {
        setTotpSetup(await startTotpSetup({ token: getToken() }));
        return undefined;
      }),
    onConfirmTotp: (code: string) => {
      if (!totpSetup) return;
      void run({ kind: "enableTotp" }, () =>
        enable.mutateAsync({ challengeId: totpSetup.challengeId, code }),
      ).then((ok) => {
        if (ok) setTotpSetup(null);
      });
    },
    onCancelTotp: () => {
      setTotpSetup(null);
      setError(null);
    },
    onDisableTotp: () => void run({ kind: "disableTotp" }, () => disable.mutateAsync()),
    onNewCodes: () => void run({ kind: "codes" }, () => codes.mutateAsync()),
    onCodesSaved: () => setNewCodes(null),
  };
}
