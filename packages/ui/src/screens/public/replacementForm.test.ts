import { en } from "@boostdash/api-client/public/i18n/en";
import { PUBLIC_MESSAGES } from "@boostdash/api-client/public/i18n/messages";
import { ReplacementRequestBodySchema } from "@boostdash/api-client/replacements/publicContract";
import { describe, expect, it } from "vitest";
import { checkReplacementForm, loadRequestSchema } from "./replacementForm.ts";

const m = en.replacement;
const count = (n: number) => n.toLocaleString("en-US");

describe("checkReplacementForm", () => {
  it("sends a whole count within the order's limit, and the note trimmed or left out", () => {
    expect(
      checkReplacementForm({ missing: "2", note: "  dropped  " }, 12, m, count, ReplacementRequestBodySchema),
    ).toEqual({
      ok: true,
      body: { missing: 2, note: "dropped" },
    });
    expect(
      checkReplacementForm({ missing: " 12 ", note: "   " }, 12, m, count, ReplacementRequestBodySchema),
    ).toEqual({
      ok: true,
      body: { missing: 12 },
    });
  });

  it("refuses no count, a fraction, zero, words and more than the order may ask for, in the page's words", () => {
    for (const missing of ["", "1.5", "0", "-3", "two", "13"]) {
      expect(
        checkReplacementForm({ missing, note: "" }, 12, m, count, ReplacementRequestBodySchema),
        missing,
      ).toEqual({
        ok: false,
        errors: { missing: "Enter a whole number from 1 to 12." },
      });
    }
    // The figure as the page writes numbers.
    expect(
      checkReplacementForm({ missing: "0", note: "" }, 1_200, m, count, ReplacementRequestBodySchema),
    ).toMatchObject({
      errors: { missing: "Enter a whole number from 1 to 1,200." },
    });
    const de = PUBLIC_MESSAGES.de.replacement;
    expect(
      checkReplacementForm({ missing: "", note: "" }, 5, de, String, ReplacementRequestBodySchema),
    ).toMatchObject({
      errors: { missing: "Gib eine ganze Zahl von 1 bis 5 ein." },
    });
  });

  it("refuses a note over the server's 500 characters, beside a bad count", () => {
    expect(
      checkReplacementForm(
        { missing: "", note: "x".repeat(501) },
        12,
        m,
        count,
        ReplacementRequestBodySchema,
      ),
    ).toEqual({
      ok: false,
      errors: {
        missing: "Enter a whole number from 1 to 12.",
        note: "The note can be at most 500 characters.",
      },
    });
    expect(
      checkReplacementForm(
        { missing: "1", note: "x".repeat(500) },
        12,
        m,
        count,
        ReplacementRequestBodySchema,
      ).ok,
    ).toBe(true);
  });
});

describe("loadRequestSchema", () => {
  it("is the very schema the server parses the request with", async () => {
    expect(await loadRequestSchema()).toBe(ReplacementRequestBodySchema);
  });
});
