import { safeExternalUrl } from "@boostdash/api-client/core/links";
import type { RedeemPageConfig } from "@boostdash/api-client/public/contract";
import { publicPageHref } from "@boostdash/api-client/public/pages";
import {
  type ChangeEvent,
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useRef,
  useState,
} from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { PublicShell } from "../../layout/PublicShell";
import { Button } from "../../primitives/Button";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { NewTabLink } from "../../primitives/NewTabLink";
import { Textarea } from "../../primitives/Textarea";
import { sellerAccent } from "./accent";
import { PublicCard } from "./PublicCard";
import { PublicPageStatus } from "./PublicPageStatus";
import { usePublicText } from "./publicText";
import {
  emptyRedeemForm,
  REDEEM_FIELD_MAX_LENGTH,
  type RedeemField,
  type RedeemFormValues,
  validateRedeemForm,
} from "./redeemForm";

export type { RedeemFormValues } from "./redeemForm";

// Only shown after a redeem succeeds: its dialog code stays out of the page's first download.
const RedeemSuccessDialog = lazy(() => import("./RedeemSuccessDialog"));

export interface RedeemScreenProps {
  status: ScreenStatus;
  config?: RedeemPageConfig;
  /** The docs/product.md#redeem message for the failed load (404, other HTTP error, unexpected, or the fallback). */
  errorMessage?: string;
  /** The error view's Retry: the app reloads the page. */
  onRetry: () => void;
  /** The store's guild, for the success dialog's order status link. */
  guildId: string;
  /** A redeem is in flight: 'Redeeming...' and the button disabled. */
  busy: boolean;
  /**
   * Called with the form once it passes the docs/product.md#redeem checks. Resolves true when the server redeemed it:
   * the screen then opens the success dialog for the typed key and clears every field.
   */
  onSubmit: (values: RedeemFormValues) => Promise<boolean>;
  /** A docs/product.md#redeem message for a form that failed its checks (the app shows it as an error toast). */
  onInvalid: (message: string) => void;
  /** Where 'Can't find your redeem key?...' points, if the store has such a page (http(s) only). */
  helpUrl?: string;
  /**
   * The captcha widget, once the store's failed redeems have spent its budget (docs/decisions.md#redeem-keys): shown
   * above the button, with a line saying why. The app supplies it; absent, the form has none.
   */
  captcha?: ReactNode;
  /** Under the page: the page in other languages (the app passes LanguageLinks). */
  languages?: ReactNode;
}

const OPTIONAL_FIELDS = ["displayname", "bio", "avatar", "banner"] as const;

/** Public redeem page (docs/product.md#redeem): key, invite and email, optional profile details, then the success dialog. */
export function RedeemScreen(props: RedeemScreenProps) {
  const { status, config, errorMessage, onRetry } = props;
  const words = usePublicText().messages.redeem;
  if (status === "loading" || status === "error" || !config) {
    return (
      <PublicPageStatus
        status={status === "loading" ? "loading" : "error"}
        loading={words.loading}
        message={errorMessage ?? words.fallback}
        onRetry={onRetry}
      />
    );
  }
  return <RedeemForm {...props} config={config} />;
}

