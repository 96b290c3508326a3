/** The error views' Retry: spec §2 says it reloads the page. */
export function reloadPage(): void {
  window.location.reload();
}
