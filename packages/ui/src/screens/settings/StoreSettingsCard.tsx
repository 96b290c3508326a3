import { LIMITS } from "@boostdash/api-client/core/limits";
import {
  type StoreSettings,
  StoreSettingsUpdateSchema,
  type StoreStock,
} from "@boostdash/api-client/settings/contract";
import { Store, TriangleAlert } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardFooter, CardIconHeader } from "../../primitives/Card";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { Textarea } from "../../primitives/Textarea";
import { EmbedPreview } from "./EmbedPreview";
import { checkEmbedColor, MIN_EMBED_CONTRAST } from "./embedColor";
import { SaveFailedNotice, SaveStatusLine } from "./SaveStatus";

export type StoreSaveStatus = "idle" | "saving" | "saved" | "error";

export interface StoreSettingsCardProps {
  /** The settings as saved on the server; the form starts from them and follows them after a save. */
  store: StoreSettings;
  status: StoreSaveStatus;
  /** Why the last save failed (the server's message), shown while `status` is `error`. */
  error?: string | null;
  onSave: (settings: StoreSettings) => void;
  /** The store's stock counts, for the embed preview. */
  stock?: StoreStock | undefined;
}

type FieldName = keyof StoreSettings;
const FIELDS: FieldName[] = ["storeName", "storeLink", "discordLink", "embedColor", "embedFooter"];

/** The two links: the same URL field with its own words. */
const LINK_FIELDS = [
  {
    name: "storeLink",
    label: "Store Link",
    hint: "The 'Visit Store' button",
    placeholder: "https://your-store.example.com",
    autoComplete: "url",
  },
  {
    name: "discordLink",
    label: "Discord Link",
    hint: "The 'Discord Link' button",
    placeholder: "https://discord.gg/your-server",
    autoComplete: undefined,
  },
] as const;

/**
 * Checks the form with the schema the server uses for this card and for the bot's store settings, so a value
 * refused here would be refused there with the same words. One message per field, the first.
 */
function storeSettingsErrors(values: StoreSettings): Partial<Record<FieldName, string>> {
  const result = StoreSettingsUpdateSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return errors;
}

const sameSettings = (a: StoreSettings, b: StoreSettings) => FIELDS.every((f) => a[f] === b[f]);

/** Settings' 'Store' card: the links, embed colour and footer text the public pages and the bot's embeds use. */
export function StoreSettingsCard({ store, status, error, onSave, stock }: StoreSettingsCardProps) {
  const [values, setValues] = useState(store);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // When the saved settings change (a save answered, trimmed by the server), the form follows them, unless the
  // seller has typed something since that is neither the old settings nor what was sent.
  const [saved, setSaved] = useState(store);
  const [sent, setSent] = useState<StoreSettings | null>(null);
  if (saved !== store) {
    setSaved(store);
    if (sameSettings(values, saved) || (sent && sameSettings(values, sent))) setValues(store);
  }
  const form = useRef<HTMLFormElement>(null);

  const dirty = !sameSettings(values, store);
  const saving = status === "saving";
  const color = checkEmbedColor(values.embedColor);

  const set = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = storeSettingsErrors(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSent(values);
    onSave(values);
  };

  const statusText = saving
    ? "Saving your changes..."
    : dirty
      ? "Unsaved changes"
      : status === "saved"
        ? "All changes saved"
        : "Shown on your public pages and in your bot's embeds";

  return (
    <Card className="max-w-3xl">
      <CardIconHeader
        icon={<Store />}
        title="Store"
        description="Links, colour and footer of your public pages and embeds"
      />
      <form ref={form} noValidate onSubmit={submit} aria-label="Store settings">
        <CardContent className="flex flex-col gap-5">
          <Field
            label="Store Name"
            error={errors.storeName}
            hint="In your public pages' titles, e.g. 'Live Stock · Example Store'. Empty uses your account name."
          >
            {(control) => (
              <Input
                {...control}
                name="storeName"
                autoComplete="organization"
                placeholder="Example Store"
                maxLength={LIMITS.title}
                value={values.storeName}
                onChange={(e) => set("storeName", e.target.value)}
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            {LINK_FIELDS.map(({ name, label, hint, placeholder, autoComplete }) => (
              <Field key={name} label={label} error={errors[name]} hint={hint}>
                {(control) => (
                  <Input
                    {...control}
                    name={name}
                    type="url"
                    inputMode="url"
                    autoComplete={autoComplete}
                    placeholder={placeholder}
                    maxLength={LIMITS.url}
                    value={values[name]}
                    onChange={(e) => set(name, e.target.value)}
                  />
                )}
              </Field>
            ))}
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <div className="flex flex-col gap-5">
              <div className="flex flex-col gap-1.5">
                <Field
                  label="Embed Colour"
                  error={errors.embedColor}
                  hint="A hex colour, e.g. #8B5CF6. Empty uses the default."
                >
                  {(control) => (
                    <div className="flex items-center gap-2">
                      <input
                        type="color"
                        aria-label="Pick the embed colour"
                        value={color.hex ?? "#000000"}
                        onChange={(e) => set("embedColor", e.target.value)}
                        className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-border bg-surface-2 p-1"
                      />
                      <Input
                        {...control}
                        name="embedColor"
                        placeholder="#8B5CF6"
                        spellCheck={false}
                        autoComplete="off"
                        maxLength={LIMITS.color}
                        value={values.embedColor}
                        onChange={(e) => set("embedColor", e.target.value)}
                        className="font-mono"
                      />
                    </div>
                  )}
                </Field>
                <div role="status" data-testid="contrast-status">
                  {color.lowContrast && color.ratio !== undefined ? (
                    <p className="flex gap-1.5 text-xs font-medium text-warning">
                      <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                      <span>
                        Low contrast: {color.ratio.toFixed(1)}:1 against Discord's dark embed background. Aim
                        for {MIN_EMBED_CONTRAST}:1 or more so the stripe stands out.
                      </span>
                    </p>
                  ) : null}
                </div>
              </div>
              <Field label="Footer Text" error={errors.embedFooter} hint="Under your public pages and embeds">
                {(control) => (
                  <Textarea
                    {...control}
                    name="embedFooter"
                    rows={2}
                    maxLength={LIMITS.footer}
                    placeholder="Thanks for shopping with us!"
                    value={values.embedFooter}
                    onChange={(e) => set("embedFooter", e.target.value)}
                  />
                )}
              </Field>
            </div>
            <EmbedPreview
              color={color.hex}
              footer={values.embedFooter}
              storeLink={values.storeLink}
              discordLink={values.discordLink}
              stock={stock}
            />
          </div>

          {status === "error" && error ? (
            <SaveFailedNotice title="Store settings not saved" error={error} />
          ) : null}
        </CardContent>
        <CardFooter className="flex-wrap justify-between">
          <SaveStatusLine saved={!dirty && status === "saved"} testId="store-save-status">
            {statusText}
          </SaveStatusLine>
          <div className="flex gap-2">
            {dirty && !saving ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setValues(store);
                  setErrors({});
                }}
              >
                Discard
              </Button>
            ) : null}
            <Button type="submit" busy={saving} busyLabel="Saving..." disabled={!dirty && !saving}>
              Save Store Settings
            </Button>
          </div>
        </CardFooter>
      </form>
    </Card>
  );
}
