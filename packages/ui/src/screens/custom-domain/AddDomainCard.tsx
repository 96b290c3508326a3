import { LIMITS } from "@boostdash/api-client/core/limits";
import { MAX_DOMAINS, validateDomain } from "@boostdash/api-client/domains/rules";
import { DEFAULT_EXAMPLE_DOMAIN, domainMessages } from "@boostdash/api-client/domains/texts";
import { Plus } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../primitives/Button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../primitives/Card";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";

export interface AddDomainCardProps {
  /** Domains the seller has; one is the limit (docs/product.md#custom-domain). */
  count: number;
  /** The example host of the placeholder and the format message. */
  exampleHost?: string;
  adding: boolean;
  /** Why the last add failed (docs/product.md#custom-domain wording), shown under the field until the next edit. */
  addError?: string | null;
  /** A trimmed, lower-cased name that passed the docs/product.md#custom-domain rules. */
  onAdd: (domain: string) => void;
}

/** 'Add New Domain': checks the name before anything is sent, with the docs/product.md#custom-domain messages. */
export function AddDomainCard({
  count,
  exampleHost = DEFAULT_EXAMPLE_DOMAIN,
  adding,
  addError,
  onAdd,
}: AddDomainCardProps) {
  const [value, setValue] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const [showAddError, setShowAddError] = useState(false);
  const limitReached = count >= MAX_DOMAINS;

  useEffect(() => setShowAddError(Boolean(addError)), [addError]);
  // The name is on the list now: the field has done its job.
  useEffect(() => {
    if (count >= MAX_DOMAINS) setValue("");
  }, [count]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (adding) return;
    const result = validateDomain(value, { existingCount: count, exampleHost });
    if (!result.ok) {
      setInvalid(result.message);
      return;
    }
    setInvalid(null);
    onAdd(result.domain);
  }

  const error = invalid ?? (showAddError ? addError : null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add New Domain</CardTitle>
        <CardDescription>Serve your public store pages on a domain of your own</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field
            label="Domain name"
            className="flex-1"
            error={error ?? undefined}
            hint={limitReached && !error ? domainMessages.limit : undefined}
          >
            {(control) => (
              <Input
                {...control}
                name="domain"
                inputMode="url"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={LIMITS.domain + 64}
                placeholder={exampleHost}
                value={value}
                disabled={limitReached}
                onChange={(event) => {
                  setValue(event.target.value);
                  setInvalid(null);
                  setShowAddError(false);
                }}
              />
            )}
          </Field>
          <Button
            type="submit"
            className="sm:mt-6.5"
            disabled={limitReached}
            busy={adding}
            busyLabel="Adding..."
          >
            {limitReached ? (
              "Limit Reached"
            ) : (
              <>
                <Plus aria-hidden="true" />
                Add Domain
              </>
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
