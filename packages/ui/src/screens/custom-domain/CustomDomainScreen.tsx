import type { DateInput } from "@boostdash/api-client/core/format";
import type { Domain } from "@boostdash/api-client/domains/contract";
import { MAX_DOMAINS } from "@boostdash/api-client/domains/rules";
import { Globe } from "lucide-react";
import { useState } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { ScreenLayout } from "../../layout/ScreenLayout";
import { Badge } from "../../primitives/Badge";
import { ConfirmDialog } from "../../primitives/ConfirmDialog";
import { EmptyState } from "../../primitives/EmptyState";
import { AddDomainCard } from "./AddDomainCard";
import { customDomainStatusTexts } from "./customDomainText";
import { DomainCard } from "./DomainCard";

export interface CustomDomainScreenProps {
  status: ScreenStatus;
  domains: Domain[];
  /** The product host the CNAME must point at (Value/Target); absent while it loads. */
  target?: string;
  /** The placeholder's and the format message's example host. */
  exampleHost?: string;
  /** For 'Last checked ... ago'; fixed in stories. */
  now: DateInput;
  /** For 'Added on'; stories pass "UTC". */
  timeZone?: string;
  adding?: boolean;
  /** The last add's failure, in the docs/product.md#custom-domain words; shown under the field. */
  addError?: string | null;
  /** The domain whose 'Check now' is running. */
  checkingId?: string | null;
  /** The domain being removed. */
  deletingId?: string | null;
  /** Seconds between the page's own re-checks of a pending domain (shown on the card). */
  recheckSeconds?: number;
  /** A trimmed, lower-cased name that passed the docs/product.md#custom-domain rules. */
  onAdd: (domain: string) => void;
  onCheck: (id: string) => void;
  /** Confirmed in the dialog. An empty id reaches here too: the caller says 'Invalid domain ID'. */
  onDelete: (id: string) => void;
  /** A DNS value reached the clipboard: 'Copied to clipboard!'. */
  onCopied: (value: string) => void;
  onCopyFailed?: () => void;
  onRetry?: () => void;
}

/** `/dashboard/custom-domain`: add one domain, follow its DNS check, copy the CNAME record (docs/product.md#custom-domain). */
export function CustomDomainScreen({
  status,
  domains,
  target,
  exampleHost,
  now,
  timeZone,
  adding = false,
  addError,
  checkingId,
  deletingId,
  recheckSeconds,
  onAdd,
  onCheck,
  onDelete,
  onCopied,
  onCopyFailed,
  onRetry,
}: CustomDomainScreenProps) {
  const [confirming, setConfirming] = useState<Domain | null>(null);
  const count = domains.length;

  return (
    <ScreenLayout
      status={status}
      title="Custom Domain"
      subtitle="Manage your custom domains and DNS settings"
      badge={
        <Badge tone={count >= MAX_DOMAINS ? "info" : "neutral"} data-testid="domain-count">
          {count}/{MAX_DOMAINS} Domains
        </Badge>
      }
      statusTexts={customDomainStatusTexts}
      onRetry={onRetry}
      className="max-w-4xl"
    >
      <AddDomainCard
        count={count}
        exampleHost={exampleHost}
        adding={adding}
        addError={addError}
        onAdd={onAdd}
      />

      <section aria-label="Your domains" className="flex flex-col gap-4">
        {domains.length === 0 ? (
          <EmptyState
            icon={<Globe />}
            title="No domains added yet"
            description="Add your first custom domain to get started"
          />
        ) : (
          domains.map((domain) => (
            <DomainCard
              key={domain._id || domain.domain}
              domain={domain}
              target={target}
              now={now}
              timeZone={timeZone}
              checking={checkingId === domain._id}
              deleting={deletingId === domain._id}
              recheckSeconds={recheckSeconds}
              onCheck={() => onCheck(domain._id)}
              onDelete={() => setConfirming(domain)}
              onCopied={onCopied}
              onCopyFailed={onCopyFailed}
            />
          ))
        )}
      </section>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Remove this domain?"
        description={
          confirming
            ? `${confirming.domain} will stop serving your store pages. You can add a domain again later.`
            : undefined
        }
        confirmLabel="Remove Domain"
        tone="danger"
        onConfirm={() => {
          if (confirming) onDelete(confirming._id);
          setConfirming(null);
        }}
      />
    </ScreenLayout>
  );
}
