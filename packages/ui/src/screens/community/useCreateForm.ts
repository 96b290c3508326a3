import { useState } from "react";

/**
 * The 'new post' form of the community screens (suggestions, bug reports): open or closed, a fresh form per
 * opening, and closed again once the create call has not answered `false` (the app toasted the failure then, and
 * what was typed stays for another try).
 */
export function useCreateForm<Draft>(initialOpen: boolean, onCreate: (draft: Draft) => unknown) {
  const [open, setOpen] = useState(initialOpen);
  // A new key per opening, so a reopened form starts empty.
  const [key, setKey] = useState(0);
  const show = (next: boolean) => {
    if (next && !open) setKey((k) => k + 1);
    setOpen(next);
  };
  return {
    open,
    key,
    show: () => show(true),
    toggle: () => show(!open),
    close: () => setOpen(false),
    submit: async (draft: Draft) => {
      const result = await onCreate(draft);
      if (result !== false) setOpen(false);
    },
  };
}

export type CreateForm<Draft> = ReturnType<typeof useCreateForm<Draft>>;
