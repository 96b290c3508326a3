import { describe, expect, it } from "vitest";
import {
  CARD_SURFACE,
  contrastRatio,
  MIN_ACCENT_CONTRAST,
  MIN_BUTTON_CONTRAST,
  parseHexColor,
  sellerAccent,
  sellerButton,
  THEME_ACCENT,
} from "./accent.ts";

const surface = parseHexColor(CARD_SURFACE) ?? [0, 0, 0];

describe("parseHexColor", () => {
  it("reads 3, 6 and 8 digit hex with or without '#'", () => {
    expect(parseHexColor("#fff")).toEqual([255, 255, 255]);
    expect(parseHexColor("5865F2")).toEqual([88, 101, 242]);
    expect(parseHexColor("#5865f2cc")).toEqual([88, 101, 242]);
  });
  it("refuses names, functions and injection attempts", () => {
    expect(parseHexColor("red")).toBeUndefined();
    expect(parseHexColor("rgb(1,2,3)")).toBeUndefined();
    expect(parseHexColor("#fff;background:url(x)")).toBeUndefined();
    expect(parseHexColor("")).toBeUndefined();
    expect(parseHexColor(undefined)).toBeUndefined();
  });
});

describe("sellerAccent", () => {
  it("keeps a light enough colour as is, with the '#' added", () => {
    expect(sellerAccent("facc15")).toMatchObject({ brand: "#facc15", heading: "#facc15" });
    // The mocks' violet and Discord blurple pass the large-text minimum untouched.
    expect(sellerAccent("8b5cf6").heading).toBe("#8b5cf6");
    expect(sellerAccent("#5865F2").heading).toBe("#5865f2");
  });
  it("lightens a dark colour until it reaches 3:1 on the card, keeping the brand colour for decoration", () => {
    const accent = sellerAccent("#2f3136");
    expect(accent.brand).toBe("#2f3136");
    expect(accent.heading).not.toBe("#2f3136");
    const rgb = parseHexColor(accent.heading) ?? [0, 0, 0];
    expect(contrastRatio(rgb, surface)).toBeGreaterThanOrEqual(MIN_ACCENT_CONTRAST);
  });
  it("lightens no more than needed", () => {
    const rgb = parseHexColor(sellerAccent("#2f3136").heading) ?? [0, 0, 0];
    expect(contrastRatio(rgb, surface)).toBeLessThan(MIN_ACCENT_CONTRAST + 0.6);
  });
  it("turns black into a readable grey rather than failing", () => {
    const rgb = parseHexColor(sellerAccent("000000").heading) ?? [0, 0, 0];
    expect(contrastRatio(rgb, surface)).toBeGreaterThanOrEqual(MIN_ACCENT_CONTRAST);
  });
  it("falls back to the theme accent without a usable colour", () => {
    expect(sellerAccent(undefined)).toEqual({ brand: undefined, heading: THEME_ACCENT, button: undefined });
    expect(sellerAccent("not-a-colour")).toEqual({
      brand: undefined,
      heading: THEME_ACCENT,
      button: undefined,
    });
  });
});

describe("seller buttons", () => {
  it("labels every colour black or white at 4.5:1 or more", () => {
    for (let r = 0; r <= 255; r += 17)
      for (let g = 0; g <= 255; g += 17)
        for (let b = 0; b <= 255; b += 17) {
          const button = sellerButton([r, g, b]);
          expect(button.contrast).toBeGreaterThanOrEqual(MIN_BUTTON_CONTRAST);
        }
  });

  it("picks white on dark and black on light colours", () => {
    expect(sellerAccent("#5865f2").button).toMatchObject({ background: "#5865f2", text: "#ffffff" });
    expect(sellerAccent("#ffd400").button).toMatchObject({ background: "#ffd400", text: "#000000" });
    expect(sellerAccent("not a colour").button).toBeUndefined();
  });
});
