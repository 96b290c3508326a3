import { type FormEvent, useEffect, useRef, useState } from "react";

/**
 * A community form's draft (a suggestion, a bug report): the cursor starts in the title, every text is sent
 * trimmed, and `required` fields left empty after trimming show `requiredMessage` instead of submitting.
 */
export function useDraftForm<D extends { [K in keyof D]: string }>(
  initial: D,
  required: readonly (keyof D)[],
  requiredMessage: string,
  onSubmit: (draft: D) => void,
) {
  const [draft, setDraft] = useState<D>(initial);
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  // Opening the form puts the cursor in its first field.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const set = (field: keyof D) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries<string>(draft).map(([field, value]) => [field, value.trim()]),
    ) as D;
    if (required.some((field) => !trimmed[field])) {
      setError(requiredMessage);
      return;
    }
    setError(null);
    onSubmit(trimmed);
  };

  return { draft, set, error, titleRef, submit };
}

export type DraftForm<D extends { [K in keyof D]: string }> = ReturnType<typeof useDraftForm<D>>;