function RedeemForm({
  config,
  guildId,
  busy,
  onSubmit,
  onInvalid,
  helpUrl,
  captcha,
  languages,
}: RedeemScreenProps & { config: RedeemPageConfig }) {
  const { messages } = usePublicText();
  const words = messages.redeem;
  const [values, setValues] = useState<RedeemFormValues>(emptyRedeemForm);
  const [invalid, setInvalid] = useState<ReadonlySet<RedeemField>>(new Set());
  const [showOptional, setShowOptional] = useState(false);
  const [redeemedKey, setRedeemedKey] = useState<string | null>(null);
  const keyInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const optionalId = `${id}-optional`;
  const accent = sellerAccent(config.embedColor);
  const help = safeExternalUrl(helpUrl);

  function update(name: RedeemField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (invalid.has(name)) setInvalid((current) => new Set([...current].filter((f) => f !== name)));
  }

  /** Value, change handler and invalid mark of one field, spread onto its Input or Textarea. */
  const bind = (name: RedeemField) => ({
    name,
    value: values[name],
    maxLength: REDEEM_FIELD_MAX_LENGTH[name],
    "aria-invalid": invalid.has(name) ? (true as const) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(name, event.target.value),
  });
  const fieldId = (name: RedeemField) => `${id}-${name}`;

  function toggleOptional() {
    // 'Hide' also clears the optional details (docs/product.md#redeem), so nothing hidden is sent.
    if (showOptional) setValues((current) => ({ ...current, ...pick(emptyRedeemForm, OPTIONAL_FIELDS) }));
    setShowOptional(!showOptional);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = validateRedeemForm(values, {
      required: words.required,
      email: words.invalidEmail,
      invite: words.invalidInvite,
    });
    if (!check.ok) {
      setInvalid(new Set(check.fields));
      if (check.fields[0]) document.getElementById(fieldId(check.fields[0]))?.focus();
      onInvalid(check.message);
      return;
    }
    setInvalid(new Set());
    const key = values.redeemKey.trim();
    if (await onSubmit(values)) {
      setValues(emptyRedeemForm);
      setShowOptional(false);
      setRedeemedKey(key);
    }
  }

  return (
    <PublicShell glowColor={accent.brand} footer={config.footerText} languages={languages}>
      <PublicCard brandColor={accent.brand}>
        <header className="flex flex-col gap-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
          <p className="text-muted">{words.intro}</p>
        </header>

        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={words.title}>
          <Field label={words.redeemKey} required id={fieldId("redeemKey")}>
            {(control) => (
              <Input
                {...control}
                {...bind("redeemKey")}
                ref={keyInput}
                placeholder={words.redeemKeyPlaceholder}
                autoComplete="off"
                spellCheck={false}
                className="h-11 text-base"
              />
            )}
          </Field>
          <Field label={words.serverInvite} required id={fieldId("discordInvite")}>
            {(control) => (
              <Input
                {...control}
                {...bind("discordInvite")}
                placeholder="https://discord.gg/your-server"
                autoComplete="off"
                spellCheck={false}
                className="h-11 text-base"
              />
            )}
          </Field>
          <Field label={words.email} required id={fieldId("email")}>
            {(control) => (
              <Input
                {...control}
                {...bind("email")}
                type="email"
                inputMode="email"
                placeholder="you@example.com"
                autoComplete="email"
                className="h-11 text-base"
              />
            )}
          </Field>

          <div className="flex flex-col gap-4">
            <Button
              variant="link"
              className="h-auto self-start whitespace-normal py-1 text-left"
              aria-expanded={showOptional}
              aria-controls={optionalId}
              onClick={toggleOptional}
            >
              {showOptional ? words.hideOptional : words.showOptional}
            </Button>
            {showOptional ? (
              <div
                id={optionalId}
                className="flex flex-col gap-4 rounded-lg border border-border bg-surface-2/40 p-4"
              >
                <Field label={words.displayName} id={fieldId("displayname")}>
                  {(control) => <Input {...control} {...bind("displayname")} className="h-11 text-base" />}
                </Field>
                <Field label={words.bio} id={fieldId("bio")}>
                  {(control) => <Textarea {...control} {...bind("bio")} rows={3} className="text-base" />}
                </Field>
                <Field label={words.avatarUrl} id={fieldId("avatar")}>
                  {(control) => (
                    <Input
                      {...control}
                      {...bind("avatar")}
                      type="url"
                      inputMode="url"
                      placeholder="https://..."
                      className="h-11 text-base"
                    />
                  )}
                </Field>
                <Field label={words.bannerUrl} id={fieldId("banner")}>
                  {(control) => (
                    <Input
                      {...control}
                      {...bind("banner")}
                      type="url"
                      inputMode="url"
                      placeholder="https://..."
                      className="h-11 text-base"
                    />
                  )}
                </Field>
              </div>
            ) : null}
          </div>

          {captcha ? (
            <div className="flex flex-col gap-2">
              <p className="text-sm text-muted">{words.captchaWhy}</p>
              {captcha}
            </div>
          ) : null}

          <Button
            type="submit"
            size="lg"
            className={accent.button ? "w-full hover:brightness-110" : "w-full"}
            // In the seller's colour, the label black or white for 4.5:1 (accent.ts).
            style={
              accent.button
                ? { backgroundColor: accent.button.background, color: accent.button.text }
                : undefined
            }
            busy={busy}
            busyLabel={words.submitting}
          >
            {words.submit}
          </Button>

          <p className="text-center text-sm">
            {help ? (
              <NewTabLink href={help} className="text-accent underline-offset-4 hover:underline">
                {words.help}
              </NewTabLink>
            ) : (
              <span className="text-muted">{words.help}</span>
            )}
          </p>
        </form>
      </PublicCard>

      {redeemedKey !== null ? (
        <Suspense fallback={null}>
          <RedeemSuccessDialog
            orderUrl={publicPageHref("orderStatus", { guildId, orderId: redeemedKey })}
            onClose={() => setRedeemedKey(null)}
            returnFocusTo={keyInput}
            words={{ ...words, newTab: messages.common.newTab }}
          />
        </Suspense>
      ) : null}
    </PublicShell>
  );
}

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
