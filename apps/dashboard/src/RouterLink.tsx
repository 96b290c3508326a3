import type { ShellLinkProps } from "@boostdash/ui/layout/DashboardShell";
import { Link } from "react-router-dom";

/** The router's Link in the shape the router-free DashboardShell expects. */
export function RouterLink({ to, ...props }: ShellLinkProps) {
  return <Link to={to} {...props} />;
}
