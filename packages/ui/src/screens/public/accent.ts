/**
 * The seller's embed colour as a heading accent on the dark theme. Seller colours are often dark (Discord's
 * default embed colour is near-black), so a heading in that colour could fail WCAG contrast: a colour below
 * 3:1 against the card surface (the large-text minimum; the accent only ever colours headings of 24 px and
 * up) is mixed with white until it passes, which keeps its hue. Anything that is not a hex colour falls back
 * to the theme accent, so no seller string ever reaches a style attribute.
 */
import { contrastRatio, parseHexColor, type Rgb, toHex } from "../../lib/color";

/** `--color-surface` of styles.css: the card the accented text sits on. */
export const CARD_SURFACE = "#131722";
/** `--color-accent` of styles.css: used when the seller has no usable colour. */
export const THEME_ACCENT = "#a394fa";
/** WCAG AA for large text (24 px, or 18.66 px bold, and up): the accent colours only such headings. */
export const MIN_ACCENT_CONTRAST = 3;

export { contrastRatio, parseHexColor, toHex } from "../../lib/color";

/** WCAG AA for normal text: a primary button's label on the seller's colour. */
export const MIN_BUTTON_CONTRAST = 4.5;

/** A primary button in the seller's colour: its background, and black or white text, whichever reads better. */
export interface SellerButton {
  background: string;
  text: string;
  /** The label's contrast on the background (4.5:1 or more for every colour: black or white always gets there). */
  contrast: number;
}

export interface SellerAccent {
  /** The seller's colour as given (with '#'), for decoration only (stripes, glows); undefined if unusable. */
  brand: string | undefined;
  /** For large headings only: at least 3:1 on the card, the seller's colour lightened if needed. */
  heading: string;
  /**
   * Primary buttons in the seller's colour (lightened like `heading` when it is too dark to stand out from the card),
   * labelled black or white at 4.5:1 or more; undefined without a usable colour (the theme's button stays).
   */
  button: SellerButton | undefined;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** The seller's colour as a button background with the label colour of higher contrast (docs/decisions.md#store-identity). */
export function sellerButton(rgb: Rgb): SellerButton {
  const onWhite = contrastRatio(rgb, WHITE);
  const onBlack = contrastRatio(rgb, BLACK);
  return onWhite >= onBlack
    ? { background: toHex(rgb), text: "#ffffff", contrast: onWhite }
    : { background: toHex(rgb), text: "#000000", contrast: onBlack };
}

/** Heading and decoration colours for a seller's embed colour (see the module comment). */
export function sellerAccent(embedColor: string | null | undefined): SellerAccent {
  const rgb = parseHexColor(embedColor);
  if (!rgb) return { brand: undefined, heading: THEME_ACCENT, button: undefined };
  const surface = parseHexColor(CARD_SURFACE) as Rgb;
  let text = rgb;
  // 5 % steps towards white: white itself passes, so this always ends.
  for (let step = 1; contrastRatio(text, surface) < MIN_ACCENT_CONTRAST && step <= 20; step++) {
    const t = step / 20;
    text = rgb.map((c) => c + (255 - c) * t) as Rgb;
  }
  // The button takes the heading's colour: the seller's own when it stands out from the card (3:1), else lightened
  // as the heading is, so a near-black colour still makes a button that looks like one.
  return { brand: toHex(rgb), heading: toHex(text), button: sellerButton(text) };
}
