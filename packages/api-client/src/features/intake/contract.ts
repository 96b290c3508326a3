/** Storefront intake's calls (docs/decisions.md#storefront-intake): the seller's setup, its log, tests and retries. */
import { z } from "zod";
import { boundedText, IdSchema, IsoDateSchema } from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { STOCK_FILES } from "../stock/keyRules.ts";
import type { IntakeDelivery, IntakeMapping, IntakePlatformInfo, IntakeSettings } from "./model.ts";
import { INTAKE_PLATFORMS, MAX_MAPPED_AMOUNT } from "./rules.ts";

export const IntakePlatformSchema = z.enum(INTAKE_PLATFORMS);

export const IntakePlatformInfoSchema = z.object({
  platform: IntakePlatformSchema,
  url: z.string().nullable(),
  secretHint: z.string().nullable(),
});

export const IntakeMappingSchema = z.object({
  platform: IntakePlatformSchema,
  productId: boundedText(128).trim().min(1),
  // A string in the screen's model; only the four stock files are accepted.
  stock: boundedText(64).refine((s) => (STOCK_FILES as readonly string[]).includes(s), {
    message: `Stock must be one of ${STOCK_FILES.join(", ")}`,
  }),
  amount: z.number().int().min(1).max(MAX_MAPPED_AMOUNT),
  inviteField: boundedText(64).trim().min(1),
});

export const IntakeDeliveryResultSchema = z.enum([
  "delivered",
  "key_sent",
  "unmapped",
  "signature_refused",
  "replayed",
  "out_of_stock",
  "failed",
]);

export const IntakeDeliverySchema = z.object({
  id: z.string(),
  platform: IntakePlatformSchema,
  receivedAt: IsoDateSchema,
  productId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  result: IntakeDeliveryResultSchema,
  answer: z.string().nullable(),
  orderId: z.string().nullable(),
  test: z.boolean(),
  canRedeliver: z.boolean(),
  error: z.string().nullable().exactOptional(),
});

export const IntakeSettingsSchema = z.object({
  platforms: z.array(IntakePlatformInfoSchema),
  mappings: z.array(IntakeMappingSchema),
  deliveries: z.array(IntakeDeliverySchema),
});

/** The whole list of mappings, saved at once; one row per platform and product id. */
export const IntakeMappingsUpdateSchema = z.object({
  mappings: z
    .array(IntakeMappingSchema)
    .max(500)
    .refine((list) => new Set(list.map((m) => `${m.platform}\n${m.productId}`)).size === list.length, {
      message: "Each product id may be mapped once per platform",
    }),
});

export const IntakeSecretResponseSchema = z.object({
  secret: z.string().min(1),
  platform: IntakePlatformInfoSchema,
});

export const IntakeDeliveryResponseSchema = z.object({ delivery: IntakeDeliverySchema });

const PlatformParams = z.object({ platform: IntakePlatformSchema });

// The screen was built against model.ts; these fail the type check if the schemas and it ever disagree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.output<typeof IntakePlatformInfoSchema>, IntakePlatformInfo>,
  Same<z.output<typeof IntakeMappingSchema>, IntakeMapping>,
  Same<z.output<typeof IntakeDeliverySchema>, IntakeDelivery>,
  Same<z.output<typeof IntakeSettingsSchema>, IntakeSettings>,
] = [true, true, true, true];
void sameShapes;

export const intakeRoutes = {
  intakeSettings: {
    method: "GET",
    path: "/dashboard/intake",
    auth: "token",
    permission: "intake",
    response: IntakeSettingsSchema,
  },
  /** A new signing secret for one platform; the answer holds it in full, the only time it is shown. */
  rotateIntakeSecret: {
    method: "POST",
    path: "/dashboard/intake/:platform/secret",
    auth: "token",
    permission: "intake",
    params: PlatformParams,
    response: IntakeSecretResponseSchema,
  },
  updateIntakeMappings: {
    method: "PUT",
    path: "/dashboard/intake/mappings",
    auth: "token",
    permission: "intake",
    request: IntakeMappingsUpdateSchema,
    response: IntakeSettingsSchema,
  },
  /** A recorded sample of the platform, signed with the store's secret, through the real inbound route: no stock used. */
  sendIntakeTest: {
    method: "POST",
    path: "/dashboard/intake/:platform/test",
    auth: "token",
    permission: "intake",
    params: PlatformParams,
    response: IntakeDeliveryResponseSchema,
  },
  /** A failed delivery run again from the body it came with. */
  redeliverIntake: {
    method: "POST",
    path: "/dashboard/intake/deliveries/:id/redeliver",
    auth: "token",
    permission: "intake",
    params: z.object({ id: IdSchema }),
    response: IntakeDeliveryResponseSchema,
  },
} as const satisfies Record<string, ContractRoute>;
