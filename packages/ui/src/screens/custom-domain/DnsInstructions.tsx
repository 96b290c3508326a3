import { cnameRecord } from "@boostdash/api-client/domains/rules";
import { Info } from "lucide-react";
import { CopyButton } from "../../primitives/CopyButton";
import { Notice } from "../../primitives/Notice";

export interface DnsInstructionsProps {
  domain: string;
  /** The seller's own target under the product host (Value/Target); absent while it loads. */
  target?: string;
  onCopied: (value: string) => void;
  onCopyFailed?: () => void;
}

/** Why the target is the store's own (docs/product.md#dns-check). */
export const DOMAIN_TARGET_HINT =
  "The target is your store's own: pointing your domain at it shows the domain is yours.";

/** The four notes of docs/product.md#custom-domain, in its order. */
const DNS_NOTES = [
  "DNS changes can take up to 24-48 hours to propagate.",
  "Remove any existing A records for this subdomain.",
  "Contact your DNS provider if you need help adding the record.",
  "If issues occur, check your DNS settings: you may need to turn proxied off (DNS only).",
] as const;

/** The CNAME record to add at the seller's DNS provider, each value with a copy button, and the notes. */
export function DnsInstructions({ domain, target, onCopied, onCopyFailed }: DnsInstructionsProps) {
  const record = cnameRecord(domain, target ?? "");
  const rows = [
    { label: "Name/Host", value: record.name },
    { label: "Value/Target", value: record.value },
  ];
  return (
    <section aria-label={`DNS instructions for ${domain}`} className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold text-fg">DNS Instructions</h4>
      <p className="text-sm text-muted">Add this record at your DNS provider:</p>
      <p className="text-xs text-muted">{DOMAIN_TARGET_HINT}</p>
      <dl className="grid gap-2 rounded-lg border border-border bg-surface-2/60 p-3 text-sm">
        <div className="grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-2">
          <dt className="text-muted">Type</dt>
          <dd className="font-mono font-semibold text-fg">{record.type}</dd>
        </div>
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-2">
            <dt className="text-muted">{row.label}</dt>
            <dd className="flex min-w-0 items-center gap-1">
              <code
                data-testid={`dns-${row.label === "Name/Host" ? "name" : "value"}`}
                className="min-w-0 flex-1 truncate rounded-md border border-border bg-bg px-2.5 py-1.5 font-mono text-[13px] text-fg"
                title={row.value}
              >
                {row.value || "\u2026"}
              </code>
              <CopyButton
                value={row.value}
                label={`Copy ${row.label}`}
                disabled={!row.value}
                onCopied={onCopied}
                onError={onCopyFailed}
              />
            </dd>
          </div>
        ))}
      </dl>
      <Notice tone="info" icon={Info} title="Notes" className="p-3">
        <ul className="list-disc space-y-1 pl-4 text-fg/90 marker:text-info">
          {DNS_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Notice>
    </section>
  );
}
