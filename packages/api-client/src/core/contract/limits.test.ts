// Every value a client sends is bounded by the contract before anything else runs on it (docs/decisions.md,
// "Input limits"): a walk over every route's params, query and body schema, so a field added without a cap fails here.
import { describe, expect, it } from "vitest";
import { LIMITS, NUL_MESSAGE } from "../limits.ts";
import { contractRoutes } from "./routes.ts";

interface CheckDef {
  check: string;
  abort?: boolean;
  maximum?: number;
  value?: number;
}
interface Node {
  _zod: {
    def: {
      type: string;
      checks?: { _zod: { def: CheckDef } }[];
      shape?: Record<string, Node>;
      innerType?: Node;
      element?: Node;
      keyType?: Node;
      valueType?: Node;
      options?: Node[];
      in?: Node;
      out?: Node;
    };
  };
}

/** Paths of the values in `schema` that have no bound, each with what is missing. */
function unbounded(schema: Node, path: string): string[] {
  const def = schema._zod.def;
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const max = (kind: string) => checks.find((c) => c.check === kind && typeof c.maximum === "number");
  switch (def.type) {
    case "string": {
      // The length check must come first and stop the parse, so no pattern ever sees an oversized value.
      const [first, second] = checks;
      if (first?.check !== "max_length" || !first.abort) return [`${path}: no leading, aborting max length`];
      if (second?.check !== "custom" || !second.abort)
        return [`${path}: no NUL check right after the length`];
      return [];
    }
    case "number":
      return checks.some((c) => c.check === "less_than" && (c.value ?? Infinity) <= LIMITS.count)
        ? []
        : [`${path}: no maximum an INTEGER column holds`];
    case "array":
      return [
        ...(max("max_length") ? [] : [`${path}: no maximum item count`]),
        ...unbounded(def.element as Node, `${path}[]`),
      ];
    case "object":
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => unbounded(value, `${path}.${key}`));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
      return unbounded(def.innerType as Node, path);
    case "pipe":
      return unbounded(def.in as Node, path);
    case "union":
      return (def.options ?? []).flatMap((option) => unbounded(option, path));
    case "record":
      return [
        ...unbounded(def.keyType as Node, `${path}{key}`),
        ...unbounded(def.valueType as Node, `${path}{}`),
      ];
    case "enum":
    case "literal":
    case "boolean":
      return [];
    default:
      return [`${path}: unknown schema type ${def.type}`];
  }
}

describe("input limits", () => {
  it("bounds every string, number and list of every route's params, query and body", () => {
    const problems = Object.entries(contractRoutes).flatMap(([name, route]) => [
      ...("params" in route && route.params
        ? unbounded(route.params as unknown as Node, `${name} params`)
        : []),
      ...("query" in route && route.query ? unbounded(route.query as unknown as Node, `${name} query`) : []),
      ...("request" in route && route.request
        ? unbounded(route.request as unknown as Node, `${name} body`)
        : []),
    ]);
    expect(problems).toEqual([]);
  });

  it("refuses an oversized redeem email on its length, without running the email check", () => {
    const started = performance.now();
    const result = contractRoutes.redeem.request.safeParse({
      redeemKey: "K",
      discordInvite: "abc",
      email: `a@${".".repeat(1024 * 1024)}@`,
    });
    expect(performance.now() - started).toBeLessThan(50);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({
      code: "too_big",
      maximum: LIMITS.email,
      path: ["email"],
    });
  });

  it("refuses a NUL character in text and a count PostgreSQL's INTEGER cannot hold", () => {
    const nul = contractRoutes.liveStock.params.safeParse({ guildId: "12\u000034" });
    expect(nul.error?.issues[0]?.message).toBe(NUL_MESSAGE);
    const order = { orderId: "o", guildId: "1", invite: "x", stock: "a.txt" };
    expect(contractRoutes.botUpsertOrder.request.safeParse({ ...order, amount: LIMITS.count }).success).toBe(
      true,
    );
    expect(contractRoutes.botUpsertOrder.request.safeParse({ ...order, amount: 2 ** 31 }).success).toBe(
      false,
    );
  });
});
