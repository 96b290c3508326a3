import { formatNumber } from "@boostdash/api-client/core/format";
import { safeExternalUrl } from "@boostdash/api-client/core/links";
import type { StoreStock } from "@boostdash/api-client/settings/contract";
import { DISCORD_EMBED_BG } from "./embedColor";

export interface EmbedPreviewProps {
  /** `#rrggbb`, already checked; undefined draws the embed's default grey stripe. */
  color: string | undefined;
  footer: string;
  storeLink: string;
  discordLink: string;
  /** The store's stock counts; absent: dashes. */
  stock?: StoreStock | undefined;
}

/**
 * A live stock embed as the bot posts it on Discord's dark theme: the colour is the stripe down its side.
 * Only the stripe and the swatch take the seller's colour (never text, so no colour can make it unreadable).
 */
export function EmbedPreview({ color, footer, storeLink, discordLink, stock }: EmbedPreviewProps) {
  const count = (n: number | undefined) => (n === undefined ? "—" : formatNumber(n));
  const links = [
    { label: "Visit Store", href: safeExternalUrl(storeLink) },
    { label: "Discord Link", href: safeExternalUrl(discordLink) },
  ].filter((link) => link.href);
  return (
    <figure aria-label="Embed preview" data-testid="embed-preview" className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-fg">Preview</figcaption>
      <div
        className="flex overflow-hidden rounded-md border border-black/30"
        style={{ backgroundColor: DISCORD_EMBED_BG }}
      >
        <span
          aria-hidden="true"
          data-testid="embed-stripe"
          className="w-1 shrink-0"
          style={{ backgroundColor: color ?? "#4e5058" }}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2 px-4 py-3 text-[#dbdee1]">
          <p className="text-sm font-semibold text-white">Live Stock</p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
            <div>
              <dt className="font-semibold text-white">1 Month Stock</dt>
              <dd>Nitro Tokens: {count(stock?.oneMonthNitroTokens)}</dd>
              <dd>Server Boosts: {count(stock?.oneMonthServerBoosts)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-white">3 Month Stock</dt>
              <dd>Nitro Tokens: {count(stock?.threeMonthNitroTokens)}</dd>
              <dd>Server Boosts: {count(stock?.threeMonthServerBoosts)}</dd>
            </div>
          </dl>
          {links.length > 0 ? (
            <p className="flex flex-wrap gap-2 text-xs">
              {links.map((link) => (
                <span key={link.label} className="rounded bg-[#4e5058] px-2 py-1 font-medium text-white">
                  {link.label}
                </span>
              ))}
            </p>
          ) : null}
          <p className="border-t border-white/10 pt-2 text-xs break-words text-[#b5bac1]">
            {footer.trim() ? footer : <span className="italic">No footer text</span>}
          </p>
        </div>
      </div>
    </figure>
  );
}
