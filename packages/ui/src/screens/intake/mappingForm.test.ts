import { describe, expect, it } from "vitest";
import { type MappingRow, mappingMessages, sameRows, toRows, validateRows } from "./mappingForm";

const row = (over: Partial<MappingRow> = {}): MappingRow => ({
  key: "a",
  platform: "sellauth",
  productId: "prod_1",
  stock: "oneMonthBoosts.txt",
  amount: "14",
  inviteField: "Discord Invite",
  ...over,
});

describe("validateRows", () => {
  it("sends trimmed ids and field names, the amount as a number", () => {
    const check = validateRows([row({ productId: " prod_1 ", inviteField: " Invite ", amount: "1000" })]);
    expect(check).toMatchObject({
      ok: true,
      mappings: [{ platform: "sellauth", productId: "prod_1", amount: 1000, inviteField: "Invite" }],
    });
  });

  it("refuses 0, 1001, decimals and an empty amount; an empty id and invite field", () => {
    for (const amount of ["0", "1001", "1.5", "", "-1"]) {
      expect(validateRows([row({ amount })]).errors.a?.amount).toBe(mappingMessages.amount);
    }
    const check = validateRows([row({ productId: "  ", inviteField: "" })]);
    expect(check.errors.a).toEqual({
      productId: mappingMessages.productId,
      inviteField: mappingMessages.inviteField,
    });
  });

  it("refuses the same product twice on one platform, not on two", () => {
    const twice = validateRows([row(), row({ key: "b" })]);
    expect(twice.errors).toEqual({ b: { productId: mappingMessages.duplicate } });
    expect(validateRows([row(), row({ key: "b", platform: "sellix" })]).ok).toBe(true);
  });
});

describe("sameRows", () => {
  it("ignores the rows' keys", () => {
    const saved = toRows([
      { platform: "sellix", productId: "x", stock: "oneMonthBoosts.txt", amount: 2, inviteField: "I" },
    ]);
    expect(
      sameRows(
        saved,
        saved.map((r) => ({ ...r, key: "other" })),
      ),
    ).toBe(true);
    expect(sameRows(saved, [])).toBe(false);
  });
});
