import { signInRequired } from "@boostdash/api-client/auth/texts";

/** The page-specific wording of docs/product.md#sign-in-and-roles for a failed current-user check. */
export function signInMessageFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/dashboard") return signInRequired.dashboard;
  if (path.startsWith("/dashboard/settings")) return signInRequired.settings;
  if (path.startsWith("/dashboard/report-bugs")) return signInRequired.bugReports;
  return signInRequired.page;
}
