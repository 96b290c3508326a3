import { LIMITS } from "@boostdash/api-client/core/limits";
import {
  type NotificationSettings,
  type NotificationSettingsUpdate,
  NotificationSettingsUpdateSchema,
} from "@boostdash/api-client/notifications/contract";
import { NOTIFICATION_EVENTS, STOCK_TIERS, type StockTier } from "@boostdash/api-client/notifications/rules";
import { eventLabels } from "@boostdash/api-client/notifications/texts";
import { ArrowLeft, Bell, KeyRound, Send, TriangleAlert } from "lucide-react";
import { type ComponentType, type FormEvent, useState } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { AnchorLink, type ShellLinkProps } from "../../layout/DashboardSidebar";
import { ScreenLayout } from "../../layout/ScreenLayout";
import { Button, buttonVariants } from "../../primitives/Button";
import { Card, CardContent, CardFooter, CardIconHeader } from "../../primitives/Card";
import { CopyButton } from "../../primitives/CopyButton";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { Notice } from "../../primitives/Notice";
import { NewSecretPanel } from "../settings/NewSecretPanel";
import { DeliveryLog } from "./DeliveryLog";
import { customerEmailTexts, notificationsStatusTexts } from "./notificationsText";

export type NotificationsSaveStatus = "idle" | "saving" | "saved" | "error";

const TIER_LABELS: Record<StockTier, string> = {
  oneMonthNitroTokens: "1 Month Nitro",
  oneMonthServerBoosts: "1 Month Boosts",
  threeMonthNitroTokens: "3 Month Nitro",
  threeMonthServerBoosts: "3 Month Boosts",
};

export interface NotificationsScreenProps {
  status: ScreenStatus;
  settings?: NotificationSettings;
  /** The log's time zone: stories fix it ("UTC"); the app leaves the viewer's. */
  timeZone?: string;
  saveStatus?: NotificationsSaveStatus;
  /** The server's message when the last save failed. */
  saveError?: string | null;
  /** A secret made on this visit (first endpoint or Rotate): its one showing. */
  newSecret?: string | null;
  rotating?: boolean;
  testing?: boolean;
  onSave: (update: NotificationSettingsUpdate) => void;
  onRotateSecret: () => void;
  onSendTest: () => void;
  onSecretCopied?: (secret: string) => void;
  onCopyFailed?: () => void;
  onRetry?: () => void;
  /** The app's router link (the back link to Settings). */
  linkComponent?: ComponentType<ShellLinkProps>;
}

type Form = Pick<NotificationSettings, "discordUrl" | "endpointUrl" | "events"> & {
  thresholds: Record<StockTier, string>;
};

const toForm = (s: NotificationSettings): Form => ({
  discordUrl: s.discordUrl,
  endpointUrl: s.endpointUrl,
  events: s.events,
  thresholds: Object.fromEntries(
    STOCK_TIERS.map((t) => [t, String(s.stockThresholds[t])]),
  ) as Form["thresholds"],
});

