// The mock backend answers replacements by the server's rules: the stories of the next screens read these.
import { describe, expect, it } from "vitest";
import { apiRequest } from "../../core/http.ts";
import { resetMockStore } from "../../core/mocks/all.ts";
import { MOCK_GUILD_ID } from "../../core/mocks/fixtures.ts";
import { startMockServer } from "../../core/testing/mockServer.ts";
import { PublicOrderStatusSchema } from "../public/contract.ts";
import { replacementMessages } from "./texts.ts";

startMockServer();

const status = async (orderId: string) =>
  PublicOrderStatusSchema.parse(
    await (await apiRequest(`/fetch/${MOCK_GUILD_ID}/order/${orderId}/status`)).json(),
  );
const ask = (orderId: string, data: unknown) =>
  apiRequest(`/replacement/${MOCK_GUILD_ID}/${orderId}`, { method: "POST", data });

describe("replacement mocks", () => {
  it("show the policy in force and take a request within it, once", async () => {
    resetMockStore();
    const before = await status("ORD-0001");
    expect(before.warranty).toMatchObject({
      maxSharePercent: 100,
      approval: "seller",
      reason: null,
      maxRequest: 14,
    });
    expect(before.replacement).toBeNull();
    const over = await ask("ORD-0001", { missing: 15 });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ message: replacementMessages.overLimit(14) });
    expect((await ask("ORD-0001", { missing: 2, note: "two dropped" })).status).toBe(200);
    expect((await status("ORD-0001")).replacement).toMatchObject({ stage: "requested", amount: 2 });
    const again = await ask("ORD-0001", { missing: 1 });
    expect(again.status).toBe(409);
  });

  it("word why an order cannot have one", async () => {
    resetMockStore();
    // ORD-0004 failed.
    expect((await status("ORD-0004")).warranty).toMatchObject({
      reason: "failed",
      message: replacementMessages.failed,
    });
    const r = await ask("ORD-0004", { missing: 1 });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ message: replacementMessages.failed });
  });
});
