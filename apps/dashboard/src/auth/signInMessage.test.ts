import { describe, expect, it } from "vitest";
import { signInMessageFor } from "./signInMessage";

describe("signInMessageFor", () => {
  it("uses the page-specific wording of docs/product.md#sign-in-and-roles", () => {
    expect(signInMessageFor("/dashboard")).toBe("You need to log in to access the dashboard.");
    expect(signInMessageFor("/dashboard/")).toBe("You need to log in to access the dashboard.");
    expect(signInMessageFor("/dashboard/settings")).toBe("You need to log in to access settings.");
    expect(signInMessageFor("/dashboard/report-bugs")).toBe("You need to log in to access bug reports.");
  });

  it("falls back to the generic wording", () => {
    expect(signInMessageFor("/dashboard/admin")).toBe("You need to log in to access this page.");
    expect(signInMessageFor("/dashboard/orders")).toBe("You need to log in to access this page.");
  });
});
