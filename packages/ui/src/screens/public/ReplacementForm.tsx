/**
 * The customer's replacement request (docs/decisions.md#replacements-the-customers-screens): how many boosts are
 * missing, an optional note, the store's captcha. The app loads this with the form's chunk, once the customer opens
 * it; the checks are the server's own schema (replacementForm.ts).
 */
import { formatNumber } from "@boostdash/api-client/core/format";
import { fill } from "@boostdash/api-client/public/i18n/format";
import type { ReplacementRequestBody } from "@boostdash/api-client/replacements/publicContract";
import { MAX_NOTE_LENGTH } from "@boostdash/api-client/replacements/rules";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "../../primitives/Button";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { Textarea } from "../../primitives/Textarea";
import { intlLocale, usePublicText } from "./publicText";
import { checkReplacementForm, loadRequestSchema, type ReplacementFormValues } from "./replacementForm";

export interface ReplacementFormProps {
  /** The most this order may ask for now (warranty.maxRequest). */
  maxRequest: number;
  /** A request is on its way: the button says so and is disabled. */
  busy: boolean;
  /** Why the last attempt was refused (the server's words, or the captcha left undone), shown above the buttons. */
  error?: string | undefined;
  /** The store's captcha widget, when the store asks for one; absent when captchas are off. */
  captcha?: ReactNode;
  /** Called with a body that passed the checks. */
  onSubmit: (body: ReplacementRequestBody) => void;
  onCancel: () => void;
}

export default function ReplacementForm({
  maxRequest,
  busy,
  error,
  captcha,
  onSubmit,
  onCancel,
}: ReplacementFormProps) {
  const { locale, messages } = usePublicText();
  const m = messages.replacement;
  const count = (n: number) => formatNumber(n, { locale: intlLocale(locale) });
  const [values, setValues] = useState<ReplacementFormValues>({ missing: "", note: "" });
  const [errors, setErrors] = useState<{ missing?: string; note?: string }>({});
  const id = useId();

  function update(name: keyof ReplacementFormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // In memory already: the page's own read loaded the same module to check its answer.
    const check = checkReplacementForm(values, maxRequest, m, count, await loadRequestSchema());
    if (!check.ok) {
      setErrors(check.errors);
      document.getElementById(`${id}-${check.errors.missing ? "missing" : "note"}`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(check.body);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={m.formTitle}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <h3 className="text-sm font-semibold text-fg">{m.formTitle}</h3>
      <Field
        label={m.missing}
        required
        id={`${id}-missing`}
        hint={fill(m.missingHint, { max: count(maxRequest) })}
        error={errors.missing}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxRequest}
            step={1}
            value={values.missing}
            onChange={(e) => update("missing", e.target.value)}
            // The customer opened the form to type this.
            autoFocus
            className="h-11 text-base sm:w-40"
          />
        )}
      </Field>
      <Field label={m.note} id={`${id}-note`} error={errors.note}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            value={values.note}
            onChange={(e) => update("note", e.target.value)}
            className="text-base"
          />
        )}
      </Field>
      {captcha ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted">{m.captcha}</p>
          {captcha}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {m.cancel}
        </Button>
        <Button type="submit" busy={busy} busyLabel={m.sending}>
          {m.submit}
        </Button>
      </div>
    </form>
  );
}
