import type { Permission } from "@boostdash/api-client/core/contract/permissions";
import { Forbidden } from "@boostdash/ui/screens/team/Forbidden";
import type { ReactNode } from "react";
import { RouterLink } from "../RouterLink";
import { useAccess } from "./access";

/**
 * A page whose calls the person's role may make; any other role opening its address gets the server's refusal
 * in words ('Your role in this store does not allow this.'), not a page of failed calls
 * (docs/decisions.md#team-screens).
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const access = useAccess();
  if (!access.can(permission)) return <Forbidden role={access.role} linkComponent={RouterLink} />;
  return <>{children}</>;
}
