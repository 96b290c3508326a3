// Each storefront's way of signing and describing a dynamic delivery (docs/decisions.md#storefront-intake). Every
// check runs over the raw bytes as received: a PHP sender escapes "/" as "\/", so a re-serialised body would not
// verify.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IntakePlatform } from "@boostdash/api-client/intake/model";

export type Headers = Record<string, string | string[] | undefined>;

/** What a delivery asks for, read from a verified body. */
export interface DeliveryRequest {
  /** The platform's id of this delivery: a retry carries the same one. */
  deliveryKey: string;
  productId: string | null;
  invoiceId: string | null;
  email: string | null;
  /** The checkout's custom fields by name, as the buyer filled them. */
  fields: Record<string, string>;
}

export type Verdict = { ok: true } | { ok: false; error: string };

/** Deliveries signed longer ago than this (or this far ahead) are refused: a captured request cannot be replayed. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export interface IntakeAdapter {
  /** The event a dynamic delivery carries; a body naming another is refused. Unset: not checked. */
  event?: string;
  verify(raw: Buffer, headers: Headers, secret: string, now: number): Verdict;
  read(body: unknown, headers: Headers): DeliveryRequest | string;
  /** Signs `raw` the way the platform does (the screen's test delivery, and the tests). */
  sign(raw: Buffer, secret: string, now: number, deliveryId: string): Record<string, string>;
}

