// The status page learns from its data whether the replacement form needs the store's captcha
// (docs/decisions.md#replacements-the-customers-screens): the redeem page's ALTCHA, none when captchas are off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, sampleOrder, startServer, type TestServer } from "./helpers.ts";

describe("the status data says which captcha a replacement request needs", () => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    for (const provider of ["altcha", "off"]) {
      const s = await startServer({ env: { CAPTCHA_PROVIDER: provider } });
      await s.store.orders.upsert(
        s.admin.seller.id,
        sampleOrder("C-1", s.admin.seller.guildId, { successTokens: ["a"], failedTokens: [] }),
      );
      servers.push(s);
    }
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it("ALTCHA when captchas are on, none when they are off", async () => {
    const answers = [];
    for (const s of servers) {
      const r = await call(s.url, "GET", `/api/fetch/${s.admin.seller.guildId}/order/C-1/status`);
      expect(r.status).toBe(200);
      answers.push((r.body as { captcha?: unknown }).captcha);
    }
    expect(answers).toEqual(["altcha", "off"]);
  });
});
