/** What the three customer pages share: their load states and the link to an order's status page. */

/** Loading view, content, or error view (spec §4: 'loading view, then content or error view'). */
export type PublicPageStatus = "loading" | "error" | "success";

/** `/api/{guildId}/order/{orderId}/status`, the public order status page (spec §7 notes). */
export function orderStatusPath(guildId: string, orderId: string): string {
  return `/api/${encodeURIComponent(guildId)}/order/${encodeURIComponent(orderId)}/status`;
}
