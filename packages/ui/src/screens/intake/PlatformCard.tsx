import { KeyRound, Plug } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { CopyButton } from "../../primitives/CopyButton";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { NewSecretPanel } from "../settings/NewSecretPanel";
import { intakeText } from "./intakeText";

export interface PlatformCardProps {
  /** 'SellAuth', 'Sell.app'. */
  label: string;
  /** Where the storefront sends its deliveries; null until the platform is set up. */
  url: string | null;
  /** The secret's last four characters. */
  secretHint: string | null;
  /** The secret from a set-up or rotation on this visit: its one showing. */
  newSecret?: string | null;
  /** Where in the storefront the URL and secret go. */
  where: string;
  busy: boolean;
  onSetUp: () => void;
  onRotate: () => void;
  onUrlCopied?: () => void;
  onSecretCopied?: () => void;
  onCopyFailed?: () => void;
}

/** One platform: set it up, or its delivery URL to paste (with copy), its secret (shown once) and Rotate. */
export function PlatformCard({
  label,
  url,
  secretHint,
  newSecret,
  where,
  busy,
  onSetUp,
  onRotate,
  onUrlCopied,
  onSecretCopied,
  onCopyFailed,
}: PlatformCardProps) {
  const titleId = useId();
  const setUp = url !== null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="platform"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface-2/50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h3 id={titleId} className="text-base font-semibold text-fg">
            {label}
          </h3>
          <Badge tone={setUp ? "success" : "neutral"}>
            {setUp ? intakeText.connected : intakeText.notSetUp}
          </Badge>
        </div>
        {setUp ? (
          <Button
            variant="secondary"
            size="sm"
            busy={busy}
            busyLabel={intakeText.rotating}
            onClick={onRotate}
            aria-label={`${intakeText.rotate} of ${label}`}
          >
            <KeyRound aria-hidden="true" />
            {intakeText.rotate}
          </Button>
        ) : (
          <Button size="sm" busy={busy} busyLabel={intakeText.settingUp} onClick={onSetUp}>
            <Plug aria-hidden="true" />
            Set up {label}
          </Button>
        )}
      </div>
      {setUp ? (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
          <Field label={intakeText.deliveryUrl} hint={where}>
            {(control) => (
              <div className="flex items-center gap-2">
                <Input {...control} readOnly value={url} className="font-mono text-xs" />
                <CopyButton
                  variant="secondary"
                  size="icon"
                  className="size-10"
                  value={url}
                  label={`Copy ${label} delivery URL`}
                  onCopied={onUrlCopied}
                  onError={onCopyFailed}
                />
              </div>
            )}
          </Field>
          <Field label={intakeText.secret}>
            {(control) => (
              <Input
                {...control}
                readOnly
                className="font-mono text-xs"
                value={`${"\u2022".repeat(10)}${secretHint ?? ""}`}
              />
            )}
          </Field>
        </div>
      ) : null}
      {newSecret ? (
        <NewSecretPanel title={`New ${label} secret`}>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 truncate rounded-md bg-surface-2 px-3 py-2 font-mono text-sm">
              {newSecret}
            </code>
            <CopyButton
              variant="secondary"
              value={newSecret}
              label={`Copy ${label} secret`}
              onCopied={onSecretCopied}
              onError={onCopyFailed}
            />
          </div>
          <p className="text-xs text-fg">
            {intakeText.copyItNow} Paste it into {label} beside the delivery URL.
          </p>
        </NewSecretPanel>
      ) : null}
    </section>
  );
}
