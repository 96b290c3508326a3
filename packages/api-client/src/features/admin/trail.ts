/**
 * Who did a write (docs/decisions.md#sessions-and-the-trail): the person behind a session (the owner or a team member,
 * with their name and role at the time), the bot, a customer, a storefront's delivery, or the server itself. Admin
 * Logs and the order dialog's timeline show it.
 */
import { z } from "zod";
import { TEAM_ROLES, type TeamRole } from "../../core/contract/permissions.ts";

export const ACTOR_KINDS = ["owner", "member", "bot", "customer", "storefront", "system"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const ActorSchema = z.object({
  kind: z.enum(ACTOR_KINDS),
  /** The member's id (a member), the store's (the owner); null for the others. */
  id: z.string().nullable(),
  /** The name at the time of the write: a renamed or removed member keeps the name they acted under. */
  name: z.string(),
  /** The person's role at the time; null for the bot, a customer, a storefront, the server. */
  role: z.enum(TEAM_ROLES).nullable(),
});
export type TrailActor = z.infer<typeof ActorSchema>;

const ROLE_WORDS: Record<TeamRole, string> = {
  owner: "Owner",
  admin: "Admin",
  manager: "Manager",
  support: "Support",
  viewer: "Viewer",
};

/** A person by name and role: "Ana (Support)", "Mia's Store (Owner)"; the others by what they are. */
export function actorLabel(actor: TrailActor): string {
  switch (actor.kind) {
    case "owner":
    case "member":
      return `${actor.name} (${ROLE_WORDS[actor.role ?? (actor.kind === "owner" ? "owner" : "viewer")]})`;
    case "bot":
      return "Bot";
    case "customer":
      return "Customer";
    case "storefront":
      return actor.name ? `Storefront (${actor.name})` : "Storefront";
    case "system":
      return "System";
  }
}

export const BOT_ACTOR: TrailActor = { kind: "bot", id: null, name: "Bot", role: null };
export const CUSTOMER_ACTOR: TrailActor = { kind: "customer", id: null, name: "Customer", role: null };
