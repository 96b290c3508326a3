// The bot API's OpenAPI 3.1 document (generated from the contract) and its reference page, both from this server.
// Runs once: documents generated from the contract, no SQL.
import { contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
      paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: `${s.url}/api` }]);
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
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

  it("renders the reference page from our own origin, with no script", async () => {
    const res = await fetch(`${s.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("<h1>Bot API reference</h1>");
    expect(html).toContain(`curl -X PUT ${s.url}/api/bot/stock`);
    expect(html).toContain("-H &quot;Authorization: YOUR_BOT_KEY&quot;");
    // Nothing loaded from anywhere: no script, no stylesheet link, no image or frame.
    expect(html).not.toMatch(/<(script|link|img|iframe)\b|\ssrc=/i);
  });
});
