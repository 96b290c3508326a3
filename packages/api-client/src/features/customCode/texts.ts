/** The live-stock editor's words that the server says too (docs/product.md#live-stock-editor). */

/** Code that does not compile or render is not saved: the server's refusal, and the editor's. */
export const SAVE_REFUSED = "Customers will keep seeing the current page until this compiles.";
