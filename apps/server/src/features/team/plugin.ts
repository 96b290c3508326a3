// The team's routes: the team and its invites, the invite page, one's factors, step-up, and the team's ways to sign
// in; each sign-in, accept and step-up route shares the login's per-address limit (LOGIN_RATE_LIMIT).
import { contractPlugin, HttpError } from "../../http.ts";
import { teamMigrations } from "./migrations.ts";

const TEAM_ROUTES = [
  "getTeam",
  "createInvite",
  "revokeInvite",
  "changeMemberRole",
  "removeMember",
  "leaveTeam",
  "readInvite",
  "invitePasskeyOptions",
  "inviteTotpSetup",
  "acceptInvite",
  "myFactors",
  "addPasskeyOptions",
  "addPasskey",
  "removePasskey",
  "totpSetup",
  "enableTotp",
  "disableTotp",
  "regenerateRecoveryCodes",
  "stepUpOptions",
  "stepUp",
  "passkeyOptions",
  "passkeySignIn",
  "totpSignIn",
  "recoverySignIn",
  "secondFactor",
] as const;
type TeamRoute = (typeof TEAM_ROUTES)[number];

// The contract's first commit: the routes answer 501 until their handlers land in the next commits.
const notBuilt = async (): Promise<never> => {
  throw new HttpError(501, "Not built yet");
};

export const teamPlugin = contractPlugin({
  handlers: () =>
    Object.fromEntries(
      TEAM_ROUTES.map((name) => [name, notBuilt]),
    ) as unknown as import("../handlerKit.ts").FeatureHandlers<TeamRoute>,
  migrations: teamMigrations,
});
