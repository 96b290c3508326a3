// The live-stock editor: the seller's own page code.
import { HttpError } from "../../http.ts";
import type { FeatureHandlers, HandlerDeps, RequestLogger } from "../handlerKit.ts";

export const MAX_CUSTOM_CODE = 200_000;

export function customCodeHandlers(
  { store }: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<"fetchCustomCode" | "saveCustomCode"> {
  return {
    async fetchCustomCode({ seller }) {
      return { code: seller.customCode };
    },

    async saveCustomCode({ seller, body, req }) {
      if (body.code.length > MAX_CUSTOM_CODE) {
        throw new HttpError(
          400,
          `The custom code is too long (at most ${MAX_CUSTOM_CODE.toLocaleString("en-US")} characters)`,
        );
      }
      await store.sellers.setCustomCode(seller.id, body.code);
      await log(
        seller,
        req,
        "custom_code_saved",
        body.code ? "Saved a custom live stock page" : "Reset the live stock page to the default",
        "info",
      );
      return { message: "Custom code saved successfully!" };
    },
  };
}
