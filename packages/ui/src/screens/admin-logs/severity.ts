import type { Severity } from "@boostdash/api-client/admin/contract";
import type { LucideIcon } from "lucide-react";
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { BadgeTone } from "../../primitives/Badge";

interface SeverityLook {
  /** The badge's words, the icon's screen-reader text and the filter option's. */
  label: string;
  tone: BadgeTone;
  icon: LucideIcon;
  /** The icon's colour, the tone's text colour. */
  iconClass: string;
}

/** Everything the Admin Logs screen says about a severity, one record each. */
export const severities: Record<Severity, SeverityLook> = {
  info: { label: "Info", tone: "info", icon: Info, iconClass: "text-info" },
  success: { label: "Success", tone: "success", icon: CircleCheck, iconClass: "text-success" },
  warning: { label: "Warning", tone: "warning", icon: TriangleAlert, iconClass: "text-warning" },
  error: { label: "Error", tone: "danger", icon: CircleAlert, iconClass: "text-danger" },
};
