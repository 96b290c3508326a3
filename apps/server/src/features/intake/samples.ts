// One sample delivery per platform, shaped as its documentation shows one (docs/decisions.md#storefront-intake-each-platform-checked):
// the screen's 'Send a test delivery' signs one with the store's secret and runs it through the real inbound route.
import type { IntakePlatform } from "@boostdash/api-client/intake/model";

/** The invite the samples carry: valid in form, so a test shows the 'delivered' answer. */
export const SAMPLE_INVITE = "https://discord.gg/boostdash";

/**
 * PHP's json_encode escapes every "/" as "\/", and it is what these senders put on the wire and sign (SellAuth's
 * documented signature is hash_hmac over json_encode; Shoppex kept a legacy header for verifiers that unescaped
 * slashes first): every sample comes that way, so the test send proves the raw bytes are what is verified.
 */
export const phpJson = (v: unknown) => JSON.stringify(v).replaceAll("/", "\\/");

/** A numeric id stays a number, as these platforms send theirs. */
const idValue = (id: string): string | number => (/^\d{1,15}$/.test(id) ? Number(id) : id);

export interface SampleOptions {
  productId: string;
  inviteField: string;
  invoiceId: string;
  /** Shoppex's delivery id, which the body repeats (default: the invoice id). */
  deliveryId?: string;
  email?: string;
}

export function sampleBody(platform: IntakePlatform, opts: SampleOptions): string {
  const fields = { [opts.inviteField]: SAMPLE_INVITE };
  const email = opts.email ?? "buyer@example.com";
  switch (platform) {
    case "sellauth":
      return phpJson({
        event: "INVOICE.ITEM.DELIVER-DYNAMIC",
        id: 10042,
        unique_id: opts.invoiceId,
        status: "completed",
        email,
        shop_id: 1,
        customer: { id: 501, shop_id: 1, email },
        item: {
          id: 1,
          invoice_id: 10042,
          product_id: idValue(opts.productId),
          variant_id: null,
          quantity: 1,
          custom_fields: fields,
        },
      });
    case "sellix":
      return phpJson({
        event: "product:dynamic",
        data: {
          uniqid: opts.invoiceId,
          type: "PRODUCT",
          customer_email: email,
          product_id: opts.productId,
          quantity: 1,
          custom_fields: fields,
        },
      });
    case "sellapp":
      return phpJson({
        data: {
          id: idValue(opts.invoiceId),
          customer_information: { email },
          variant: { id: idValue(opts.productId) },
          quantity: 1,
          additional_information: Object.entries(fields).map(([label, value]) => ({ label, value })),
        },
      });
    case "shoppex": {
      const deliveryId = opts.deliveryId ?? opts.invoiceId;
      return phpJson({
        invoiceId: opts.invoiceId,
        invoice_id: opts.invoiceId,
        productId: opts.productId,
        product_id: opts.productId,
        deliveryId,
        delivery_id: deliveryId,
        idempotencyKey: deliveryId,
        idempotency_key: deliveryId,
        customerEmail: email,
        customer_email: email,
        quantity: 1,
        customFields: fields,
        custom_fields: fields,
      });
    }
  }
}
