// The live-stock editor: the seller's own page code, its server render for the preview, and which page customers
// get from the saved code (docs/decisions.md#seller-pages-rendered-on-the-server).
import type { CustomCodePreview, CustomerPage } from "@boostdash/api-client/customCode/contract";
import { SAVE_REFUSED } from "@boostdash/api-client/customCode/texts";
import { DEFAULT_LOCALE } from "@boostdash/api-client/public/i18n/locales";
import type { CustomPageOutcome } from "../../customPage/customPages.ts";
import { HttpError } from "../../http.ts";
import { type FeatureHandlers, type HandlerDeps, liveStockProps, type RequestLogger } from "../handlerKit.ts";
import type { Seller } from "../sellers/sellerRepository.ts";

export const MAX_CUSTOM_CODE = 200_000;

function problemOf(outcome: CustomPageOutcome & { ok: false }) {
  return {
    kind: outcome.kind,
    message: outcome.message,
    ...(outcome.line ? { line: outcome.line } : {}),
  };
}

export function customCodeHandlers(
  { store, customPages }: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<"fetchCustomCode" | "saveCustomCode" | "previewCustomCode"> {
  // With the figures customers get now (the signed-in seller's record may be a cached copy).
  // The status of the saved code is what customers get (their cache); previews and saves are kept apart from it.
  const render = async (seller: Seller, code: string, purpose: "customer" | "preview") => {
    const fresh = (await store.sellers.findByGuildId(seller.guildId)) ?? seller;
    // In English, the customers' default language: the status is then the one English readers get.
    return customPages.render(
      code,
      { ...liveStockProps(fresh), lang: DEFAULT_LOCALE },
      { seller: seller.id, purpose },
    );
  };

  return {
    async fetchCustomCode({ seller }) {
      const code = seller.customCode;
      if (!code.trim()) return { code, customerPage: { kind: "default" } };
      const outcome = await render(seller, code, "customer");
      const customerPage: CustomerPage = outcome.ok
        ? { kind: "custom" }
        : { kind: "error", problem: problemOf(outcome) };
      return { code, customerPage };
    },

    async saveCustomCode({ seller, body, req }) {
      if (body.code.length > MAX_CUSTOM_CODE) {
        throw new HttpError(
          400,
          `The custom code is too long (at most ${MAX_CUSTOM_CODE.toLocaleString("en-US")} characters)`,
        );
      }
      // Code that does not compile or render with the seller's figures is refused, so customers keep the page
      // they have (docs/decisions.md#seller-pages-rendered-on-the-server).
      if (body.code.trim()) {
        const outcome = await render(seller, body.code, "preview");
        if (!outcome.ok) {
          const where = outcome.line
            ? ` (line ${outcome.line}: ${outcome.message})`
            : ` (${outcome.message})`;
          throw new HttpError(400, `${SAVE_REFUSED}${where}`);
        }
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

    async previewCustomCode({ seller, body }): Promise<CustomCodePreview> {
      const notices = customPages.notices(body.code);
      const outcome = await render(seller, body.code, "preview");
      return outcome.ok
        ? { status: "rendered", page: outcome.page, notices }
        : { status: "failed", problem: problemOf(outcome), notices };
    },
  };
}
