/** The team's calls (docs/product.md#team): the team and its invites, the invite page, one's factors, step-up. */
import type { TeamRole } from "../../core/contract/permissions.ts";
import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import type {
  AcceptedInvite,
  AcceptInvite,
  AddPasskey,
  CreatedInvite,
  FactorChange,
  InviteInfo,
  MyFactors,
  RegistrationChallenge,
  StepUpAnswer,
  StepUpRequest,
  Team,
  TeamMember,
  TotpSetup,
} from "./contract.ts";

type Opts = CallOptions;

export const getTeam = (o: Opts): Promise<Team> => request(routes.getTeam, o);
export const createInvite = (role: TeamRole, o: Opts): Promise<CreatedInvite> =>
  request(routes.createInvite, { ...o, data: { role } });
export const revokeInvite = (id: string, o: Opts) => request(routes.revokeInvite, { ...o, params: { id } });
export const changeMemberRole = async (id: string, role: TeamRole, o: Opts): Promise<TeamMember> =>
  (await request(routes.changeMemberRole, { ...o, params: { id }, data: { role } })).member;
export const removeMember = (id: string, o: Opts) => request(routes.removeMember, { ...o, params: { id } });
export const leaveTeam = (o: Opts) => request(routes.leaveTeam, o);

/** The public invite page's calls: no session; the token comes from the link's fragment. */
export const readInvite = (token: string, o: Opts = {}): Promise<InviteInfo> =>
  request(routes.readInvite, { ...o, data: { token } });
export const invitePasskeyOptions = (
  token: string,
  name: string,
  o: Opts = {},
): Promise<RegistrationChallenge> => request(routes.invitePasskeyOptions, { ...o, data: { token, name } });
export const inviteTotpSetup = (token: string, o: Opts = {}): Promise<TotpSetup> =>
  request(routes.inviteTotpSetup, { ...o, data: { token } });
export const acceptInvite = (body: AcceptInvite, o: Opts = {}): Promise<AcceptedInvite> =>
  request(routes.acceptInvite, { ...o, data: body });

export const getMyFactors = (o: Opts): Promise<MyFactors> => request(routes.myFactors, o);
export const addPasskeyOptions = (o: Opts): Promise<RegistrationChallenge> =>
  request(routes.addPasskeyOptions, o);
export const addPasskey = (body: AddPasskey, o: Opts): Promise<FactorChange> =>
  request(routes.addPasskey, { ...o, data: body });
export const removePasskey = (id: string, o: Opts): Promise<FactorChange> =>
  request(routes.removePasskey, { ...o, params: { id } });
export const totpSetup = (o: Opts): Promise<TotpSetup> => request(routes.totpSetup, o);
export const enableTotp = (challengeId: string, code: string, o: Opts): Promise<FactorChange> =>
  request(routes.enableTotp, { ...o, data: { challengeId, code } });
export const disableTotp = (o: Opts): Promise<FactorChange> => request(routes.disableTotp, o);
export const regenerateRecoveryCodes = (o: Opts): Promise<FactorChange> =>
  request(routes.regenerateRecoveryCodes, o);

export const stepUpOptions = (o: Opts) => request(routes.stepUpOptions, o);
export const stepUp = (body: StepUpRequest, o: Opts): Promise<StepUpAnswer> =>
  request(routes.stepUp, { ...o, data: body });
