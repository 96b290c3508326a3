import { describe, expect, it } from "vitest";
import { dashboardNavItems, dashboardRoutes, navItemsFor } from "../routes";
import { accessOf } from "./access";

const linksOf = (role: Parameters<typeof accessOf>[0]["role"], admin = false) =>
  navItemsFor(dashboardNavItems, accessOf({ admin, role }).can).map((item) => item.label);

describe("the dashboard by role (docs/decisions.md#team-screens)", () => {
  it("lists only the pages each role may open", () => {
    expect(linksOf("viewer")).toEqual(["Home", "Orders", "Stock & Keys", "Suggestions", "Bugs", "Team"]);
    expect(linksOf("support")).toEqual(["Home", "Orders", "Stock & Keys", "Suggestions", "Bugs", "Team"]);
    expect(linksOf("manager")).toEqual([
      "Home",
      "Orders",
      "Stock & Keys",
      "Storefronts",
      "Suggestions",
      "Bugs",
      "Team",
    ]);
    expect(linksOf("admin", true)).toEqual([
      "Home",
      "Custom Domain",
      "Live Stock",
      "Orders",
      "Stock & Keys",
      "Storefronts",
      "Suggestions",
      "Bugs",
      "Settings",
      "Team",
      "ADMIN",
    ]);
    expect(linksOf("owner", true)).toEqual(linksOf("admin", true));
  });

  it("gives every page a permission a role can hold, and the Team page to everyone", () => {
    for (const route of dashboardRoutes)
      expect(accessOf({ admin: true, role: "owner" }).can(route.permission)).toBe(true);
    expect(dashboardRoutes.find((r) => r.path === "team")?.permission).toBe("session");
  });

  it("reads the admin pages as an admin store and a role that holds them", () => {
    expect(accessOf({ admin: true, role: "owner" }).isAdmin).toBe(true);
    expect(accessOf({ admin: true, role: "manager" }).isAdmin).toBe(false);
    expect(accessOf({ admin: false, role: "owner" }).isAdmin).toBe(false);
  });

  it("takes an answer without a role for the owner's (a server older than teams)", () => {
    const access = accessOf({ admin: false });
    expect(access.role).toBe("owner");
    expect(access.can("ownership")).toBe(true);
    expect(access.memberName).toBeNull();
  });
});
