import type { ComponentProps } from "react";

/**
 * A link that opens in a new tab without handing the opened page a reference to ours or our address
 * (`noopener noreferrer`): the one way the screens link out to a seller's store, Discord or invite.
 */
export function NewTabLink(props: Omit<ComponentProps<"a">, "target" | "rel">) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
