/**
 * The most each field of the contract may hold (docs/product.md#limits lists them; docs/decisions.md#input-limits says why each).
 * The request schemas refuse a longer value before any pattern runs on it, the forms stop typing there, and the
 * server's columns hold every value these allow on SQLite and PostgreSQL alike.
 */
export const LIMITS = {
  /** Guild, order, folder and record ids, redeem keys (chat-service ids are 17-20 digits). */
  id: 128,
  accessCode: 128,
  /** Captcha responses: an ALTCHA payload is ~400 characters, Turnstile and hCaptcha tokens up to ~2,100. */
  captchaKey: 8192,
  /** An invite code or link. */
  invite: 256,
  /** RFC 5321's longest forward path. */
  email: 254,
  url: 2048,
  /** '#rrggbb', a colour name or an rgb() form. */
  color: 32,
  footer: 2048,
  displayName: 100,
  bio: 1024,
  /** A stock file name, e.g. 'oneMonthBoosts.txt'. */
  stock: 128,
  /** One account token (a credential line). */
  token: 512,
  /** Tokens in one order's successful or failed list. */
  tokensPerList: 10_000,
  /** Redeem keys added in one bot call. */
  keysPerCall: 1000,
  title: 200,
  description: 5000,
  /** Bug steps, expected and actual behaviour. */
  bugDetail: 5000,
  /** A saved custom live-stock page. */
  customCode: 200_000,
  domain: 253,
  /** A search box's text (orders, keys). */
  search: 200,
  /** Counts (amounts, stock, votes): what a PostgreSQL INTEGER column holds. */
  count: 2_147_483_647,
} as const;

/**
 * The most entries one list answer holds, newest first (docs/decisions.md, "Hardening: bounded answers"). With the
 * field limits above, these bound the size of every answer however many rows the tables hold.
 */
export const ANSWER_LIMITS = {
  /** `GET /api/admin/logs` also answers `total`, how many entries the log holds. */
  adminLogs: 1000,
  suggestions: 500,
  bugs: 200,
} as const;

/** The message a NUL character in any text gets: PostgreSQL cannot store one, so no database ever sees it. */
export const NUL_MESSAGE = "must not contain a NUL character";

export function hasNoNul(value: string): boolean {
  return !value.includes("\u0000");
}
