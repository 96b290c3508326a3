import { safeExternalUrl } from "@boostdash/api-client/core/links";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../primitives/Button";
import { NewTabLink } from "../../primitives/NewTabLink";
import type { SellerButton } from "./accent";
import { usePublicText } from "./publicText";

export interface ExternalLinkItem {
  label: string;
  /** Seller data: shown only when it is an http(s) link. */
  url: string | undefined;
  icon: ReactNode;
}

/**
 * The seller's optional buttons (Join Server, Visit Store, Discord Link): each only when its link is
 * http(s), opening in a new tab without handing the opener to the seller's site. Stacked full-width
 * buttons: big thumb targets on phones, and no lone button on a second row on wider screens.
 */
export function ExternalLinks({
  items,
  button,
}: {
  items: ExternalLinkItem[];
  button?: SellerButton | undefined;
}) {
  const shown = items.flatMap((item) => {
    const href = safeExternalUrl(item.url);
    return href ? [{ ...item, href }] : [];
  });
  const { messages } = usePublicText();
  if (shown.length === 0) return null;
  return (
    <ul aria-label={messages.common.links} className="flex flex-col gap-2">
      {shown.map((item, index) => (
        <li key={item.label}>
          <Button
            asChild
            size="lg"
            variant={index === 0 ? "primary" : "secondary"}
            className={index === 0 && button ? "w-full hover:brightness-110" : "w-full"}
            // The first button in the seller's colour, its label black or white for 4.5:1 (accent.ts).
            style={
              index === 0 && button ? { backgroundColor: button.background, color: button.text } : undefined
            }
          >
            <NewTabLink href={item.href}>
              {item.icon}
              <span>{item.label}</span>
              <ExternalLink aria-hidden="true" className="opacity-70" />
              <span className="sr-only">{messages.common.newTab}</span>
            </NewTabLink>
          </Button>
        </li>
      ))}
    </ul>
  );
}
