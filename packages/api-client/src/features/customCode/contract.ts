import { z } from "zod";
import { ApiMessageSchema, boundedText } from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";

/** `GET /api/fetch-custom-code` and the body of `POST /api/save-custom-code`. "" means the default page. */
export const CustomCodeSchema = z.object({ code: boundedText(LIMITS.customCode) });
export type CustomCode = z.infer<typeof CustomCodeSchema>;

/** The customCode calls (`contractRoutes` spreads them). */
export const customCodeRoutes = {
  fetchCustomCode: {
    method: "GET",
    path: "/fetch-custom-code",
    auth: "token",
    response: CustomCodeSchema,
    spec: "GET /fetch-custom-code",
  },
  saveCustomCode: {
    method: "POST",
    path: "/save-custom-code",
    auth: "token",
    request: CustomCodeSchema,
    response: ApiMessageSchema,
    spec: "POST /save-custom-code",
  },
} as const satisfies Record<string, ContractRoute>;
