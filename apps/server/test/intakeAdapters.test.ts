// Each storefront adapter against its recorded sample (docs/decisions.md#storefront-intake-each-platform-checked):
// signatures over the raw bytes (PHP's escaped slashes included), wrong, missing and stale signatures, what a body is
// read as, and the answer's shape on the wire.
// Runs once: pure functions over recorded bytes, no server and no SQL.
import { createHmac } from "node:crypto";
import type { IntakePlatform } from "@boostdash/api-client/intake/model";
import { describe, expect, it } from "vitest";
import { adapters, SELLAPP_UNSIGNED } from "../src/features/intake/adapters.ts";
import { phpJson, SAMPLE_INVITE, sampleBody } from "../src/features/intake/samples.ts";
import { type Fixture, fixture, lower, PLATFORMS } from "./intakeFixtures.ts";

/** The moment the fixture was signed at (platforms without a timestamp verify at any time). */
const whenSigned = (f: Fixture) => f.recordedAt ?? Date.now();

const SIGNATURE_HEADER: Record<IntakePlatform, string> = {
  sellauth: "x-signature",
  sellix: "x-sellix-signature",
  sellapp: "signature",
  shoppex: "x-shoppex-signature-v2",
};

/** The same signature with its last hex digit changed. */
function flipped(value: string): string {
  const last = value.at(-1) === "0" ? "1" : "0";
  return `${value.slice(0, -1)}${last}`;
}

