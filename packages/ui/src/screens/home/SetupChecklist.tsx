import type { DateInput } from "@boostdash/api-client/core/format";
import { relativeAge } from "@boostdash/api-client/core/time";
import type { StoreSetup } from "@boostdash/api-client/dashboard/contract";
import { Bot, Check, ExternalLink, Package, Rocket, Share2 } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { AnchorLink, type ShellLinkProps } from "../../layout/DashboardSidebar";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge";
import { buttonVariants } from "../../primitives/Button";
import { Card, CardContent, CardHeader, CardHeading } from "../../primitives/Card";
import { CopyButton } from "../../primitives/CopyButton";
import { NewTabLink } from "../../primitives/NewTabLink";
import { formatStatValue } from "../../primitives/StatCard";
import { BotConnection } from "../settings/BotConnection";
import { SETUP_STEPS, type SetupProgress } from "./setupProgress";

export interface SetupChecklistProps {
  setup: StoreSetup;
  progress: SetupProgress;
  /** The seller's public pages, to share. */
  links: { liveStock: string; redeem: string };
  now: DateInput;
  /** The app's router link (for 'Open Settings'); a plain anchor by default. */
  linkComponent?: ComponentType<ShellLinkProps>;
  onLinkCopied?: (url: string) => void;
  onCopyFailed?: () => void;
  /** This server as the seller reached it: the bot API's URL and the example calls. */
  origin: string;
}

interface StepProps {
  number: number;
  icon: ReactNode;
  title: string;
  done: boolean;
  /** One line when done, e.g. 'Connected, last contact 4m ago'. */
  doneText: string;
  children: ReactNode;
}

function Step({ number, icon, title, done, doneText, children }: StepProps) {
  return (
    <li className="flex gap-4 px-5 py-4" data-done={done || undefined}>
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold",
          done ? "border-success/40 bg-success-bg text-success" : "border-border bg-surface-2 text-muted",
        )}
      >
        {done ? <Check className="size-4" /> : number}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-muted [&_svg]:size-4">
            {icon}
          </span>
          <h3 className={cn("text-sm font-semibold", done ? "text-muted" : "text-fg")}>{title}</h3>
          {done ? <Badge tone="success">Done</Badge> : <span className="sr-only">(not done yet)</span>}
        </div>
        {done ? <p className="text-sm text-muted">{doneText}</p> : children}
      </div>
    </li>
  );
}

function ShareLink({
  label,
  url,
  onCopied,
  onCopyFailed,
}: {
  label: string;
  url: string;
  onCopied?: (url: string) => void;
  onCopyFailed?: () => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-medium text-muted">{label}</span>
      <div className="flex items-center gap-1 rounded-md border border-border bg-surface-2 py-1 pr-1 pl-3">
        <code className="min-w-0 flex-1 truncate font-mono text-xs text-fg" title={url}>
          {url}
        </code>
        <CopyButton
          value={url}
          label={`Copy ${label.toLowerCase()} link`}
          onCopied={onCopied}
          onError={onCopyFailed}
        />
        <NewTabLink
          href={url}
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8")}
          aria-label={`Open ${label.toLowerCase()} (opens in a new tab)`}
          title={`Open ${label.toLowerCase()}`}
        >
          <ExternalLink aria-hidden="true" />
        </NewTabLink>
      </div>
    </div>
  );
}

/**
 * Home for a store still being set up: connect the bot, add stock, share the public links. Shown until every
 * step is done (the container decides with `setupProgress`); each step says how it will be known to be done.
 */
export function SetupChecklist({
  setup,
  progress,
  links,
  now,
  linkComponent: Link = AnchorLink,
  onLinkCopied,
  onCopyFailed,
  origin,
}: SetupChecklistProps) {
  const percent = Math.round((progress.done / SETUP_STEPS) * 100);
  return (
    <Card aria-labelledby="setup-title" role="region">
      <CardHeader className="gap-3 border-b border-border pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <CardHeading
            icon={<Rocket />}
            title="Set up your store"
            titleId="setup-title"
            description="Three steps to your first order. This list goes away once they're done."
          />
        </div>
        <div className="flex shrink-0 flex-col gap-1.5 pl-12 sm:items-end sm:pl-0">
          <span className="text-xs font-medium text-muted" data-testid="setup-count">
            {progress.done} of {SETUP_STEPS} done
          </span>
          <span aria-hidden="true" className="h-1.5 w-24 overflow-hidden rounded-full bg-surface-2">
            <span className="block h-full rounded-full bg-success" style={{ width: `${percent}%` }} />
          </span>
        </div>
      </CardHeader>
      <CardContent className="p-0">
        <ol className="divide-y divide-border">
          <Step
            number={1}
            icon={<Bot />}
            title="Connect your bot"
            done={progress.botConnected}
            doneText={`Connected: last contact ${setup.botLastSeenAt ? relativeAge(setup.botLastSeenAt, now) : ""}`}
          >
            <p className="text-sm text-muted">
              Put your bot key in your bot's settings. This step is done when the bot first calls the
              dashboard.
            </p>
            <BotConnection origin={origin} onCopied={onLinkCopied} onCopyFailed={onCopyFailed} />
            <div>
              <Link to="/dashboard/settings" className={buttonVariants({ variant: "secondary", size: "sm" })}>
                Get the bot key in Settings
              </Link>
            </div>
          </Step>
          <Step
            number={2}
            icon={<Package />}
            title="Add stock"
            done={progress.hasStock}
            doneText={`${formatStatValue(setup.stockTotal)} in stock`}
          >
            <p className="text-sm text-muted">
              Load tokens into your bot: it sends the counts here and to your live stock page. This step is
              done when anything is in stock.
            </p>
          </Step>
          <Step
            number={3}
            icon={<Share2 />}
            title="Share your public links"
            done={progress.shared}
            doneText="Your first order is in"
          >
            <p className="text-sm text-muted">
              Send customers your live stock and redeem pages. This step is done when your first order
              arrives.
            </p>
            <div className="grid max-w-2xl gap-3">
              <ShareLink
                label="Live stock page"
                url={links.liveStock}
                onCopied={onLinkCopied}
                onCopyFailed={onCopyFailed}
              />
              <ShareLink
                label="Redeem page"
                url={links.redeem}
                onCopied={onLinkCopied}
                onCopyFailed={onCopyFailed}
              />
            </div>
          </Step>
        </ol>
      </CardContent>
    </Card>
  );
}
