import { describe, expect, it } from "vitest";
import { MASKED_ACCESS_CODE } from "./rules.ts";

describe("access code mask", () => {
  it("masks the access code with 12 bullets", () => {
    expect(MASKED_ACCESS_CODE).toBe("\u2022".repeat(12));
  });
});
