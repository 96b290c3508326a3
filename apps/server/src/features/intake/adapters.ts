// Each storefront's way of signing and describing a dynamic delivery, as its own documentation describes it
// (docs/decisions.md#storefront-intake-each-platform-checked). Every check runs over the raw bytes as received: a PHP
// sender escapes "/" as "\/", so a re-serialised body would not verify. Whatever identifies a delivery (its key, its
// product) is taken from signed bytes only: an unsigned header that picked the key or the product would let a
// captured body be replayed as a second purchase, or as a dearer product.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IntakePlatform } from "@boostdash/api-client/intake/model";

export type Headers = Record<string, string | string[] | undefined>;

/** What a delivery asks for, read from a verified body. */
export interface DeliveryRequest {
  /** The platform's id of this delivery: a retry carries the same one. */
  deliveryKey: string;
  productId: string | null;
  /** The product's variant, when the platform sells variants and says which one. */
  variantId: string | null;
  /** How many units of the product this delivery is for (1 when the platform does not say). */
  quantity: number;
  invoiceId: string | null;
  email: string | null;
  /** The checkout's custom fields by name, as the buyer filled them. */
  fields: Record<string, string>;
}

export type Verdict = { ok: true } | { ok: false; error: string };

/** The inbound route's answer as the platform expects it on the wire. */
export interface WireAnswer {
  contentType: string;
  body: string;
}

/** Deliveries signed longer ago than this (or this far ahead) are refused: a captured request cannot be replayed. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** Why a Sell.app delivery without a signature is refused, in the seller's log. */
export const SELLAPP_UNSIGNED =
  "Unsigned: no Signature header. Sell.app sends the product page's test webhooks unsigned, with mock data; a real purchase is signed with the store's webhook secret, so this one was not delivered";

export interface IntakeAdapter {
  /** The event a dynamic delivery carries; a body naming another is refused. Unset: not checked. */
  event?: string;
  verify(raw: Buffer, headers: Headers, secret: string, now: number): Verdict;
  read(body: unknown, headers: Headers): DeliveryRequest | string;
  /** Signs `raw` the way the platform does (the screen's test delivery, and the tests). */
  sign(raw: Buffer, secret: string, now: number, deliveryId: string): Record<string, string>;
  /** Puts the answer's text in the shape the platform shows its buyer. */
  wire(status: number, text: string): WireAnswer;
}

export function header(headers: Headers, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

const hmacHex = (algo: "sha256" | "sha512", secret: string, data: Buffer) =>
  createHmac(algo, secret).update(data).digest("hex");

/** Compares two hex digests in constant time; anything not hex of the right length is a mismatch. */
export function sameHex(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-fA-F]+$/.test(given) || given.length % 2 !== 0) return false;
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

function skewError(text: string, now: number): string | undefined {
  const at = timestampMs(text.trim());
  if (at === undefined) return "The timestamp header is not a number";
  if (Math.abs(now - at) > MAX_CLOCK_SKEW_MS) return "The signature's timestamp is more than 5 minutes off";
  return undefined;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Json) : undefined;

/** The value at a dotted path. */
function at(body: unknown, path: string): unknown {
  let v: unknown = body;
  for (const part of path.split(".")) v = obj(v)?.[part];
  return v;
}

/** The first of `paths` (dotted) that holds a string or number, as text. */
function pick(body: unknown, ...paths: string[]): string | null {
  for (const p of paths) {
    const v = at(body, p);
    if (typeof v === "string" && v.trim() !== "") return v.trim();
    if (typeof v === "number" && Number.isFinite(v)) return String(v);
  }
  return null;
}

/** The first of `paths` holding a whole number from 1 up (as a number or its text); 1 when none does. */
function quantityAt(body: unknown, ...paths: string[]): number {
  for (const p of paths) {
    const v = at(body, p);
    const n =
      typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
    if (Number.isSafeInteger(n) && n >= 1) return n;
  }
  return 1;
}

/** Custom fields as an object of name -> value, or a list of { name | label | key, value }. */
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

/** The first of `paths` holding custom fields. */
function fieldsAt(body: unknown, ...paths: string[]): Record<string, string> {
  for (const p of paths) {
    const v = at(body, p);
    if (v !== undefined && v !== null) return fieldsOf(v);
  }
  return {};
}

const textAnswer = (_status: number, text: string): WireAnswer => ({
  contentType: "text/plain; charset=utf-8",
  body: text,
});

