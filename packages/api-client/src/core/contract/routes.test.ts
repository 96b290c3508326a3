import { describe, expect, it } from "vitest";
import { buildPath } from "./paths.ts";
import { contractRoutes } from "./routes.ts";

describe("contractRoutes", () => {
  it("declares a params schema for exactly the :params of each path", () => {
    for (const [name, route] of Object.entries(contractRoutes)) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const schema = "params" in route ? route.params : undefined;
      const keys = schema && "shape" in schema ? Object.keys(schema.shape as object) : [];
      expect(keys.sort(), name).toEqual(names.sort());
    }
  });

  it("has unique method + path pairs", () => {
    const pairs = Object.values(contractRoutes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it("builds paths with encoded params", () => {
    expect(buildPath(contractRoutes.getOrder.path, { folderId: "a b" })).toBe(
      "/dashboard/orders/a%20b/order.json",
    );
    expect(() => buildPath("/x/:id")).toThrow(/Missing path parameter "id"/);
  });
});
