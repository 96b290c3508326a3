// Which baseline a story's shot is compared with: its own, or another story's it names (vitest.setup.ts compares the
// shot; a11yPage.ts keys axe's verdict on that baseline too).

/**
 * A story whose final pixels are another story's (a container story proving its wiring, an interaction that ends
 * where another story starts) names that story: `parameters: { screenshot: { sameAs: "screens-orders--populated" } }`.
 * It is compared with that story's baseline, so one visual change means approving one file, not several copies.
 */
export type ScreenshotParameter = {
  sameAs?: string;
  /**
   * Selectors left blank (`visibility: hidden`, so nothing moves) in the shot. The Wiring stories blank the
   * dashboard's sidebar links: the shell's own stories (Layout/DashboardShell) hold those pixels, so adding a page to
   * the sidebar changes their pictures only (docs/decisions.md#storybook-for-designers).
   */
  hide?: string[];
};

/** The baseline's name for a story's shot: the story it names (`sameAs`), else its own id. */
export function baselineName(
  parameters: { screenshot?: ScreenshotParameter } | undefined,
  storyId: string,
): string {
  return parameters?.screenshot?.sameAs ?? storyId;
}
