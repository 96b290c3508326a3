import { atStore } from "../pageText";

/** The order status page's head (docs/product.md#order-status): its title and meta description. */
export const orderStatusText = {
  title: "Order Status",
  description: (storeName: string | undefined) =>
    `The delivery status of your server boost order${atStore(storeName)}.`,
};
