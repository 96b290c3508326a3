import { z } from "zod";
import { LIMITS } from "../domain/limits.ts";
import { boundedText } from "./common.ts";

/** `GET /api/fetch-custom-code` and the body of `POST /api/save-custom-code`. "" means the default page. */
export const CustomCodeSchema = z.object({ code: boundedText(LIMITS.customCode) });
export type CustomCode = z.infer<typeof CustomCodeSchema>;
