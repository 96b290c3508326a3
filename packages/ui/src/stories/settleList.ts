/** Story helper: wait for a virtual list to hold still before the screenshot. */

/**
 * Virtual rows are measured after they render, which can change the list's height (and its scrollbar) for a few
 * frames; wait until the list under `selector` keeps its height and row count for 5 frames (at most 120).
 */
export async function settleVirtualList(canvasElement: HTMLElement, selector: string): Promise<void> {
  const list = canvasElement.querySelector<HTMLElement>(selector);
  if (!list) return;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let last = "";
  let stableFrames = 0;
  for (let i = 0; i < 120 && stableFrames < 5; i += 1) {
    await frame();
    const now = `${list.style.height}|${list.childElementCount}`;
    stableFrames = now === last ? stableFrames + 1 : 0;
    last = now;
  }
}
