import type { ReactNode } from "react";
import { useAccess } from "./access";
import { useAuthRedirect } from "./useAuthRedirect";

/** Admin-only pages: a seller without the admin flag is told so and sent to /dashboard (docs/product.md#sign-in-and-roles). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin } = useAccess();
  const redirecting = useAuthRedirect(isAdmin ? undefined : "not-admin");
  if (!isAdmin || redirecting) return null;
  return <>{children}</>;
}