export function header(headers: Headers, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

const hmacHex = (algo: "sha256" | "sha512", secret: string, data: Buffer) =>
  createHmac(algo, secret).update(data).digest("hex");

/** Compares two hex digests in constant time; anything not hex of the right length is a mismatch. */
export function sameHex(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-fA-F]+$/.test(given)) return false;
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(given.toLowerCase(), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A timestamp header in seconds (or milliseconds, told apart by size). */
function timestampMs(text: string): number | undefined {
  if (!/^\d{1,16}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 1e12 ? n : n * 1000;
}

function skewError(text: string | undefined, now: number): string | undefined {
  if (text === undefined) return undefined;
  const at = timestampMs(text);
  if (at === undefined) return "The timestamp header is not a number";
  if (Math.abs(now - at) > MAX_CLOCK_SKEW_MS) return "The signature's timestamp is more than 5 minutes off";
  return undefined;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Json) : undefined;

/** The first of `paths` (dotted) that holds a string or number, as text. */
function pick(body: unknown, ...paths: string[]): string | null {
  for (const p of paths) {
    let at: unknown = body;
    for (const part of p.split(".")) at = obj(at)?.[part];
    if (typeof at === "string" && at !== "") return at;
    if (typeof at === "number" && Number.isFinite(at)) return String(at);
  }
  return null;
}

/** Custom fields as an object of name -> value, or a list of { name, value }. */
function fieldsOf(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(v)) {
    for (const f of v) {
      const o = obj(f);
      const name = o && (o.name ?? o.label ?? o.key);
      const value = o?.value;
      if (typeof name === "string" && (typeof value === "string" || typeof value === "number")) {
        out[name] = String(value);
      }
    }
    return out;
  }
  for (const [k, val] of Object.entries(obj(v) ?? {})) {
    if (typeof val === "string" || typeof val === "number") out[k] = String(val);
  }
  return out;
}

export const adapters: Record<IntakePlatform, IntakeAdapter> = {
  sellauth: {
    event: "INVOICE.ITEM.DELIVER-DYNAMIC",
    verify(raw, headers, secret, now) {
      if (!header(headers, "x-signature")) return { ok: false, error: "No X-Signature header" };
      const skew = skewError(header(headers, "x-timestamp"), now);
      if (skew) return { ok: false, error: skew };
      return sameHex(hmacHex("sha256", secret, raw), header(headers, "x-signature"))
        ? { ok: true }
        : { ok: false, error: "The X-Signature does not match the body" };
    },
    read(body, headers) {
      const invoiceId = pick(body, "invoice.id", "invoice_id", "item.invoice_id");
      const itemId = pick(body, "item.id");
      const key = header(headers, "idempotency-key") ?? (invoiceId && `${invoiceId}:${itemId ?? ""}`);
      if (!key) return "The body has no invoice id";
      return {
        deliveryKey: key,
        productId: pick(body, "item.product.id", "item.product_id"),
        invoiceId,
        email: pick(body, "invoice.email", "email", "customer.email"),
        fields: fieldsOf(obj(obj(body)?.item)?.custom_fields),
      };
    },
    sign(raw, secret, now) {
      return {
        "X-Signature": hmacHex("sha256", secret, raw),
        "X-Timestamp": String(Math.floor(now / 1000)),
      };
    },
  },
  sellix: {
    event: "product:dynamic",
    verify(raw, headers, secret) {
      const given = header(headers, "x-sellix-signature");
      if (!given) return { ok: false, error: "No X-Sellix-Signature header" };
      return sameHex(hmacHex("sha512", secret, raw), given)
        ? { ok: true }
        : { ok: false, error: "The X-Sellix-Signature does not match the body" };
    },
    read(body, headers) {
      const invoiceId = pick(body, "data.uniqid", "data.invoice_id");
      if (!invoiceId) return "The body has no invoice uniqid";
      const productId =
        header(headers, "x-sellix-product-id") ?? pick(body, "data.product_id", "data.product.uniqid");
      return {
        deliveryKey: `${invoiceId}:${productId ?? ""}`,
        productId,
        invoiceId,
        email: pick(body, "data.customer_email", "data.email"),
        fields: fieldsOf(obj(obj(body)?.data)?.custom_fields),
      };
    },
    sign(raw, secret) {
      return { "X-Sellix-Signature": hmacHex("sha512", secret, raw) };
    },
  },
  sellapp: {
    verify(raw, headers, secret) {
      const given = header(headers, "signature");
      if (!given) return { ok: false, error: "unsigned (a Sell.app test send?)" };
      return sameHex(hmacHex("sha256", secret, raw), given)
        ? { ok: true }
        : { ok: false, error: "The Signature does not match the body" };
    },
    read(body) {
      const invoiceId = pick(body, "data.invoice.id", "invoice.id", "data.invoice_id", "invoice_id");
      if (!invoiceId) return "The body has no invoice id";
      const productId = pick(
        body,
        "data.variant.id",
        "data.product.id",
        "data.product_id",
        "variant.id",
        "product.id",
        "product_id",
      );
      const d = obj(obj(body)?.data) ?? obj(body);
      return {
        deliveryKey: `${invoiceId}:${productId ?? ""}`,
        productId,
        invoiceId,
        email: pick(body, "data.invoice.customer_email", "data.customer_email", "data.email", "email"),
        fields: fieldsOf(d?.additional_information ?? d?.custom_fields),
      };
    },
    sign(raw, secret) {
      return { Signature: hmacHex("sha256", secret, raw) };
    },
  },
  shoppex: {
    verify(raw, headers, secret, now) {
      const sig = header(headers, "x-shoppex-signature-v2");
      const id = header(headers, "x-shoppex-idempotency-key");
      if (!sig) return { ok: false, error: "No X-Shoppex-Signature-V2 header" };
      if (!id) return { ok: false, error: "No X-Shoppex-Idempotency-Key header" };
      const parts = new Map(
        sig.split(",").map((p) => {
          const at = p.indexOf("=");
          return at < 0
            ? ([p.trim(), ""] as const)
            : ([p.slice(0, at).trim(), p.slice(at + 1).trim()] as const);
        }),
      );
      const ts = parts.get("t");
      const h = parts.get("h");
      if (!parts.has("v1") || !ts || !h)
        return { ok: false, error: "The signature header is not v1,t=…,h=…" };
      const skew = skewError(ts, now);
      if (skew) return { ok: false, error: skew };
      const signed = Buffer.concat([Buffer.from(`${id}.${ts}.`), raw]);
      return sameHex(hmacHex("sha256", secret, signed), h)
        ? { ok: true }
        : { ok: false, error: "The X-Shoppex-Signature-V2 does not match the body" };
    },
    read(body, headers) {
      const key = header(headers, "x-shoppex-idempotency-key");
      if (!key) return "No X-Shoppex-Idempotency-Key header";
      const d = obj(obj(body)?.data) ?? obj(body);
      return {
        deliveryKey: key,
        productId: pick(body, "data.product_id", "data.product.id", "product_id", "product.id"),
        invoiceId: pick(body, "data.invoice_id", "data.order_id", "data.id", "invoice_id"),
        email: pick(body, "data.customer_email", "data.email", "customer.email", "email"),
        fields: fieldsOf(d?.custom_fields),
      };
    },
    sign(raw, secret, now, deliveryId) {
      const ts = String(Math.floor(now / 1000));
      const h = hmacHex("sha256", secret, Buffer.concat([Buffer.from(`${deliveryId}.${ts}.`), raw]));
      return { "X-Shoppex-Signature-V2": `v1,t=${ts},h=${h}`, "X-Shoppex-Idempotency-Key": deliveryId };
    },
  },
};

/** The body's event name, when it has one. */
export function eventOf(body: unknown): string | null {
  return pick(body, "event", "type");
}

/** A custom field's value by name, the name matched without regard to case or surrounding spaces. */
export function fieldValue(fields: Record<string, string>, name: string): string | undefined {
  const want = name.trim().toLowerCase();
  for (const [k, v] of Object.entries(fields)) if (k.trim().toLowerCase() === want) return v.trim();
  return undefined;
}
