// Random identifiers and secrets. Session tokens and bot keys are only ever stored as their SHA-256.
import { createHash, randomBytes } from "node:crypto";

/** A 24-hex id (4 bytes of time + 8 random), the shape the apps know as `_id`. */
export function newId(now = Date.now()): string {
  const time = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, "0");
  return time + randomBytes(8).toString("hex");
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/** An access code a person can type: 20 characters without look-alikes (0/O, 1/l/I). */
export function newAccessCode(): string {
  const bytes = randomBytes(40);
  let out = "";
  for (const b of bytes) {
    // Rejection sampling keeps every character equally likely.
    if (b >= CODE_ALPHABET.length * Math.floor(256 / CODE_ALPHABET.length)) continue;
    out += CODE_ALPHABET[b % CODE_ALPHABET.length];
    if (out.length === 20) return out;
  }
  return out + newAccessCode().slice(0, 20 - out.length);
}

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function newBotKey(): string {
  return `bk_${randomBytes(32).toString("base64url")}`;
}

/** A chat-service-like numeric id (17-19 digits) for a seller created without one. */
export function newGuildId(): string {
  const n = BigInt(`0x${randomBytes(8).toString("hex")}`) % 900_000_000_000_000_000n;
  return (n + 100_000_000_000_000_000n).toString();
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