const sameForm = (a: Form, b: Form) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `/dashboard/settings/notifications` (docs/product.md#seller-notifications): where the store's events go, which
 * ones, the endpoint's signing secret, 'Send test' and the delivery log.
 */
export function NotificationsScreen({
  status,
  settings,
  timeZone,
  saveStatus = "idle",
  saveError,
  newSecret,
  rotating = false,
  testing = false,
  onSave,
  onRotateSecret,
  onSendTest,
  onSecretCopied,
  onCopyFailed,
  onRetry,
  linkComponent: Link = AnchorLink,
}: NotificationsScreenProps) {
  return (
    <ScreenLayout
      status={status}
      title="Notifications"
      subtitle="Tell Discord or your own server when something happens in your store"
      statusTexts={notificationsStatusTexts}
      onRetry={onRetry}
      actions={
        <Link to="/dashboard/settings" className={buttonVariants({ variant: "secondary", size: "sm" })}>
          <ArrowLeft aria-hidden="true" />
          Settings
        </Link>
      }
      keepActions
    >
      {settings ? (
        <>
          <SettingsForm
            settings={settings}
            saveStatus={saveStatus}
            saveError={saveError}
            newSecret={newSecret}
            rotating={rotating}
            testing={testing}
            onSave={onSave}
            onRotateSecret={onRotateSecret}
            onSendTest={onSendTest}
            onSecretCopied={onSecretCopied}
            onCopyFailed={onCopyFailed}
          />
          <DeliveryLog deliveries={settings.deliveries} timeZone={timeZone} />
          {settings.customerEmails === undefined ? null : (
            <p className="text-sm text-muted">
              {settings.customerEmails ? customerEmailTexts.on : customerEmailTexts.off}
            </p>
          )}
        </>
      ) : null}
    </ScreenLayout>
  );
}

type FormProps = Required<
  Pick<NotificationsScreenProps, "settings" | "saveStatus" | "rotating" | "testing">
> &
  Pick<
    NotificationsScreenProps,
    "saveError" | "newSecret" | "onSave" | "onRotateSecret" | "onSendTest" | "onSecretCopied" | "onCopyFailed"
  >;

function SettingsForm({
  settings,
  saveStatus,
  saveError,
  newSecret,
  rotating,
  testing,
  onSave,
  onRotateSecret,
  onSendTest,
  onSecretCopied,
  onCopyFailed,
}: FormProps) {
  const [form, setForm] = useState(() => toForm(settings));
  const [errors, setErrors] = useState<Partial<Record<"discordUrl" | "endpointUrl" | StockTier, string>>>({});
  // The form follows the saved settings when they change (a save answered), unless the seller typed since.
  const [saved, setSaved] = useState(settings);
  if (saved !== settings) {
    setSaved(settings);
    if (sameForm(form, toForm(saved)) || saveStatus !== "idle") setForm(toForm(settings));
  }
  const dirty = !sameForm(form, toForm(settings));
  const saving = saveStatus === "saving";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const thresholds: Partial<Record<StockTier, number>> = {};
    for (const t of STOCK_TIERS) {
      const n = Number(form.thresholds[t]);
      if (!/^\d{1,7}$/.test(form.thresholds[t].trim())) found[t] = "A whole number, 0 or more";
      else thresholds[t] = n;
    }
    const update = {
      discordUrl: form.discordUrl,
      endpointUrl: form.endpointUrl,
      events: form.events,
      stockThresholds: thresholds,
    };
    const parsed = NotificationSettingsUpdateSchema.safeParse(update);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "discordUrl" || field === "endpointUrl") found[field] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave(update);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Notification settings" className="flex flex-col gap-6">
      <Card className="max-w-3xl">
        <CardIconHeader
          icon={<Bell />}
          title="Where to send"
          description="A Discord webhook, your own HTTPS endpoint, or both"
        />
        <CardContent className="flex flex-col gap-5">
          <Field
            label="Discord webhook URL"
            error={errors.discordUrl}
            hint="Discord: Server Settings › Integrations › Webhooks › Copy Webhook URL"
          >
            {(control) => (
              <Input
                {...control}
                name="discordUrl"
                type="url"
                inputMode="url"
                spellCheck={false}
                autoComplete="off"
                placeholder="https://discord.com/api/webhooks/…"
                maxLength={LIMITS.url}
                value={form.discordUrl}
                onChange={(e) => {
                  setForm((f) => ({ ...f, discordUrl: e.target.value }));
                  setErrors((x) => ({ ...x, discordUrl: undefined }));
                }}
              />
            )}
          </Field>
          <Field
            label="HTTPS endpoint"
            error={errors.endpointUrl}
            hint="Gets signed JSON for each event (HMAC-SHA256 over the timestamp and the body)"
          >
            {(control) => (
              <Input
                {...control}
                name="endpointUrl"
                type="url"
                inputMode="url"
                spellCheck={false}
                autoComplete="off"
                placeholder="https://your-server.example.com/boostdash"
                maxLength={LIMITS.url}
                value={form.endpointUrl}
                onChange={(e) => {
                  setForm((f) => ({ ...f, endpointUrl: e.target.value }));
                  setErrors((x) => ({ ...x, endpointUrl: undefined }));
                }}
              />
            )}
          </Field>
          {settings.secretHint || newSecret ? (
            <div className="flex flex-wrap items-end justify-between gap-3">
              <Field label="Signing secret" hint="Only its last four characters are kept on show">
                {(control) => (
                  <Input
                    {...control}
                    readOnly
                    className="font-mono"
                    value={`whsec_${"\u2022".repeat(8)}${settings.secretHint ?? ""}`}
                  />
                )}
              </Field>
              <Button
                type="button"
                variant="secondary"
                busy={rotating}
                busyLabel="Rotating..."
                onClick={onRotateSecret}
              >
                <KeyRound aria-hidden="true" />
                Rotate secret
              </Button>
            </div>
          ) : null}
          {newSecret ? (
            <NewSecretPanel title="New signing secret">
              <div className="flex items-center gap-2">
                <code className="min-w-0 flex-1 truncate rounded-md bg-surface-2 px-3 py-2 font-mono text-sm">
                  {newSecret}
                </code>
                <CopyButton
                  value={newSecret}
                  label="Copy signing secret"
                  onCopied={onSecretCopied}
                  onError={onCopyFailed}
                />
              </div>
              <p className="text-xs text-fg">Copy it now: it is shown only once.</p>
            </NewSecretPanel>
          ) : null}
        </CardContent>
      </Card>

      <Card className="max-w-3xl">
        <CardIconHeader icon={<Send />} title="Events" description="Choose what you are told about" />
        <CardContent className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">Events</legend>
            {NOTIFICATION_EVENTS.map((e) => (
              <label key={e} className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  name={e}
                  className="size-4 accent-primary"
                  checked={form.events[e]}
                  onChange={(ev) =>
                    setForm((f) => ({ ...f, events: { ...f.events, [e]: ev.target.checked } }))
                  }
                />
                {eventLabels[e]}
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-3" disabled={!form.events["stock.low"]}>
            <legend className="mb-2 text-sm font-medium">Tell me when a tier falls below</legend>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {STOCK_TIERS.map((t) => (
                <Field key={t} label={TIER_LABELS[t]} error={errors[t]}>
                  {(control) => (
                    <Input
                      {...control}
                      name={t}
                      inputMode="numeric"
                      value={form.thresholds[t]}
                      onChange={(e) => {
                        setForm((f) => ({ ...f, thresholds: { ...f.thresholds, [t]: e.target.value } }));
                        setErrors((x) => ({ ...x, [t]: undefined }));
                      }}
                    />
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
          {saveStatus === "error" && saveError ? (
            <Notice role="alert" tone="danger" icon={TriangleAlert} title="Notification settings not saved">
              <p className="text-fg">{saveError}</p>
            </Notice>
          ) : null}
        </CardContent>
        <CardFooter className="flex-wrap justify-between gap-2">
          <Button
            type="button"
            variant="secondary"
            busy={testing}
            busyLabel="Sending..."
            disabled={dirty || (!settings.discordUrl && !settings.endpointUrl)}
            onClick={onSendTest}
          >
            <Send aria-hidden="true" />
            Send test
          </Button>
          <div className="flex items-center gap-3">
            <p role="status" className="text-xs text-muted">
              {saving
                ? "Saving your changes..."
                : dirty
                  ? "Unsaved changes"
                  : saveStatus === "saved"
                    ? "All changes saved"
                    : ""}
            </p>
            <Button type="submit" busy={saving} busyLabel="Saving..." disabled={!dirty && !saving}>
              Save
            </Button>
          </div>
        </CardFooter>
      </Card>
    </form>
  );
}
