import { currentUserQuery } from "@boostdash/api-client/auth/queries";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useAuthRedirect } from "./useAuthRedirect";

/** Admin-only pages: a seller without the admin flag is told so and sent to /dashboard (docs/product.md#sign-in-and-roles). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useQuery(currentUserQuery());
  const isAdmin = user.data?.admin === true;
  const redirecting = useAuthRedirect(user.data && !isAdmin ? "not-admin" : undefined);
  if (!isAdmin || redirecting) return null;
  return <>{children}</>;
}
