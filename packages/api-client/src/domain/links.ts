/** Rules for links and colours that come from seller data (DESIGN §4). */
import { DISCORD_INVITE_PREFIX } from "./constants.ts";

/**
 * Only http: and https: links are rendered, so seller data cannot smuggle `javascript:` or `data:` URLs.
 * Returns the trimmed link, or undefined when it must not be shown.
 */
export function safeExternalUrl(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

export function isSafeExternalUrl(url: string | null | undefined): boolean {
  return safeExternalUrl(url) !== undefined;
}

/**
 * An invite code or link as a full invite URL: without the 'https://discord.gg/' prefix it gets it.
 * Already-absolute http(s) links (e.g. discord.com/invite/...) are kept rather than double-prefixed.
 */
export function inviteUrl(invite: string | null | undefined): string | undefined {
  const trimmed = invite?.trim();
  if (!trimmed) return undefined;
  if (trimmed.startsWith(DISCORD_INVITE_PREFIX)) return trimmed;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const code = trimmed.replace(/^(?:discord\.gg\/|\/+)/i, "");
  return `${DISCORD_INVITE_PREFIX}${code}`;
}

/** An embed colour with its leading '#' (added when missing); undefined when empty. */
export function withHash(color: string | null | undefined): string | undefined {
  const trimmed = color?.trim();
  if (!trimmed) return undefined;
  return trimmed.startsWith("#") ? trimmed : `#${trimmed}`;
}
