import { describe, expect, it } from "vitest";
import { checkEmbedColor } from "./embedColor.ts";

describe("checkEmbedColor", () => {
  it("reads 3 or 6 hex digits, with or without '#', as #rrggbb", () => {
    expect(checkEmbedColor("5865F2").hex).toBe("#5865f2");
    expect(checkEmbedColor(" #fc0 ").hex).toBe("#ffcc00");
  });
  it("has nothing to say about an empty or non-hex value", () => {
    for (const v of ["", "purple", "#12345", "#5865f2cc"]) {
      expect(checkEmbedColor(v)).toEqual({ hex: undefined, ratio: undefined, lowContrast: false });
    }
  });
  it("warns below 3:1 against Discord's dark embed background", () => {
    expect(checkEmbedColor("#8b5cf6")).toEqual({ hex: "#8b5cf6", ratio: 3.2, lowContrast: false });
    // Discord's blurple is just under (2.9:1), so it is flagged; 3:1 is WCAG's line for graphics.
    expect(checkEmbedColor("#5865f2")).toEqual({ hex: "#5865f2", ratio: 2.9, lowContrast: true });
    // Near-black, the default of many bots.
    expect(checkEmbedColor("#202225")).toMatchObject({ lowContrast: true });
    expect(checkEmbedColor("#202225").ratio).toBeLessThan(1.2);
    expect(checkEmbedColor("#ffffff")).toMatchObject({ ratio: 13.7, lowContrast: false });
  });
});
