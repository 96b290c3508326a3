import { useCallback, useRef, useState } from "react";

/**
 * The delete confirmation of a list: which item is asked about, the delete call (a `false` answer keeps the
 * dialog open for another try or Cancel), and focus back on the item's Delete button when the dialog closes,
 * since the dialog opens without a trigger of its own.
 */
export function useDeleteConfirmation<Item>(onDelete: (item: Item) => unknown) {
  const [item, setItem] = useState<Item | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const ask = useCallback((next: Item) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setItem(next);
  }, []);
  return {
    item,
    ask,
    dialog: {
      open: item !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setItem(null);
      },
      onConfirm: () => {
        if (item === null) return;
        void Promise.resolve(onDelete(item)).then((result) => {
          if (result !== false) setItem(null);
        });
      },
      onCloseAutoFocus: (event: Event) => {
        if (!opener.current?.isConnected) return;
        event.preventDefault();
        opener.current.focus();
      },
    },
  };
}

export type DeleteConfirmation<Item> = ReturnType<typeof useDeleteConfirmation<Item>>;
