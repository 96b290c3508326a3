import { z } from "zod";

/** `GET /api/fetch-custom-code` and the body of `POST /api/save-custom-code`. "" means the default page. */
export const CustomCodeSchema = z.object({ code: z.string() });
export type CustomCode = z.infer<typeof CustomCodeSchema>;
