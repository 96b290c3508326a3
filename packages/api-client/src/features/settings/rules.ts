/** Settings rules (docs/product.md#settings). */

/** The access code as shown until revealed. */
export const MASKED_ACCESS_CODE = "\u2022".repeat(12);
