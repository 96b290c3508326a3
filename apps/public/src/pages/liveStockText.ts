import { atStore } from "../pageText";

/** The live stock page's head (docs/product.md#live-stock): its title and meta description. */
export const liveStockText = {
  title: "Live Stock",
  description: (storeName: string | undefined) =>
    `Nitro tokens and server boosts in stock${atStore(storeName)}, updated every 10 seconds.`,
};
