import type { Severity } from "@boostdash/api-client/admin/contract";
import type { LucideIcon } from "lucide-react";
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { BadgeTone } from "../../primitives/Badge";

export const severityLabels: Record<Severity, string> = {
  info: "Info",
  success: "Success",
  warning: "Warning",
  error: "Error",
};

export const severityTones: Record<Severity, BadgeTone> = {
  info: "info",
  success: "success",
  warning: "warning",
  error: "danger",
};

export const severityIcons: Record<Severity, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
};
