// Sign-in's routes. The access code's login and the exchange of sign-in codes spend the one budget of every way in
// (signInBudget.ts: LOGIN_RATE_LIMIT a minute per address, docs/product.md#limits), as the team's ways in do.
import { contractPlugin } from "../../http.ts";
import { MINUTE } from "../../rateLimits.ts";
import type { RouteOptions } from "../../routeTypes.ts";
import type { FeatureDeps } from "../handlerKit.ts";
import { authHandlers } from "./handlers.ts";
import { authMigrations } from "./migrations.ts";

/** The options of every way in: the address's share of the one sign-in budget, spent before the body is read. */
export const signInRoute = ({ signIn }: Pick<FeatureDeps, "signIn">): RouteOptions => ({
  beforeAuth: signIn.byAddress,
});

export const authPlugin = contractPlugin({
  handlers: (deps) => authHandlers(deps, deps.log),
  routes: (deps) => {
    const signIn = signInRoute(deps);
    return { login: signIn, redeemSignInCode: signIn };
  },
  sellerLimits: { botSignInLink: { max: 30, windowMs: MINUTE, noun: "sign-in links" } },
  migrations: authMigrations,
});
