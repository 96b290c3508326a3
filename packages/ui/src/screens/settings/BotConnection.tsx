import { type BotRouteName, botRouteDocs, curlExample } from "@boostdash/api-client/bot/examples";
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import { BookOpen, FileJson } from "lucide-react";
import { cn } from "../../lib/cn";
import { buttonVariants } from "../../primitives/Button";
import { CopyButton } from "../../primitives/CopyButton";

/** Where the reference page and the OpenAPI document are served (apps/server/src/features/bot/reference.ts). */
export const BOT_REFERENCE_PATH = `${API_BASE_PATH}/docs`;
export const BOT_OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;

/** The calls a new bot makes first. */
const FIRST_CALLS: BotRouteName[] = ["botPushStock", "botAddRedeemKeys", "botClaimRedeems"];

export interface BotConnectionProps {
  /** This server, as the seller reached it (the dashboard's origin), e.g. `https://boost.example.com`. */
  origin: string;
  /** The key when this page knows it (right after a rotation); a placeholder otherwise. */
  botKey?: string | null;
  onCopied?: (text: string) => void;
  onCopyFailed?: () => void;
}

function CopyLine({
  label,
  text,
  onCopied,
  onCopyFailed,
}: {
  label: string;
  text: string;
  onCopied?: (text: string) => void;
  onCopyFailed?: () => void;
}) {
  return (
    <div className="flex items-start gap-1 rounded-md border border-border bg-surface-2 py-1 pr-1 pl-3">
      <pre className="min-w-0 flex-1 py-1.5 font-mono text-xs break-all whitespace-pre-wrap text-fg">
        {text}
      </pre>
      <CopyButton value={text} label={label} onCopied={onCopied} onError={onCopyFailed} />
    </div>
  );
}

/**
 * How a bot talks to this server: the API's base URL, example calls with this server's real URL, and the reference
 * (Settings' Bot Key card and Home's 'Connect your bot' step; docs/product.md#bot-api).
 */
export function BotConnection({ origin, botKey, onCopied, onCopyFailed }: BotConnectionProps) {
  const base = `${origin.replace(/\/+$/, "")}${API_BASE_PATH}`;
  const key = botKey || "YOUR_BOT_KEY";
  return (
    <section aria-label="Connecting your bot" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-muted">API base URL</span>
        <CopyLine label="Copy API base URL" text={base} onCopied={onCopied} onCopyFailed={onCopyFailed} />
      </div>
      <p className="text-sm text-muted">
        Your bot sends its key as the <code className="font-mono text-fg">Authorization</code> header
        {botKey ? "" : " (put your key where the examples say YOUR_BOT_KEY)"}. For example:
      </p>
      {FIRST_CALLS.map((name) => (
        <div key={name} className="flex flex-col gap-1">
          <span className="text-xs font-medium text-muted">{botRouteDocs[name].summary}</span>
          <CopyLine
            label={`Copy example: ${botRouteDocs[name].summary.toLowerCase()}`}
            text={curlExample(origin, name, key)}
            onCopied={onCopied}
            onCopyFailed={onCopyFailed}
          />
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <a href={BOT_REFERENCE_PATH} className={cn(buttonVariants({ variant: "secondary", size: "sm" }))}>
          <BookOpen aria-hidden="true" />
          Bot API reference
        </a>
        <a href={BOT_OPENAPI_PATH} className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}>
          <FileJson aria-hidden="true" />
          OpenAPI document
        </a>
      </div>
    </section>
  );
}
