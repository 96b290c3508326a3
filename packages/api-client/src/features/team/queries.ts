/**
 * The team's reads and writes for the dashboard (docs/product.md#team). A team change, a factor change and a
 * step-up ask for the team, the person's factors and the current user (its `factors` summary) again.
 */
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { TeamRole } from "../../core/contract/permissions.ts";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import { currentUserQuery } from "../auth/queries.ts";
import {
  addPasskey,
  changeMemberRole,
  createInvite,
  disableTotp,
  enableTotp,
  getMyFactors,
  getTeam,
  leaveTeam,
  readInvite,
  regenerateRecoveryCodes,
  removeMember,
  removePasskey,
  revokeInvite,
  stepUp,
} from "./api.ts";
import type { AddPasskey, StepUpRequest } from "./contract.ts";

const teamKey = [...queryRoot, "team"] as const;
const factorsKey = [...queryRoot, "auth", "factors"] as const;
const auth = () => ({ token: getToken() });

export function teamQuery() {
  return queryOptions({ queryKey: teamKey, queryFn: ({ signal }) => getTeam({ ...auth(), signal }) });
}

export function myFactorsQuery() {
  return queryOptions({ queryKey: factorsKey, queryFn: ({ signal }) => getMyFactors({ ...auth(), signal }) });
}

/** The public invite page's read: an invite's store, role and state. Not retried: a 404 is an answer. */
export function inviteQuery(token: string) {
  return queryOptions({
    queryKey: [...queryRoot, "invite", token] as const,
    queryFn: ({ signal }) => readInvite(token, { signal }),
    retry: false,
  });
}

/** After a change: the team, one's factors, and the current user's summary are asked again. */
export function reloadTeam(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: teamKey }),
    client.invalidateQueries({ queryKey: factorsKey }),
    client.invalidateQueries({ queryKey: currentUserQuery().queryKey }),
  ]);
}

const reloading = {
  onSuccess: (_d: unknown, _v: unknown, _r: unknown, { client }: { client: QueryClient }) =>
    reloadTeam(client),
};

export const createInviteMutation = () =>
  mutationOptions({ mutationFn: (role: TeamRole) => createInvite(role, auth()), ...reloading });
export const revokeInviteMutation = () =>
  mutationOptions({ mutationFn: (id: string) => revokeInvite(id, auth()), ...reloading });
export const changeRoleMutation = () =>
  mutationOptions({
    mutationFn: ({ id, role }: { id: string; role: TeamRole }) => changeMemberRole(id, role, auth()),
    ...reloading,
  });
export const removeMemberMutation = () =>
  mutationOptions({ mutationFn: (id: string) => removeMember(id, auth()), ...reloading });
export const leaveTeamMutation = () => mutationOptions({ mutationFn: () => leaveTeam(auth()) });
export const addPasskeyMutation = () =>
  mutationOptions({ mutationFn: (body: AddPasskey) => addPasskey(body, auth()), ...reloading });
export const removePasskeyMutation = () =>
  mutationOptions({ mutationFn: (id: string) => removePasskey(id, auth()), ...reloading });
export const enableTotpMutation = () =>
  mutationOptions({
    mutationFn: ({ challengeId, code }: { challengeId: string; code: string }) =>
      enableTotp(challengeId, code, auth()),
    ...reloading,
  });
export const disableTotpMutation = () =>
  mutationOptions({ mutationFn: () => disableTotp(auth()), ...reloading });
export const regenerateRecoveryCodesMutation = () =>
  mutationOptions({ mutationFn: () => regenerateRecoveryCodes(auth()), ...reloading });
/** A step-up: the factors' `stepUpUntil` is asked again; the refused call is the caller's to send again. */
export const stepUpMutation = () =>
  mutationOptions({ mutationFn: (body: StepUpRequest) => stepUp(body, auth()), ...reloading });
