// The bot API's OpenAPI 3.1 document (generated from the contract) and its reference page, both from this server.
// Runs once: documents generated from the contract, no SQL.
import { contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { INTAKE_MAX_BODY_BYTES } from "@boostdash/api-client/intake/openapi";
import { INTAKE_PLATFORMS } from "@boostdash/api-client/intake/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../src/features/intake/adapters.ts";
import { INTAKE_BODY_LIMIT } from "../src/features/intake/plugin.ts";
import { call, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe("the bot API's reference", () => {
  it("serves an OpenAPI 3.1 document of every bot call, with this server's URL", async () => {
    const r = await call(s.url, "GET", "/api/openapi.json");
    expect(r.status).toBe(200);
    const doc = r.body as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId: string; tags: string[]; requestBody?: unknown }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: `${s.url}/api` }]);
    const operations = Object.values(doc.paths).flatMap((p) =>
      Object.values(p)
        .filter((o) => o.tags.includes("Bot"))
        .map((o) => o.operationId),
    );
    const botRoutes = Object.entries(contractRoutes)
      .filter(([, r]) => r.auth === "bot")
      .map(([n]) => n);
    expect(operations.sort()).toEqual(botRoutes.sort());
    // The schemas are the contract's: the key's length floor is in the document.
    const add = doc.paths["/bot/redeem-keys"]?.post?.requestBody as {
      content: {
        "application/json": {
          schema: { properties: { keys: { items: { properties: { key: { minLength: number } } } } } };
        };
      };
    };
    expect(add.content["application/json"].schema.properties.keys.items.properties.key.minLength).toBe(8);
    expect(doc.paths["/bot/orders/{folderId}"]?.put).toBeDefined();
  });

  it("documents each storefront's inbound route: the headers its adapter signs with, and every answer", async () => {
    const r = await call(s.url, "GET", "/api/openapi.json");
    const doc = r.body as {
      paths: Record<
        string,
        {
          post?: {
            tags: string[];
            security: unknown[];
            parameters: { name: string; in: string; required: boolean }[];
            requestBody: { content: Record<string, unknown> };
            responses: Record<string, { headers?: Record<string, unknown> }>;
          };
        }
      >;
    };
    const intakePaths = Object.keys(doc.paths).filter((p) => p.startsWith("/intake/"));
    expect(intakePaths.sort()).toEqual(INTAKE_PLATFORMS.map((p) => `/intake/${p}/{intakeId}`).sort());
    for (const platform of INTAKE_PLATFORMS) {
      const op = doc.paths[`/intake/${platform}/{intakeId}`]?.post;
      expect(op?.tags, platform).toEqual(["Storefront intake"]);
      // Signed, not keyed: no bot key asked for.
      expect(op?.security).toEqual([]);
      expect(op?.parameters.find((p) => p.in === "path")).toMatchObject({ name: "intakeId", required: true });
      const headers = op?.parameters.filter((p) => p.in === "header") ?? [];
      const documented = new Set(headers.map((h) => h.name.toLowerCase()));
      // Every header the platform signs with (as the adapter signs a test delivery) is documented, and every
      // required one is among them.
      const signed = Object.keys(
        adapters[platform].sign(Buffer.from("{}"), "secret", Date.now(), "dlv_1"),
      ).map((h) => h.toLowerCase());
      for (const h of signed) expect(documented.has(h), `${platform}: ${h}`).toBe(true);
      for (const h of headers.filter((x) => x.required))
        expect(signed, `${platform}: ${h.name}`).toContain(h.name.toLowerCase());
      expect(Object.keys(op?.requestBody.content ?? {})).toEqual(["application/json"]);
      expect(Object.keys(op?.responses ?? {}).sort()).toEqual([
        "200",
        "400",
        "401",
        "404",
        "409",
        "413",
        "503",
      ]);
      expect(op?.responses["503"]?.headers).toHaveProperty("Retry-After");
    }
    expect(INTAKE_MAX_BODY_BYTES).toBe(INTAKE_BODY_LIMIT);
  });

  it("renders the reference page from our own origin, with no script", async () => {
    const res = await fetch(`${s.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("<h1>Bot API reference</h1>");
    expect(html).toContain(`curl -X PUT ${s.url}/api/bot/stock`);
    expect(html).toContain("-H &quot;Authorization: YOUR_BOT_KEY&quot;");
    // The storefronts' calls, each with the headers it signs with.
    expect(html).toContain('<a href="#storefront-intake">Storefront deliveries</a>');
    expect(html).toContain("<code>POST /api/intake/shoppex/{intakeId}</code>");
    expect(html).toContain("<code>X-Shoppex-Signature-V2</code>");
    expect(html).toContain("<code>X-Sellix-Signature</code>");
    // Nothing loaded from anywhere: no script, no stylesheet link, no image or frame.
    expect(html).not.toMatch(/<(script|link|img|iframe)\b|\ssrc=/i);
  });
});
