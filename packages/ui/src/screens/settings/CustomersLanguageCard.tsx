import { LOCALE_NAMES, PUBLIC_LOCALES, type PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import { Languages } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardFooter, CardIconHeader } from "../../primitives/Card";
import { Select } from "../../primitives/Select";
import { SaveFailedNotice, SaveStatusLine } from "./SaveStatus";
import type { StoreSaveStatus } from "./StoreSettingsCard";

/** The card's words (docs/decisions.md#customers-default-language-in-settings). */
export const customersLanguageText = {
  title: "Customers' Language",
  description: "The language of your customers' order emails",
  label: "Default language",
  hint: "Used when a customer's own language is unknown, as with storefront purchases and orders from your bot. Customers who order on your redeem page get the language they used there.",
  save: "Save Language",
  unsaved: "Unsaved change",
  saved: "Language saved",
  failed: "Customers' language not saved",
} as const;

/** Each language in its own words, as the public pages' language links show them. */
const options = PUBLIC_LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

const isLocale = (value: string): value is PublicLocale =>
  (PUBLIC_LOCALES as readonly string[]).includes(value);

export interface CustomersLanguageCardProps {
  /** The language as saved on the server; the choice starts from it and follows it after a save. */
  language: PublicLocale;
  status: StoreSaveStatus;
  /** Why the last save failed (the server's message), shown while `status` is `error`. */
  error?: string | null;
  onSave: (language: PublicLocale) => void;
}

/** Settings' 'Customers' Language' card: the store's language for customers' mail when their own is unknown. */
export function CustomersLanguageCard({ language, status, error, onSave }: CustomersLanguageCardProps) {
  const id = useId();
  const [choice, setChoice] = useState(language);
  const [saved, setSaved] = useState(language);
  // The server's answer (a save, a refetch): the choice follows it.
  if (saved !== language) {
    setSaved(language);
    setChoice(language);
  }
  const dirty = choice !== language;
  const saving = status === "saving";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && !saving) onSave(choice);
  };

  const done = !dirty && status === "saved";
  return (
    <Card className="max-w-3xl">
      <CardIconHeader
        icon={<Languages />}
        title={customersLanguageText.title}
        titleId={`${id}-title`}
        description={customersLanguageText.description}
      />
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <CardContent className="flex flex-col gap-3">
          <Select
            label={customersLanguageText.label}
            name="customersLanguage"
            value={choice}
            options={options}
            onValueChange={(value) => {
              if (isLocale(value)) setChoice(value);
            }}
            className="max-w-xs"
          />
          <p className="text-xs text-muted">{customersLanguageText.hint}</p>
          {status === "error" && error ? (
            <SaveFailedNotice title={customersLanguageText.failed} error={error} />
          ) : null}
        </CardContent>
        <CardFooter className="flex-wrap justify-between">
          <SaveStatusLine saved={done} testId="customers-language-status">
            {done ? customersLanguageText.saved : dirty && !saving ? customersLanguageText.unsaved : null}
          </SaveStatusLine>
          <Button type="submit" busy={saving} busyLabel="Saving..." disabled={!dirty && !saving}>
            {customersLanguageText.save}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
