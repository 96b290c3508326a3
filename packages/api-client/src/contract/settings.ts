import { z } from "zod";
import { IsoDateSchema } from "./common.ts";

export const UserSettingsSchema = z.object({
  access_code: z.string(),
  /** ISO 8601; absent or null means 'Never'. */
  lastAccessCodeReset: IsoDateSchema.nullish(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const ResetAccessCodeResponseSchema = z.object({
  newAccessCode: z.string().min(1),
  message: z.string().optional(),
  /**
   * A fresh session token, sent when the reset revoked the caller's session with every other one;
   * the client stores it so the seller stays signed in.
   */
  token: z.string().min(1).optional(),
});
export type ResetAccessCodeResponse = z.infer<typeof ResetAccessCodeResponseSchema>;
