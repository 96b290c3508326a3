// One sample delivery per platform, shaped as the platform sends it: the screen's 'Send a test delivery' signs one
// with the store's secret and runs it through the real inbound route.
import type { IntakePlatform } from "@boostdash/api-client/intake/model";

/** The invite the samples carry: valid in form, so a test shows the 'delivered' answer. */
export const SAMPLE_INVITE = "https://discord.gg/boostdash";

/** PHP's json_encode escapes every "/" as "\/"; SellAuth's bodies come that way and are signed that way. */
const phpJson = (v: unknown) => JSON.stringify(v).replaceAll("/", "\\/");

export function sampleBody(
  platform: IntakePlatform,
  opts: { productId: string; inviteField: string; invoiceId: string; email?: string },
): string {
  const fields = { [opts.inviteField]: SAMPLE_INVITE };
  const email = opts.email ?? "buyer@example.com";
  switch (platform) {
    case "sellauth":
      return phpJson({
        event: "INVOICE.ITEM.DELIVER-DYNAMIC",
        invoice: { id: opts.invoiceId, email },
        item: { id: 1, product: { id: opts.productId }, quantity: 1, custom_fields: fields },
      });
    case "sellix":
      return JSON.stringify({
        event: "product:dynamic",
        data: {
          uniqid: opts.invoiceId,
          product_id: opts.productId,
          customer_email: email,
          custom_fields: fields,
        },
      });
    case "sellapp":
      return JSON.stringify({
        event: "order.dynamic",
        data: {
          invoice: { id: opts.invoiceId, customer_email: email },
          product: { id: opts.productId },
          additional_information: Object.entries(fields).map(([label, value]) => ({ label, value })),
        },
      });
    case "shoppex":
      return JSON.stringify({
        event: "order:dynamic",
        data: {
          invoice_id: opts.invoiceId,
          product_id: opts.productId,
          customer_email: email,
          custom_fields: fields,
        },
      });
  }
}