describe("storefront adapters", () => {
  for (const p of PLATFORMS) {
    describe(p, () => {
      const f = fixture(p);
      const raw = Buffer.from(f.raw);
      const headers = lower(f.headers);

      it("verifies the recorded sample over its raw bytes, escaped slashes and all", () => {
        expect(f.raw).toContain("\\/");
        expect(adapters[p].verify(raw, headers, f.secret, whenSigned(f))).toEqual({ ok: true });
        // The same JSON re-serialised (slashes unescaped) is other bytes: it must not verify.
        const reserialised = Buffer.from(JSON.stringify(JSON.parse(f.raw)));
        expect(reserialised.equals(raw)).toBe(false);
        expect(adapters[p].verify(reserialised, headers, f.secret, whenSigned(f)).ok).toBe(false);
      });

      it("reads the product, invoice, buyer and the invite (unescaped) from the sample", () => {
        const asked = adapters[p].read(JSON.parse(f.raw), headers);
        if (typeof asked === "string") throw new Error(asked);
        expect(asked.productId).toBe(f.productId);
        expect(asked.invoiceId).toBeTruthy();
        expect(asked.email).toBe("buyer@example.com");
        expect(asked.quantity).toBe(1);
        expect(Object.values(asked.fields)).toContain(SAMPLE_INVITE);
      });

      it("refuses a wrong signature, a changed body and a missing signature", () => {
        const name = SIGNATURE_HEADER[p];
        const given = headers[name];
        if (typeof given !== "string") throw new Error(`the ${p} sample has no ${name}`);
        const wrong = { ...headers, [name]: flipped(given) };
        expect(adapters[p].verify(raw, wrong, f.secret, whenSigned(f))).toMatchObject({ ok: false });
        const changed = Buffer.from(f.raw.replace("buyer@example.com", "thief@example.com"));
        expect(adapters[p].verify(changed, headers, f.secret, whenSigned(f))).toMatchObject({ ok: false });
        expect(adapters[p].verify(raw, headers, "another-secret", whenSigned(f))).toMatchObject({
          ok: false,
        });
        const { [name]: _gone, ...missing } = headers;
        const refused = adapters[p].verify(raw, missing, f.secret, whenSigned(f));
        expect(refused.ok).toBe(false);
        if (!refused.ok) expect(refused.error).not.toBe("");
      });

      it("signs a sample body the way it verifies it (the screen's test send)", () => {
        const now = Date.UTC(2026, 10, 29, 2, 0, 0);
        const body = Buffer.from(
          sampleBody(p, { productId: "77", inviteField: "Discord Invite", invoiceId: "test-abc" }),
        );
        const signed = lower(adapters[p].sign(body, f.secret, now, "test-abc"));
        expect(adapters[p].verify(body, signed, f.secret, now)).toEqual({ ok: true });
        const asked = adapters[p].read(JSON.parse(body.toString("utf8")), signed);
        if (typeof asked === "string") throw new Error(asked);
        expect(asked).toMatchObject({ productId: "77", invoiceId: "test-abc", quantity: 1 });
        expect(Object.values(asked.fields)).toEqual([SAMPLE_INVITE]);
      });
    });
  }

  describe("timestamps (SellAuth, Shoppex)", () => {
    for (const p of ["sellauth", "shoppex"] as const) {
      const f = fixture(p);
      const raw = Buffer.from(f.raw);
      const headers = lower(f.headers);
      const signedAt = f.recordedAt ?? 0;

      it(`${p}: accepts up to 5 minutes either side and refuses beyond`, () => {
        expect(adapters[p].verify(raw, headers, f.secret, signedAt + 299_000).ok).toBe(true);
        expect(adapters[p].verify(raw, headers, f.secret, signedAt - 299_000).ok).toBe(true);
        for (const now of [signedAt + 301_000, signedAt - 301_000]) {
          const v = adapters[p].verify(raw, headers, f.secret, now);
          expect(v).toEqual({ ok: false, error: "The signature's timestamp is more than 5 minutes off" });
        }
      });
    }

    it("sellauth: refuses a delivery with no X-Timestamp", () => {
      const f = fixture("sellauth");
      const { "x-timestamp": _gone, ...headers } = lower(f.headers);
      expect(adapters.sellauth.verify(Buffer.from(f.raw), headers, f.secret, whenSigned(f))).toEqual({
        ok: false,
        error: "No X-Timestamp header",
      });
    });

    it("shoppex: the delivery id and timestamp are part of what is signed", () => {
      const f = fixture("shoppex");
      const raw = Buffer.from(f.raw);
      const headers = lower(f.headers);
      const otherId = {
        ...headers,
        "x-shoppex-delivery-id": "dlv_other",
        "x-shoppex-idempotency-key": "dlv_other",
      };
      expect(adapters.shoppex.verify(raw, otherId, f.secret, whenSigned(f)).ok).toBe(false);
      const otherTs = {
        ...headers,
        "x-shoppex-timestamp": String(Number(headers["x-shoppex-timestamp"]) + 1),
      };
      expect(adapters.shoppex.verify(raw, otherTs, f.secret, whenSigned(f))).toEqual({
        ok: false,
        error: "X-Shoppex-Timestamp differs from the signature's t=",
      });
      const { "x-shoppex-signature-v2": _gone, ...legacyOnly } = headers;
      const legacy = { ...legacyOnly, "x-shoppex-signature": "00" };
      expect(adapters.shoppex.verify(raw, legacy, f.secret, whenSigned(f))).toEqual({
        ok: false,
        error: "Only the deprecated X-Shoppex-Signature was sent; X-Shoppex-Signature-V2 is required",
      });
    });
  });

  it("sell.app: an unsigned test send (no or empty Signature) is refused with a reason that says so", () => {
    const f = fixture("sellapp");
    const { signature: _gone, ...unsigned } = lower(f.headers);
    for (const headers of [unsigned, { ...unsigned, signature: "" }]) {
      expect(adapters.sellapp.verify(Buffer.from(f.raw), headers, f.secret, Date.now())).toEqual({
        ok: false,
        error: SELLAPP_UNSIGNED,
      });
    }
    expect(SELLAPP_UNSIGNED).toContain("test webhooks unsigned");
  });

  it("sellauth: the delivery key comes from the signed body, not the unsigned Idempotency-Key", () => {
    const f = fixture("sellauth");
    const body = JSON.parse(f.raw);
    const a = adapters.sellauth.read(body, lower(f.headers));
    const b = adapters.sellauth.read(body, { ...lower(f.headers), "idempotency-key": "forged-key" });
    if (typeof a === "string" || typeof b === "string") throw new Error("not read");
    expect(a.deliveryKey).toBe("8e32b8f24c4a0-0000000010042:5521");
    expect(b.deliveryKey).toBe(a.deliveryKey);
    expect(a.variantId).toBe("4410");
  });

  it("sellix: X-Sellix-Product-Id may only name a product of the signed order", () => {
    const f = fixture("sellix");
    const body = JSON.parse(f.raw);
    const forged = adapters.sellix.read(body, {
      ...lower(f.headers),
      "x-sellix-product-id": "dearer-product",
    });
    expect(forged).toBe("X-Sellix-Product-Id dearer-product is not a product of this order");
    // A cart order: one call per dynamic product, the quantity from that product's line.
    const cart = {
      event: "product:dynamic",
      data: {
        uniqid: "cart-1",
        type: "SHOPPING_CART",
        customer_email: "buyer@example.com",
        product_id: null,
        custom_fields: { "Discord Invite": SAMPLE_INVITE, Note: "prod-typed-by-buyer" },
        cart: [
          { uniqid: "prod-a", unit_quantity: 2 },
          { uniqid: "prod-b", unit_quantity: 3 },
        ],
      },
    };
    const b = adapters.sellix.read(cart, { "x-sellix-product-id": "prod-b" });
    if (typeof b === "string") throw new Error(b);
    expect(b).toMatchObject({ productId: "prod-b", quantity: 3, deliveryKey: "cart-1:prod-b" });
    // What the buyer typed in a custom field is not a product of the order.
    expect(adapters.sellix.read(cart, { "x-sellix-product-id": "prod-typed-by-buyer" })).toBe(
      "X-Sellix-Product-Id prod-typed-by-buyer is not a product of this order",
    );
  });

  it("shoppex: a body naming another delivery than its signed header is refused", () => {
    const f = fixture("shoppex");
    const body = { ...JSON.parse(f.raw), deliveryId: "dlv_other" };
    expect(adapters.shoppex.read(body, lower(f.headers))).toBe(
      "The body's deliveryId differs from X-Shoppex-Delivery-Id",
    );
  });

  it("answers Shoppex with its data object and the others with the text itself", () => {
    expect(adapters.shoppex.wire(200, "Thanks / here")).toEqual({
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify({ data: { service_text: "Thanks / here" } }),
    });
    expect(JSON.parse(adapters.shoppex.wire(503, "Out of stock").body)).toEqual({ error: "Out of stock" });
    for (const p of ["sellauth", "sellix", "sellapp"] as const) {
      expect(adapters[p].wire(200, "Thanks")).toEqual({
        contentType: "text/plain; charset=utf-8",
        body: "Thanks",
      });
    }
  });

  it("phpJson escapes every slash as PHP's json_encode does", () => {
    const raw = phpJson({ url: "https://discord.gg/x" });
    expect(raw).toBe('{"url":"https:\\/\\/discord.gg\\/x"}');
    expect(JSON.parse(raw)).toEqual({ url: "https://discord.gg/x" });
    // A hand check that the signature covers exactly these bytes.
    const sig = createHmac("sha256", "k").update(raw).digest("hex");
    expect(adapters.sellapp.verify(Buffer.from(raw), { signature: sig }, "k", 0)).toEqual({ ok: true });
  });
});
