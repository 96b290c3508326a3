// The team's routes: the team and its invites, the invite page, one's factors, step-up, and the team's ways to sign
// in. Every sign-in, invite and step-up route spends the one sign-in budget with the login (signInBudget.ts,
// auth/plugin.ts).
import { contractPlugin } from "../../http.ts";
import { signInRoute } from "../auth/plugin.ts";
import { teamHandlers } from "./handlers.ts";
import { teamMigrations } from "./migrations.ts";

export const teamPlugin = contractPlugin({
  handlers: (deps) => teamHandlers(deps, deps.log),
  routes: (deps) => {
    const limited = signInRoute(deps);
    return {
      passkeyOptions: limited,
      passkeySignIn: limited,
      totpSignIn: limited,
      recoverySignIn: limited,
      secondFactor: limited,
      readInvite: limited,
      invitePasskeyOptions: limited,
      inviteTotpSetup: limited,
      acceptInvite: limited,
      stepUp: limited,
    };
  },
  migrations: teamMigrations,
});
