/** The Stock & Keys feature's calls (docs/product.md#stock-and-keys), and the redeem page's captcha challenge. */
import type { ContractRoute } from "../../core/contract/route.ts";
import { AltchaChallengeSchema } from "../auth/contract.ts";
import { stockPaths } from "./paths.ts";

/** The Stock & Keys calls (`contractRoutes` spreads them). */
export const stockRoutes = {
  /**
   * A fresh ALTCHA challenge for the redeem page, which shows the captcha once the store's failure budget is spent
   * (docs/decisions.md#redeem-keys). ALTCHA whatever the login's provider: the customer pages load no third party.
   */
  redeemChallenge: { ...stockPaths.redeemChallenge, response: AltchaChallengeSchema },
} as const satisfies Record<string, ContractRoute>;

export type StockRouteName = keyof typeof stockRoutes;
