import { domainStatusTone } from "@boostdash/api-client/domains/rules";
import { CircleCheck, CircleHelp, CircleX, Loader2 } from "lucide-react";
import { Badge } from "../../primitives/Badge";

const ICONS = {
  success: <CircleCheck />,
  warning: <Loader2 />,
  danger: <CircleX />,
  neutral: <CircleHelp />,
} as const;

/** 'active' -> 'Active'; a status docs/product.md#dns-check does not name is shown as the server sent it. */
function statusLabel(status: string): string {
  return status ? status[0]?.toUpperCase() + status.slice(1) : "Unknown";
}

/** Active green, pending amber with a spinning icon, failed red, anything else neutral (docs/product.md#custom-domain). */
export function DomainStatusBadge({ status }: { status: string }) {
  const tone = domainStatusTone(status);
  return (
    <Badge tone={tone} icon={ICONS[tone]} spinning={tone === "warning"} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
