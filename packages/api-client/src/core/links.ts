/** Rules for links and colours that come from seller data (docs/product.md#seller-links-and-colours). */

export const DISCORD_INVITE_PREFIX = "https://discord.gg/";

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

// An invite code: 2 to 32 letters, digits or hyphens (the chat service's codes and vanity names).
const INVITE_CODE = /^[A-Za-z0-9-]{2,32}$/;
/** Hosts whose `/invite/<code>` path is an invite; discord.gg's is `/<code>`. */
const INVITE_HOSTS = new Set(["discord.com", "www.discord.com", "discordapp.com", "www.discordapp.com"]);
const SHORT_HOSTS = new Set(["discord.gg", "www.discord.gg"]);

/**
 * The invite code in what a customer typed: a bare code, `discord.gg/<code>`, or a `discord.com/invite/<code>`
 * link, with or without `https://`. Undefined for anything else (`hello world`, another site), so no link is ever
 * built from text that is not an invite.
 */
export function inviteCode(invite: string | null | undefined): string | undefined {
  const trimmed = invite?.trim() ?? "";
  if (trimmed === "" || trimmed.length > 256) return undefined;
  if (INVITE_CODE.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase();
  const path = url.pathname.replace(/\/$/, "");
  const code = SHORT_HOSTS.has(host)
    ? path.slice(1)
    : INVITE_HOSTS.has(host) && path.startsWith("/invite/")
      ? path.slice("/invite/".length)
      : undefined;
  return code !== undefined && INVITE_CODE.test(code) ? code : undefined;
}

export function isValidInvite(invite: string | null | undefined): boolean {
  return inviteCode(invite) !== undefined;
}

/** An invite as its full link (`https://discord.gg/<code>`), or undefined when the text is not an invite. */
export function inviteUrl(invite: string | null | undefined): string | undefined {
  const code = inviteCode(invite);
  return code === undefined ? undefined : `${DISCORD_INVITE_PREFIX}${code}`;
}

/** An embed colour with its leading '#' (added when missing); undefined when empty. */
export function withHash(color: string | null | undefined): string | undefined {
  const trimmed = color?.trim();
  if (!trimmed) return undefined;
  return trimmed.startsWith("#") ? trimmed : `#${trimmed}`;
}

/** A hex colour the public pages can use: 3 or 6 hex digits, with or without the leading '#'. */
export function isHexColor(color: string | null | undefined): boolean {
  return /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color?.trim() ?? "");
}
