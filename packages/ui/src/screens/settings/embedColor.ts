/**
 * The Store card's colour rules. The embed colour is the stripe down the side of the bot's embeds, which sit on
 * Discord's dark theme; a graphical object needs 3:1 against its background to be seen (WCAG 1.4.11), so below
 * that the card warns. It is a warning, not an error: the public pages lighten a dark colour for their headings
 * (see ../public/accent.ts), and the seller may want the colour anyway.
 */
import { isHexColor } from "@boostdash/api-client/core/links";
import { contrastRatio, parseHexColor, type Rgb, toHex } from "../../lib/color";

/** Discord's dark-theme embed background. */
export const DISCORD_EMBED_BG = "#2b2d31";
/** WCAG 1.4.11, non-text contrast. */
export const MIN_EMBED_CONTRAST = 3;

export interface EmbedColorCheck {
  /** The colour as `#rrggbb` (what the picker and the preview use); undefined when empty or not hex. */
  hex: string | undefined;
  /** Contrast against the embed background, to one decimal; undefined without a colour. */
  ratio: number | undefined;
  lowContrast: boolean;
}

export function checkEmbedColor(value: string): EmbedColorCheck {
  const rgb = isHexColor(value) ? parseHexColor(value.trim()) : undefined;
  if (!rgb) return { hex: undefined, ratio: undefined, lowContrast: false };
  const ratio = contrastRatio(rgb, parseHexColor(DISCORD_EMBED_BG) as Rgb);
  return { hex: toHex(rgb), ratio: Math.floor(ratio * 10) / 10, lowContrast: ratio < MIN_EMBED_CONTRAST };
}
