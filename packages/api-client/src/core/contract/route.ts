/** What one route of the contract declares; each feature's contract.ts types its routes with it, routes.ts composes them. */
import type { ZodMiniType } from "zod/mini";
import type { HttpMethod } from "./paths.ts";
import type { Permission } from "./permissions.ts";

// Routes hold classic and zod/mini schemas (the public pages' are mini, see public.ts). ZodMiniType is the
// shape both share: classic schemas satisfy it, and it still has `.safeParse`.
type RouteSchema = ZodMiniType;

/**
 * none: public. token: a signed-in seller's session token. admin: a session of an admin seller (403 otherwise).
 * bot: the seller's bot key (docs/product.md#bot-api).
 */
export type RouteAuth = "none" | "token" | "admin" | "bot";

interface RouteShape {
  method: HttpMethod;
  path: string;
  /** Path parameters; every `:name` in `path` is a key here. */
  params?: RouteSchema;
  /** Query string parameters. */
  query?: RouteSchema;
  /** JSON request body. */
  request?: RouteSchema;
  /** Body of a successful (2xx) response. Errors are `ApiErrorBodySchema`. */
  response: RouteSchema;
  /** The original call-table row this implements (docs/product.md#calls), as written there; absent for calls we added. */
  spec?: string;
}

/**
 * A route's caller: public and bot routes name no permission; every signed-in route names the one a team member's
 * role must hold (permissions.ts), so a route without one does not compile.
 */
export type ContractRoute = RouteShape &
  (
    | { auth: "none" | "bot"; permission?: never; stepUp?: never }
    | {
        auth: "token" | "admin";
        permission: Permission;
        /**
         * The riskiest calls: the session must have proved a factor again within `STEP_UP_WINDOW_MS` (stepUp.ts),
         * else a 403 whose `reason` is `step_up_required`.
         */
        stepUp?: true;
      }
  );

/** Every feature's routes; a new feature adds its routes object here (README, "Where each feature lives"). */
