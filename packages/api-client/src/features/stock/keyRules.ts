/**
 * Redeem keys that cannot be guessed (docs/decisions.md#redeem-keys): a floor on length wherever keys enter, a
 * warning for keys that look guessable, and the generator of random keys. Free of zod: the bot contract, the
 * server, the CLI and the screen all read it.
 */

/** Shorter keys are refused everywhere a key enters (API, CLI, the Stock & Keys screen). */
export const REDEEM_KEY_MIN_LENGTH = 8;
/** Below about this many bits of apparent entropy a key is accepted with a warning. */
export const LOW_ENTROPY_BITS = 64;
/** Characters of a generated key: Crockford's base 32 (no I, L, O, U), 5 bits each. */
export const KEY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** A generated key: 4 groups of 5 characters, 100 bits. */
export const GENERATED_KEY_GROUPS = 4;
export const GENERATED_KEY_GROUP_LENGTH = 5;
export const GENERATED_KEY_BITS = GENERATED_KEY_GROUPS * GENERATED_KEY_GROUP_LENGTH * 5;

const POOLS: ReadonlyArray<[RegExp, number]> = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[^a-zA-Z0-9]/, 33],
];

/**
 * The entropy a key appears to have, in bits: its length times log2 of the alphabet its character kinds suggest,
 * counting each run of one repeated character once (`AAAAAAAA` is one character). It over-rates words and
 * dates, which is why it only warns; `KEY-1234` comes out at 49 bits, a generated key at 100 or more.
 */
export function apparentEntropyBits(key: string): number {
  const pool = POOLS.reduce((n, [re, size]) => (re.test(key) ? n + size : n), 0);
  if (pool === 0) return 0;
  let effective = 0;
  let previous = "";
  for (const ch of key) {
    if (ch !== previous) effective++;
    previous = ch;
  }
  return effective * Math.log2(pool);
}

export function isLowEntropyKey(key: string): boolean {
  return apparentEntropyBits(key) < LOW_ENTROPY_BITS;
}

/** A key of `GENERATED_KEY_BITS` random bits, `XXXXX-XXXXX-XXXXX-XXXXX`; `random` fills a byte array. */
export function generateKey(random: (bytes: Uint8Array) => Uint8Array): string {
  const length = GENERATED_KEY_GROUPS * GENERATED_KEY_GROUP_LENGTH;
  // One byte per character, its low 5 bits: 256 is a multiple of 32, so every character is equally likely.
  const bytes = random(new Uint8Array(length));
  let out = "";
  for (let i = 0; i < length; i++) {
    if (i > 0 && i % GENERATED_KEY_GROUP_LENGTH === 0) out += "-";
    out += KEY_ALPHABET[(bytes[i] ?? 0) & 31];
  }
  return out;
}

/** The stock files a key may draw from (the four counts of the live-stock page, docs/product.md#stock-and-keys). */
export const STOCK_FILES = [
  "oneMonthBoosts.txt",
  "threeMonthBoosts.txt",
  "oneMonthNitroTokens.txt",
  "threeMonthNitroTokens.txt",
] as const;
export type StockFile = (typeof STOCK_FILES)[number];

/** The longest key (the contract's id limit) and what a key may be made of when typed or pasted. */
export const REDEEM_KEY_MAX_LENGTH = 128;
const KEY_CHARS = /^[\w.-]+$/;
const MAX_AMOUNT = 2_147_483_647;

export interface KeyLine {
  /** 1-based line of the input. */
  line: number;
  key: string;
  amount: number;
  stock: string;
}

export interface KeyLineError {
  line: number;
  /** The line as it was, trimmed. */
  text: string;
  message: string;
}

export interface ParsedKeyLines {
  keys: KeyLine[];
  errors: KeyLineError[];
  /** Keys accepted but guessable (isLowEntropyKey). */
  lowEntropy: string[];
}

export const keyLineMessages = {
  tooShort: (n: number) => `too short (${n} characters; at least ${REDEEM_KEY_MIN_LENGTH})`,
  tooLong: (n: number) => `too long (${n} characters; at most ${REDEEM_KEY_MAX_LENGTH})`,
  badChars: "not a key (letters, digits, - _ . only)",
  badAmount: (text: string) => `amount "${text}" is not a whole number above 0`,
  unknownStock: (stock: string) => `unknown stock "${stock}" (one of ${STOCK_FILES.join(", ")})`,
  duplicate: (first: number) => `duplicate of line ${first}`,
  exists: "already added",
} as const;

/**
 * Reads `KEY` or `KEY,AMOUNT,STOCK` lines (also `;` or tab separated), as `add-keys` and the Stock & Keys screen
 * take them; blank lines and `#` comments are skipped, and so is a first line that is a CSV header (`key,...`), so
 * an exported list reads back. Every bad line is reported; callers add nothing when there is one.
 * `knownStocks` (the screen) refuses other stock names; `exists` marks keys the store already has.
 */
export function parseKeyLines(
  text: string,
  defaults: { amount: number; stock: string },
  opts: { knownStocks?: readonly string[]; exists?: (key: string) => boolean } = {},
): ParsedKeyLines {
  const keys: KeyLine[] = [];
  const errors: KeyLineError[] = [];
  const lowEntropy: string[] = [];
  const seen = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [key = "", amountText, stockText] = line.split(/\s*[,;\t]\s*/);
    if (keys.length === 0 && errors.length === 0 && /^"?key"?$/i.test(key)) continue;
    const fail = (message: string) => errors.push({ line: i + 1, text: line, message });
    const amount = amountText === undefined || amountText === "" ? defaults.amount : Number(amountText);
    const stock = stockText || defaults.stock;
    const first = seen.get(key);
    if (key.length < REDEEM_KEY_MIN_LENGTH) fail(keyLineMessages.tooShort(key.length));
    else if (key.length > REDEEM_KEY_MAX_LENGTH) fail(keyLineMessages.tooLong(key.length));
    else if (!KEY_CHARS.test(key)) fail(keyLineMessages.badChars);
    else if (!Number.isInteger(amount) || amount < 1 || amount > MAX_AMOUNT)
      fail(keyLineMessages.badAmount(amountText ?? ""));
    else if (opts.knownStocks && !opts.knownStocks.includes(stock)) fail(keyLineMessages.unknownStock(stock));
    else if (first !== undefined) fail(keyLineMessages.duplicate(first));
    else if (opts.exists?.(key)) fail(keyLineMessages.exists);
    else {
      seen.set(key, i + 1);
      keys.push({ line: i + 1, key, amount, stock });
      if (isLowEntropyKey(key)) lowEntropy.push(key);
    }
  }
  return { keys, errors, lowEntropy };
}

/** Keys in one add from the screen (the request stays well under the server's 1 MB body limit). */
export const KEYS_PER_ADD = 10_000;
/** Keys generated at once. */
export const GENERATE_MAX = 1000;
