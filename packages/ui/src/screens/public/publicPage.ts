/** What the three customer pages share: their load states and the link to an order's status page. */

import { publicPageHref } from "@boostdash/api-client/public/pages";
import type { ScreenStatus } from "../../feedback/ScreenStatus";

/** Loading view, content, or error view: the dashboard's `ScreenStatus`. */
export type PublicPageStatus = ScreenStatus;

/** `/api/{guildId}/order/{orderId}/status`, the public order status page (docs/product.md#order-status). */
export function orderStatusPath(guildId: string, orderId: string): string {
  return publicPageHref("orderStatus", { guildId, orderId });
}
