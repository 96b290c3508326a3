/** Customer page rules (docs/product.md#public-pages): the live stock poll, the redeem form's email check, page links. */
import { LIMITS } from "../../core/limits.ts";
import { publicPageHref } from "./pages.ts";

export const LIVE_STOCK_POLL_MS = 10_000;

/**
 * Loose on purpose (docs/product.md#input-checks): text, @, text, dot, text, with no space and no second '@'. One pass over the
 * characters: the pattern this replaces (`^[^\s@]+@[^\s@]+\.[^\s@]+$`) backtracked quadratically on a long
 * domain part, which let one request hold the server for seconds (docs/decisions.md, "Input limits").
 */
export function isValidEmail(input: string): boolean {
  const email = input.trim();
  if (email.length > LIMITS.email || /\s/.test(email)) return false;
  const at = email.indexOf("@");
  if (at < 1 || email.indexOf("@", at + 1) !== -1) return false;
  // A dot in the domain part with text on both sides of it.
  const dot = email.indexOf(".", at + 2);
  return dot !== -1 && dot < email.length - 1;
}

/** A seller's public live stock and redeem pages (docs/product.md#routes) on `origin` (e.g. `https://stores.example.com`). */
export function publicPageUrls(origin: string, guildId: string): { liveStock: string; redeem: string } {
  const base = origin.replace(/\/+$/, "");
  return {
    liveStock: `${base}${publicPageHref("liveStock", { guildId })}`,
    redeem: `${base}${publicPageHref("redeem", { guildId })}`,
  };
}

/** The widget a redeem's 429 asks for once the store's failure budget is spent (docs/decisions.md#redeem-keys). */
export type RedeemCaptcha = "altcha" | "off";

/** From a failed redeem's error body: the captcha the page must show now, if that is why it was refused. */
export function redeemCaptchaOf(status: number, body: unknown): RedeemCaptcha | undefined {
  if (status !== 429 || typeof body !== "object" || body === null) return undefined;
  const captcha = (body as { captcha?: unknown }).captcha;
  return captcha === "altcha" || captcha === "off" ? captcha : undefined;
}
