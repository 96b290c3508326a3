// Who the signed-in person is in the store, and what their role lets them do: the one place the dashboard asks
// (docs/decisions.md#team-screens). Pages, the sidebar and the live toasts read `useAccess()`; none compares roles.
import { can, type Permission, type TeamRole } from "@boostdash/api-client/core/contract/permissions";
import { createContext, type ReactNode, useContext } from "react";

export interface Access {
  role: TeamRole;
  /** The member's own name; null for the owner (the access code's holder). */
  memberName: string | null;
  /** Whether the role holds `permission` (the contract's table, as the server enforces it). */
  can: (permission: Permission) => boolean;
  /** The product's admin pages and actions: an admin store and a role that holds `platform`. */
  isAdmin: boolean;
}

/** The parts of the current-user answer access is read from. */
export interface AccessSource {
  admin: boolean;
  role?: TeamRole | undefined;
  memberName?: string | null | undefined;
}

/**
 * Access from the current-user answer. A server that names no role predates teams: its only person is the access
 * code's holder, the owner.
 */
export function accessOf(user: AccessSource): Access {
  const role = user.role ?? "owner";
  return {
    role,
    memberName: user.memberName ?? null,
    can: (permission) => can(role, permission),
    isAdmin: user.admin && can(role, "platform"),
  };
}

const AccessContext = createContext<Access | null>(null);

/** Given by the dashboard's shell once the current user is known; every page renders inside it. */
export function AccessProvider({ access, children }: { access: Access; children: ReactNode }) {
  return <AccessContext.Provider value={access}>{children}</AccessContext.Provider>;
}

/** The signed-in person's access. Only pages inside the shell call it: outside, there is nobody to ask about. */
export function useAccess(): Access {
  const access = useContext(AccessContext);
  if (!access) throw new Error("useAccess() outside the dashboard's shell");
  return access;
}
