import { type DateInput, formatDate } from "@boostdash/api-client/core/format";
import { relativeAge } from "@boostdash/api-client/core/time";
import type { Domain } from "@boostdash/api-client/domains/contract";
import { CircleCheck, Globe, RefreshCw, SearchCheck, Trash2, TriangleAlert } from "lucide-react";
import { Button } from "../../primitives/Button";
import { Card, CardContent } from "../../primitives/Card";
import { Notice } from "../../primitives/Notice";
import { DnsInstructions } from "./DnsInstructions";
import { DomainStatusBadge } from "./DomainStatusBadge";

export interface DomainCardProps {
  domain: Domain;
  target?: string;
  now: DateInput;
  timeZone?: string;
  checking: boolean;
  deleting: boolean;
  /** How often the page re-checks a pending domain, for the hint under its finding. */
  recheckSeconds?: number;
  onCheck: () => void;
  onDelete: () => void;
  onCopied: (value: string) => void;
  onCopyFailed?: () => void;
}

/** One domain: name, dates, status, the last DNS finding, 'Check now', delete, and the DNS instructions. */
export function DomainCard({
  domain,
  target,
  now,
  timeZone,
  checking,
  deleting,
  recheckSeconds,
  onCheck,
  onDelete,
  onCopied,
  onCopyFailed,
}: DomainCardProps) {
  const headingId = `domain-${domain._id || domain.domain}`;
  const active = domain.status === "active";
  const checkedAt = domain.checked_at ?? null;
  return (
    <article aria-labelledby={headingId} data-testid="domain-card" data-domain={domain.domain}>
      <Card>
        <CardContent className="flex flex-col gap-5 p-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 items-start gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-accent/30 bg-primary/15 text-accent"
              >
                <Globe className="size-5" />
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={headingId} className="break-all text-base font-semibold text-fg">
                    {domain.domain}
                  </h3>
                  <DomainStatusBadge status={domain.status} />
                </div>
                <p className="text-xs text-muted">
                  Added on {formatDate(domain.created_at, { timeZone })}
                  {checkedAt ? (
                    <>
                      {" \u00b7 "}
                      <span data-testid="last-checked">Last checked {relativeAge(checkedAt, now)}</span>
                    </>
                  ) : (
                    " \u00b7 Not checked yet"
                  )}
                </p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={onCheck}
                busy={checking}
                busyLabel="Checking..."
                disabled={deleting}
              >
                <RefreshCw aria-hidden="true" />
                Check now
              </Button>
              <Button
                variant="danger"
                size="sm"
                onClick={onDelete}
                busy={deleting}
                busyLabel="Removing..."
                aria-label={deleting ? undefined : `Delete ${domain.domain}`}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </div>
          </div>

          {active ? (
            <p
              data-testid="domain-finding"
              className="flex items-center gap-2 rounded-lg border border-success/30 bg-success-bg px-3 py-2.5 text-sm font-medium text-success"
            >
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              Domain is active and working correctly!
            </p>
          ) : (
            <Finding domain={domain} target={target} recheckSeconds={recheckSeconds} />
          )}

          <DnsInstructions
            domain={domain.domain}
            target={target}
            onCopied={onCopied}
            onCopyFailed={onCopyFailed}
          />
        </CardContent>
      </Card>
    </article>
  );
}

/** What the last look-up found, for a domain that is not active yet. */
function Finding({
  domain,
  target,
  recheckSeconds,
}: {
  domain: Domain;
  target?: string;
  recheckSeconds?: number;
}) {
  const pending = domain.status === "pending";
  const failed = domain.status === "failed";
  const found = domain.last_error ?? null;
  const waiting = target
    ? `Waiting for a CNAME record pointing at ${target}.`
    : "Waiting for the CNAME record below.";
  return (
    <Notice
      tone={failed ? "danger" : "warning"}
      icon={failed ? TriangleAlert : SearchCheck}
      title={failed ? "DNS check failed" : pending ? "Verifying DNS" : "Status unknown"}
      className="p-3"
      data-testid="domain-finding"
    >
      <p className="break-words text-fg">
        {found ? (
          <>
            Last check found: <span className="font-mono text-[13px]">{found}</span>
          </>
        ) : (
          waiting
        )}
      </p>
      {pending && recheckSeconds ? (
        <p className="text-xs text-muted">
          Checked again every {recheckSeconds} seconds while this page is open.
        </p>
      ) : null}
    </Notice>
  );
}
