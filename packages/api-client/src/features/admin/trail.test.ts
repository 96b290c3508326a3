import { describe, expect, it } from "vitest";
import { actorLabel, BOT_ACTOR, CUSTOMER_ACTOR } from "./trail.ts";

describe("actorLabel", () => {
  it("names a person with their role at the time, the others by what they are", () => {
    expect(actorLabel({ kind: "member", id: "m1", name: "Ana", role: "support" })).toBe("Ana (Support)");
    expect(actorLabel({ kind: "member", id: "m2", name: "Bo", role: "admin" })).toBe("Bo (Admin)");
    expect(actorLabel({ kind: "owner", id: "s1", name: "Mia's Store", role: "owner" })).toBe(
      "Mia's Store (Owner)",
    );
    expect(actorLabel(BOT_ACTOR)).toBe("Bot");
    expect(actorLabel(CUSTOMER_ACTOR)).toBe("Customer");
    expect(actorLabel({ kind: "storefront", id: null, name: "sellix", role: null })).toBe(
      "Storefront (sellix)",
    );
    expect(actorLabel({ kind: "system", id: null, name: "", role: null })).toBe("System");
  });
});
