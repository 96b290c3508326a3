/** Dashboard home rules (docs/product.md#home). */

/** Activity items carrying a 'New' badge on the dashboard home. */
export const NEW_ACTIVITY_BADGES = 2;
