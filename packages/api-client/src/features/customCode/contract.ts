import { z } from "zod";
import { ApiMessageSchema, boundedText } from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";
import { CustomPageMarkupSchema } from "../public/contract.ts";

/** The body of `POST /api/save-custom-code` and of a preview. "" means the default page. */
export const CustomCodeSchema = z.object({ code: boundedText(LIMITS.customCode) });
export type CustomCode = z.infer<typeof CustomCodeSchema>;

/** Why a page did not render on the server: its code does not compile, throws, or runs out of time or memory. */
export const CustomPageProblemSchema = z.object({
  kind: z.enum(["compile", "throw", "timeout", "memory", "output"]),
  message: z.string(),
  /** The seller's line, when known. */
  line: z.optional(z.number().int().positive()),
});
export type CustomPageProblem = z.infer<typeof CustomPageProblemSchema>;

/** Something in the code that the public page does not run (event handlers, effect hooks): a notice. */
export const CustomPageNoticeSchema = z.object({ line: z.number().int().positive(), message: z.string() });
export type CustomPageNotice = z.infer<typeof CustomPageNoticeSchema>;

/** What customers see now (docs/product.md#live-stock-editor). */
export const CustomerPageSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("default") }),
  z.object({ kind: z.literal("custom") }),
  z.object({ kind: z.literal("error"), problem: CustomPageProblemSchema }),
]);
export type CustomerPage = z.infer<typeof CustomerPageSchema>;

/** `GET /api/fetch-custom-code`: the saved code, and which page customers get from it now. */
export const SavedCustomCodeSchema = z.object({
  code: boundedText(LIMITS.customCode),
  customerPage: z.optional(CustomerPageSchema),
});
export type SavedCustomCode = z.infer<typeof SavedCustomCodeSchema>;

/** `POST /api/custom-code/preview`: the code rendered on the server with the seller's live stock. */
export const CustomCodePreviewSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("rendered"),
    page: CustomPageMarkupSchema,
    notices: z.array(CustomPageNoticeSchema),
  }),
  z.object({
    status: z.literal("failed"),
    problem: CustomPageProblemSchema,
    notices: z.array(CustomPageNoticeSchema),
  }),
]);
export type CustomCodePreview = z.infer<typeof CustomCodePreviewSchema>;

/** The customCode calls (`contractRoutes` spreads them). */
export const customCodeRoutes = {
  fetchCustomCode: {
    method: "GET",
    path: "/fetch-custom-code",
    auth: "token",
    permission: "settings",
    response: SavedCustomCodeSchema,
    spec: "GET /fetch-custom-code",
  },
  saveCustomCode: {
    method: "POST",
    path: "/save-custom-code",
    auth: "token",
    permission: "settings",
    request: CustomCodeSchema,
    response: ApiMessageSchema,
    spec: "POST /save-custom-code",
  },
  /** The editor's preview: what customers would get from this code (rate-limited per seller). */
  previewCustomCode: {
    method: "POST",
    path: "/custom-code/preview",
    auth: "token",
    permission: "settings",
    request: CustomCodeSchema,
    response: CustomCodePreviewSchema,
  },
} as const satisfies Record<string, ContractRoute>;
