import type { TeamRole } from "@boostdash/api-client/core/contract/permissions";

/** A role as people read it, in the sidebar, the Team screen and a refusal. */
export const roleLabels: Record<TeamRole, string> = {
  owner: "Owner",
  admin: "Admin",
  manager: "Manager",
  support: "Support",
  viewer: "Viewer",
};

/** What each role may do, in a line, under the invite form's role choice (docs/decisions.md#team-roles-and-permissions). */
export const roleSummaries: Record<TeamRole, string> = {
  owner: "Everything, the access code and the team included",
  admin: "Everything but the access code and the team",
  manager: "Orders, replacements, stock and keys, storefronts",
  support: "Reads orders and stock, handles replacements; no keys",
  viewer: "Reads orders and stock; changes nothing",
};
