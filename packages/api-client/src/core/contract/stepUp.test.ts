import { describe, expect, it } from "vitest";
import type { ContractRoute } from "./route.ts";
import { contractRoutes } from "./routes.ts";
import { needsStepUp } from "./stepUp.ts";

describe("step-up, declared beside its routes", () => {
  it("the access code's reset, the bot key's rotation and the keys' listing carry stepUp in their own contracts", () => {
    expect(contractRoutes.resetAccessCode).toMatchObject({ stepUp: true });
    expect(contractRoutes.rotateBotKey).toMatchObject({ stepUp: true });
    expect(contractRoutes.listKeys).toMatchObject({ stepUp: true });
  });

  it("asks for a step-up exactly where the route says so, whatever its name", () => {
    const routes = Object.entries(contractRoutes as Record<string, ContractRoute>);
    const declared = routes.filter(([, route]) => route.stepUp === true).map(([name]) => name);
    const asked = routes.filter(([name, route]) => needsStepUp(name, route)).map(([name]) => name);
    expect(asked).toEqual(declared);
    expect(needsStepUp("resetAccessCode", {})).toBe(false);
  });
});
