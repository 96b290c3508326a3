/**
 * Who in a store's team may call what (docs/decisions.md#team-roles-and-permissions). Every signed-in route
 * of the contract names one permission beside its `auth` (route.ts); the server refuses a session whose role lacks it
 * (403) before it reads the body, and the dashboard hides what the role cannot do. The roles are fixed; what each
 * holds is `ROLE_PERMISSIONS`, the one table both sides read.
 */

/** The store's people, most trusted first. The owner holds the access code (docs/product.md#login). */
export const TEAM_ROLES = ["owner", "admin", "manager", "support", "viewer"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const PERMISSIONS = [
  /** Signed in at all: who am I, sign out, the community boards. */
  "session",
  /** Home, Orders, their figures, charts, CSV and order.json; the live events. */
  "orders.read",
  /** Ask, approve, decline and start replacements. */
  "replacements",
  /** Stock counts, the warranty policies, storefront intake's settings as seen (no secrets). */
  "stock.read",
  /** Change stock counts and warranty policies. */
  "stock.write",
  /** Redeem keys: list (their values), add, generate, delete. */
  "keys",
  /** Storefront intake: product mappings, signing secrets, test sends, redelivery. */
  "intake",
  /** Post and vote on suggestions and bug reports. */
  "community.post",
  /** The store's settings, domains, notifications, the custom page, the bot key. */
  "settings",
  /** The access code (its value, its reset) and the team itself. */
  "ownership",
  /** The product's admin pages (activity logs, fixing and deleting posts): also needs an admin store. */
  "platform",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ: Permission[] = ["session", "orders.read", "stock.read"];

/**
 * Owner: everything. Admin: all but ownership (the access code, the team). Manager: orders, replacements, stock and
 * keys, storefront intake. Support: reads orders and stock, handles replacements, no keys. Viewer: reads only.
 */
export const ROLE_PERMISSIONS: Record<TeamRole, ReadonlySet<Permission>> = {
  owner: new Set(PERMISSIONS),
  admin: new Set(PERMISSIONS.filter((p) => p !== "ownership")),
  manager: new Set([...READ, "replacements", "stock.write", "keys", "intake", "community.post"]),
  support: new Set([...READ, "replacements", "community.post"]),
  viewer: new Set(READ),
};

export function can(role: TeamRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

/** The 403 a member gets for a route their role does not hold. */
export const FORBIDDEN_FOR_ROLE = "Your role in this store does not allow this.";
