/**
 * The storefronts' inbound route, `POST /api/intake/:platform/:intakeId`, in the OpenAPI document (bot/openapi.ts):
 * one path per platform, since each signs with headers of its own (docs/decisions.md#storefront-intake). Not a
 * contract route: its body is the platform's own JSON, verified over its raw bytes, and its answers are text.
 */
import type { IntakePlatform } from "./model.ts";
import { INTAKE_PLATFORMS } from "./rules.ts";

/** The most a storefront's body may be: above it, 413 before the body is read further. */
export const INTAKE_MAX_BODY_BYTES = 1024 * 1024;

interface InboundHeader {
  name: string;
  required: boolean;
  description: string;
}

interface InboundDoc {
  label: string;
  /** The event the body must name, when the platform names one. */
  event?: string;
  what: string;
  headers: InboundHeader[];
}

const SKEW = "Refused when more than 5 minutes off this server's clock.";

/** Each platform's call and headers, as `apps/server/src/features/intake/adapters.ts` reads them. */
export const intakeInboundDocs: Record<IntakePlatform, InboundDoc> = {
  sellauth: {
    label: "SellAuth",
    event: "INVOICE.ITEM.DELIVER-DYNAMIC",
    what: "SellAuth's dynamic delivery, one call per cart item; the buyer's checkout fields in `item.custom_fields`.",
    headers: [
      {
        name: "X-Signature",
        required: true,
        description: "Hex HMAC-SHA256 of the raw body with the secret.",
      },
      { name: "X-Timestamp", required: true, description: `Unix time of the send. ${SKEW}` },
      {
        name: "Idempotency-Key",
        required: false,
        description:
          "Sent by SellAuth, not signed, so not used: a delivery is known by the signed body's invoice id and item id (a retry sends the same).",
      },
    ],
  },
  sellix: {
    label: "Sellix",
    event: "product:dynamic",
    what: "Sellix's dynamic product webhook; the buyer's checkout fields in `data.custom_fields`.",
    headers: [
      {
        name: "X-Sellix-Signature",
        required: true,
        description: "Hex HMAC-SHA512 of the raw body with the secret.",
      },
      {
        name: "X-Sellix-Event",
        required: false,
        description:
          "The event, `product:dynamic`; the body's `event` is what is checked (the header is not signed).",
      },
      {
        name: "X-Sellix-Product-Id",
        required: false,
        description:
          "The product of the cart this call is for; without it, the body's `data.product_id`. Not signed: it must name the order's own product or one of its cart lines, or the call is refused with 400.",
      },
    ],
  },
  sellapp: {
    label: "Sell.app",
    what: "Sell.app's per-variant dynamic webhook; the buyer's checkout fields in `data.additional_information`.",
    headers: [
      {
        name: "Signature",
        required: true,
        description:
          "Hex HMAC-SHA256 of the raw body with the secret. Sell.app's test sends are unsigned: refused with 401, logged as 'unsigned (a Sell.app test send?)'.",
      },
    ],
  },
  shoppex: {
    label: "Shoppex",
    what: "Shoppex's dynamic delivery; the buyer's checkout fields in `data.custom_fields`.",
    headers: [
      {
        name: "X-Shoppex-Signature-V2",
        required: true,
        description: `\`v1,t=<unix seconds>,h=<hex>\`: HMAC-SHA256 with the secret of \`<X-Shoppex-Delivery-Id>.<t>.<raw body>\`. ${SKEW} The deprecated X-Shoppex-Signature alone is refused.`,
      },
      {
        name: "X-Shoppex-Delivery-Id",
        required: true,
        description:
          "The delivery's id (a retry sends the same); a body's own `deliveryId` must equal it. Without it, X-Shoppex-Idempotency-Key.",
      },
      {
        name: "X-Shoppex-Idempotency-Key",
        required: false,
        description: "The same value as X-Shoppex-Delivery-Id.",
      },
      {
        name: "X-Shoppex-Timestamp",
        required: false,
        description: "The signature's t=; refused when it differs.",
      },
      {
        name: "X-Shoppex-Signature-V2-Algorithm",
        required: false,
        description: "`HMAC-SHA256`.",
      },
    ],
  },
};

type JsonSchema = Record<string, unknown>;

/**
 * An answer as the platform reads it: Shoppex keeps a JSON object (`data.service_text` is what the buyer reads, a
 * refusal's text is `error`); the others show the text as it is.
 */
const answer = (platform: IntakePlatform, ok: boolean, description: string, headers?: JsonSchema) => ({
  description,
  ...(headers ? { headers } : {}),
  content:
    platform === "shoppex"
      ? {
          "application/json": {
            schema: ok
              ? {
                  type: "object",
                  properties: { data: { type: "object", properties: { service_text: { type: "string" } } } },
                }
              : { type: "object", properties: { error: { type: "string" } } },
          },
        }
      : { "text/plain": { schema: { type: "string" } } },
});

/** `/intake/<platform>/{intakeId}` for each platform, relative to the document's `/api` server. */
export function intakeOpenApiPaths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const platform of INTAKE_PLATFORMS) {
    const doc = intakeInboundDocs[platform];
    const text = (description: string, headers?: JsonSchema) => answer(platform, false, description, headers);
    paths[`/intake/${platform}/{intakeId}`] = {
      post: {
        operationId: `intake_${platform}`,
        summary: `${doc.label} delivery`,
        description: [
          doc.what,
          "Paste this URL (Storefronts, per platform) into the storefront. Each delivery id is answered once: a retry gets the stored answer again, and never a second order.",
          doc.event ? `The body's \`event\` must be \`${doc.event}\`.` : "",
        ]
          .filter(Boolean)
          .join(" "),
        tags: ["Storefront intake"],
        // Signed, not authenticated: the signature headers with the platform's secret.
        security: [],
        parameters: [
          {
            name: "intakeId",
            in: "path",
            required: true,
            description: "The store's inbound id, in the URL Storefronts shows.",
            schema: { type: "string" },
          },
          ...doc.headers.map((h) => ({
            name: h.name,
            in: "header",
            required: h.required,
            description: h.description,
            schema: { type: "string" },
          })),
        ],
        requestBody: {
          required: true,
          description: `The platform's own JSON, verified over its exact bytes; at most ${INTAKE_MAX_BODY_BYTES} bytes (1 MB).`,
          content: { "application/json": { schema: { type: "object" } } },
        },
        responses: {
          "200": answer(
            platform,
            true,
            "Delivered: the text the storefront shows the buyer (the order's status link, a redeem key, or for an unmapped product 'We received your order; the seller will contact you.').",
          ),
          "400": text("Malformed JSON, another event, or a required field missing; nothing is stored."),
          "401": text("Signature missing, wrong, or its timestamp too far off; logged, no order."),
          "404": text("Unknown intake URL, or this platform is not set up for the store."),
          "409": text("This delivery id is being worked on right now: try again shortly."),
          "413": {
            description: `Body over ${INTAKE_MAX_BODY_BYTES} bytes (1 MB); refused before it is read further.`,
          },
          "503": text(
            "Not delivered (out of stock, or a failure midway); nothing taken, and the delivery stays in the log for 'Deliver again'. A retry of the same id gets this answer again.",
            {
              "Retry-After": { description: "Seconds before trying again.", schema: { type: "integer" } },
            },
          ),
        },
      },
    };
  }
  return paths;
}
