// Who a request writes as (docs/decisions.md#sessions-and-the-trail): settled with the caller in `authenticate`
// (http.ts) for sessions and the bot, or by a public handler for its customer, and read by the activity-log writer,
// so the 40-odd places that log a write name the person without each passing it.
import { ACTOR_KINDS, type ActorKind, BOT_ACTOR, type TrailActor } from "@boostdash/api-client/admin/trail";
import { TEAM_ROLES, type TeamRole } from "@boostdash/api-client/core/contract/permissions";
import type { FastifyRequest } from "fastify";
import type { SessionActor } from "../auth/authRepository.ts";

const actors = new WeakMap<FastifyRequest, TrailActor>();

export function rememberActor(req: FastifyRequest, actor: TrailActor): void {
  actors.set(req, actor);
}

/** The request's actor; undefined when nobody was settled (a login before it succeeds, a public read). */
export function actorOf(req: FastifyRequest): TrailActor | undefined {
  return actors.get(req);
}

/** A session's person as the trail keeps them: the owner by the store's id, a member by theirs. */
export function sessionTrailActor(a: SessionActor): TrailActor {
  return a.memberId === null
    ? { kind: "owner", id: a.seller.id, name: a.name, role: "owner" }
    : { kind: "member", id: a.memberId, name: a.name, role: a.role };
}

/** The caller `authenticate` settled: a session's person, else (a bot key) the bot. */
export function callerTrailActor(actor: SessionActor | undefined): TrailActor {
  return actor ? sessionTrailActor(actor) : BOT_ACTOR;
}

/**
 * A storefront's delivery, by the platform's name ("Storefront (Shoppex)" in Admin Logs): nobody of the team did it,
 * and the buyer is the platform's customer, known to us only through the platform's signed call.
 */
export function storefrontTrailActor(platformName: string): TrailActor {
  return { kind: "storefront", id: null, name: platformName, role: null };
}

/** An actor read back from its columns; null when none was written, or one this version does not know. */
export function storedActor(
  kind: string | null,
  id: string | null,
  name: string | null,
  role: string | null,
): TrailActor | null {
  if (!(ACTOR_KINDS as readonly (string | null)[]).includes(kind)) return null;
  const known = (TEAM_ROLES as readonly (string | null)[]).includes(role) ? (role as TeamRole) : null;
  return { kind: kind as ActorKind, id, name: name ?? "", role: known };
}
