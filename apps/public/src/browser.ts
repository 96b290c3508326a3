/** The error views' Retry: docs/product.md#public-pages says it reloads the page. */
export function reloadPage(): void {
  window.location.reload();
}
