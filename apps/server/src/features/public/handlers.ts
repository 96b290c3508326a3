// The public pages' reads (order status, live stock, redeem page), answered through publicCache.ts.
import { HttpError } from "../../http.ts";
import { readerLocale } from "../../readerLocale.ts";
import {
  type FeatureHandlers,
  type HandlerDeps,
  iso,
  isoOrNull,
  liveStockProps,
  opt,
  publicSeller,
} from "../handlerKit.ts";
import { publicWarranty } from "../replacements/publicStatus.ts";
import { publicStoreName } from "../sellers/sellerRepository.ts";

export function publicHandlers(
  deps: HandlerDeps,
): FeatureHandlers<"publicOrderStatus" | "liveStock" | "redeemPageConfig"> {
  return {
    async publicOrderStatus({ params, req }) {
      const notFound = "Order Status not found for this Guild ID.";
      const seller = await publicSeller(deps, req, params.guildId, notFound);
      const o = await deps.store.orders.get(seller.id, params.orderId);
      if (!o) throw new HttpError(404, notFound);
      return {
        orderId: o.orderId,
        guildId: o.guildId || seller.guildId,
        amount: o.amount,
        stock: o.stock,
        successfulTokens: o.successTokens.length,
        failedTokens: o.failedTokens.length,
        invite: opt(o.invite),
        status: o.status,
        redeemedAt: iso(o.createdAt),
        claimedAt: isoOrNull(o.claimedAt),
        reportedAt: isoOrNull(o.reportedAt),
        ...(await publicWarranty(deps.store, seller.id, o)),
        // The replacement form's captcha is the redeem page's (redeem/failureBudget.ts redeemCaptchaFor): none
        // when captchas are off, else ALTCHA.
        captcha: deps.config.captcha.provider === "off" ? ("off" as const) : ("altcha" as const),
        storeName: opt(publicStoreName(seller)),
        storeLink: opt(o.storeLink || seller.storeLink),
        discordLink: opt(o.discordLink || seller.discordLink),
        embedColor: opt(seller.embedColor),
        embedFooter: opt(seller.embedFooter),
      };
    },

    async liveStock({ params, req }) {
      const seller = await publicSeller(
        deps,
        req,
        params.guildId,
        "Live stock data not found for this Guild ID.",
      );
      const data = liveStockProps(seller);
      // The seller's own page, rendered here with these figures; the code itself never leaves the server. A page
      // that does not render leaves customers on the default one (docs/decisions.md#seller-pages-rendered-on-the-server).
      if (!seller.customCode.trim()) return data;
      // In the reader's language, which the page gets as `lang` (the read is kept per language, http.ts).
      const props = { ...data, lang: readerLocale(req).locale };
      const custom = await deps.customPages.render(seller.customCode, props, {
        seller: seller.id,
        purpose: "customer",
      });
      return custom.ok ? { ...data, customPage: custom.page } : data;
    },

    async redeemPageConfig({ params, req }) {
      const seller = await publicSeller(deps, req, params.guildId, "Redeem page not found.");
      return {
        storeName: opt(publicStoreName(seller)),
        embedColor: opt(seller.embedColor),
        footerText: opt(seller.embedFooter),
      };
    },
  };
}
