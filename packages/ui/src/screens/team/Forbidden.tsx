import { FORBIDDEN_FOR_ROLE, type TeamRole } from "@boostdash/api-client/core/contract/permissions";
import { roleLabels } from "@boostdash/api-client/team/texts";
import { ShieldOff } from "lucide-react";
import type { ComponentType } from "react";
import { AnchorLink, type ShellLinkProps } from "../../layout/DashboardSidebar";
import { buttonVariants } from "../../primitives/Button";
import { IconCircle } from "../../primitives/IconCircle";

export interface ForbiddenProps {
  /** The signed-in person's role, named so they know why. */
  role: TeamRole;
  /** Where "Go to Home" leads. */
  homeHref?: string;
  linkComponent?: ComponentType<ShellLinkProps>;
}

/** The page's words beside it (docs/decisions.md#team-screens). */
export const forbiddenText = {
  title: "Not available to your role",
  /** The server's own refusal, word for word. */
  text: FORBIDDEN_FOR_ROLE,
  role: (role: TeamRole) =>
    `You are signed in as ${roleLabels[role]}. The store's owner can change your role.`,
  home: "Go to Home",
} as const;

/**
 * A dashboard page the person's role does not hold, opened by its address: the server's refusal in its words,
 * in the shell, instead of a page whose every call would fail.
 */
export function Forbidden({
  role,
  homeHref = "/dashboard",
  linkComponent: Link = AnchorLink,
}: ForbiddenProps) {
  return (
    <div
      data-slot="forbidden"
      className="flex flex-col items-center justify-center gap-3 px-4 py-16 text-center"
    >
      <IconCircle tone="warning" className="mb-2 size-14 [&_svg]:size-7">
        <ShieldOff />
      </IconCircle>
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{forbiddenText.title}</h1>
      <p className="max-w-md text-sm text-fg">{forbiddenText.text}</p>
      <p className="max-w-md text-sm text-muted">{forbiddenText.role(role)}</p>
      <Link to={homeHref} className={buttonVariants({ variant: "secondary", className: "mt-4" })}>
        {forbiddenText.home}
      </Link>
    </div>
  );
}