export const adapters: Record<IntakePlatform, IntakeAdapter> = {
  // One call per invoice item: the invoice's own fields at the top, the item under `item`. Signed as
  // hash_hmac('sha256', json_encode($data), $secret): json_encode escapes "/" and is also what goes on the wire.
  sellauth: {
    event: "INVOICE.ITEM.DELIVER-DYNAMIC",
    verify(raw, headers, secret, now) {
      const given = header(headers, "x-signature");
      if (!given) return { ok: false, error: "No X-Signature header" };
      const ts = header(headers, "x-timestamp");
      if (!ts) return { ok: false, error: "No X-Timestamp header" };
      const skew = skewError(ts, now);
      if (skew) return { ok: false, error: skew };
      return sameHex(hmacHex("sha256", secret, raw), given)
        ? { ok: true }
        : { ok: false, error: "The X-Signature does not match the body" };
    },
    read(body) {
      const invoiceId = pick(body, "unique_id", "id", "item.invoice_id", "invoice.unique_id", "invoice.id");
      if (!invoiceId) return "The body has no invoice id (unique_id or id)";
      const itemId = pick(body, "item.id");
      if (!itemId) return "The body has no item.id";
      // The body's own ids, not the Idempotency-Key header: the header is not signed.
      return {
        deliveryKey: `${invoiceId}:${itemId}`,
        productId: pick(body, "item.product_id", "item.product.id"),
        variantId: pick(body, "item.variant_id", "item.variant.id"),
        quantity: quantityAt(body, "item.quantity"),
        invoiceId,
        email: pick(body, "email", "customer.email", "invoice.email"),
        fields: fieldsAt(body, "item.custom_fields", "custom_fields"),
      };
    },
    sign(raw, secret, now, deliveryId) {
      return {
        "X-Signature": hmacHex("sha256", secret, raw),
        "X-Timestamp": String(Math.floor(now / 1000)),
        "Idempotency-Key": deliveryId,
      };
    },
    wire: textAnswer,
  },
  // The order object under `data`, one request per dynamic product of a cart, naming it in X-Sellix-Product-Id.
  // Signed as hash_hmac('sha512', php://input, $secret). The whole answer body becomes the product: plain text.
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
      const invoiceId = pick(body, "data.uniqid");
      if (!invoiceId) return "The body has no data.uniqid";
      const named = header(headers, "x-sellix-product-id")?.trim() || null;
      const own = pick(body, "data.product_id");
      // The header is not signed: it may only pick a product the signed order holds. Where a cart line keeps its
      // product's id is not documented, so any value of the line counts, but never what the buyer typed.
      const line = named === null ? undefined : cartLines(body).find((c) => holds(c, named));
      if (named !== null && own !== named && !line) {
        return `X-Sellix-Product-Id ${named} is not a product of this order`;
      }
      const productId = named ?? own;
      return {
        deliveryKey: `${invoiceId}:${productId ?? ""}`,
        productId,
        variantId: line ? pick(line, "variant_uniqid", "variant_id") : pick(body, "data.variant_id"),
        quantity: line ? quantityAt(line, "unit_quantity", "quantity") : quantityAt(body, "data.quantity"),
        invoiceId,
        email: pick(body, "data.customer_email"),
        fields: fieldsAt(body, "data.custom_fields"),
      };
    },
    sign(raw, secret) {
      return { "X-Sellix-Signature": hmacHex("sha512", secret, raw), "X-Sellix-Event": "product:dynamic" };
    },
    wire: textAnswer,
  },
  // A product variant's dynamic webhook. Signed as hash_hmac('sha256', php://input, $secret) in the Signature header;
  // the product page's test sends carry mock data and no signature. The answer is passed to the buyer as it is.
  sellapp: {
    verify(raw, headers, secret) {
      const given = header(headers, "signature");
      if (!given) return { ok: false, error: SELLAPP_UNSIGNED };
      return sameHex(hmacHex("sha256", secret, raw), given)
        ? { ok: true }
        : { ok: false, error: "The Signature does not match the body" };
    },
    read(body) {
      const invoiceId = pick(
        body,
        "data.invoice.id",
        "invoice.id",
        "data.invoice_id",
        "invoice_id",
        "data.id",
        "id",
      );
      if (!invoiceId) return "The body has no invoice id";
      const variantId = pick(body, "data.variant.id", "variant.id", "data.variant_id", "variant_id");
      // Sell.app's dynamic webhook belongs to a variant: the variant is what the seller maps.
      const productId =
        variantId ?? pick(body, "data.product.id", "product.id", "data.product_id", "product_id");
      return {
        deliveryKey: `${invoiceId}:${productId ?? ""}`,
        productId,
        variantId,
        quantity: quantityAt(body, "data.quantity", "quantity", "data.variant.quantity", "variant.quantity"),
        invoiceId,
        email: pick(
          body,
          "data.customer_information.email",
          "customer_information.email",
          "data.invoice.customer_information.email",
          "data.invoice.customer_email",
          "data.customer_email",
          "data.email",
          "email",
        ),
        fields: fieldsAt(
          body,
          "data.additional_information",
          "additional_information",
          "data.custom_fields",
          "custom_fields",
        ),
      };
    },
    sign(raw, secret) {
      return { Signature: hmacHex("sha256", secret, raw) };
    },
    wire: textAnswer,
  },
  // The dynamic_webhook callback: a flat body with camelCase and snake_case twins, the delivery id in
  // X-Shoppex-Delivery-Id (= X-Shoppex-Idempotency-Key), signed with the timestamp: v1,t=<ts>,h=<hex> over
  // `<delivery id>.<ts>.<raw body>`. Shoppex keeps the answer's data object: service_text is what the buyer reads.
  shoppex: {
    verify(raw, headers, secret, now) {
      const sig = header(headers, "x-shoppex-signature-v2");
      if (!sig) {
        return header(headers, "x-shoppex-signature")
          ? {
              ok: false,
              error: "Only the deprecated X-Shoppex-Signature was sent; X-Shoppex-Signature-V2 is required",
            }
          : { ok: false, error: "No X-Shoppex-Signature-V2 header" };
      }
      const id = deliveryIdOf(headers);
      if (!id) return { ok: false, error: "No X-Shoppex-Delivery-Id header" };
      const parts = new Map<string, string>();
      const flags = new Set<string>();
      for (const p of sig.split(",")) {
        const eq = p.indexOf("=");
        if (eq < 0) flags.add(p.trim());
        else parts.set(p.slice(0, eq).trim(), p.slice(eq + 1).trim());
      }
      const ts = parts.get("t");
      const h = parts.get("h");
      if (!flags.has("v1") || !ts || !h)
        return { ok: false, error: "The signature header is not v1,t=…,h=…" };
      const tsHeader = header(headers, "x-shoppex-timestamp");
      if (tsHeader !== undefined && tsHeader.trim() !== ts) {
        return { ok: false, error: "X-Shoppex-Timestamp differs from the signature's t=" };
      }
      const skew = skewError(ts, now);
      if (skew) return { ok: false, error: skew };
      const signed = Buffer.concat([Buffer.from(`${id}.${ts}.`), raw]);
      return sameHex(hmacHex("sha256", secret, signed), h)
        ? { ok: true }
        : { ok: false, error: "The X-Shoppex-Signature-V2 does not match the body" };
    },
    read(body, headers) {
      const key = deliveryIdOf(headers);
      if (!key) return "No X-Shoppex-Delivery-Id header";
      const inBody = pick(body, "deliveryId", "delivery_id", "idempotencyKey", "idempotency_key");
      if (inBody !== null && inBody !== key)
        return "The body's deliveryId differs from X-Shoppex-Delivery-Id";
      return {
        deliveryKey: key,
        productId: pick(body, "productId", "product_id", "product.id", "line_item.product_id"),
        variantId: pick(body, "variantId", "variant_id", "variant.id", "line_item.variant_id"),
        quantity: quantityAt(body, "quantity", "line_item.quantity"),
        invoiceId: pick(body, "invoiceId", "invoice_id"),
        email: pick(body, "customerEmail", "customer_email"),
        fields: fieldsAt(body, "customFields", "custom_fields", "line_item.custom_fields"),
      };
    },
    sign(raw, secret, now, deliveryId) {
      const ts = String(Math.floor(now / 1000));
      const h = hmacHex("sha256", secret, Buffer.concat([Buffer.from(`${deliveryId}.${ts}.`), raw]));
      return {
        "X-Shoppex-Signature-V2": `v1,t=${ts},h=${h}`,
        "X-Shoppex-Signature-V2-Algorithm": "HMAC-SHA256",
        "X-Shoppex-Timestamp": ts,
        "X-Shoppex-Delivery-Id": deliveryId,
        "X-Shoppex-Idempotency-Key": deliveryId,
      };
    },
    wire(status, text) {
      const body = status < 300 ? { data: { service_text: text } } : { error: text };
      return { contentType: "application/json; charset=utf-8", body: JSON.stringify(body) };
    },
  },
};

/** Shoppex's delivery id: X-Shoppex-Delivery-Id, which carries the same value as X-Shoppex-Idempotency-Key. */
function deliveryIdOf(headers: Headers): string | undefined {
  return (
    header(headers, "x-shoppex-delivery-id")?.trim() ||
    header(headers, "x-shoppex-idempotency-key")?.trim() ||
    undefined
  );
}

/** Whether `v` holds `want` as a string or number value a few levels deep, outside the buyer's own custom fields. */
function holds(v: unknown, want: string, depth = 0): boolean {
  if (typeof v === "string") return v === want;
  if (typeof v === "number") return String(v) === want;
  if (depth >= 4 || typeof v !== "object" || v === null) return false;
  return Object.entries(v).some(([k, x]) => k !== "custom_fields" && holds(x, want, depth + 1));
}

/** A Sellix cart order's lines: data.cart as a list, or its products list. */
function cartLines(body: unknown): unknown[] {
  for (const p of ["data.cart", "data.cart.products"]) {
    const v = at(body, p);
    if (Array.isArray(v)) return v;
  }
  return [];
}

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
