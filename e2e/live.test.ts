// The order's life, live, on one server (SQLite): see liveJourney.ts.
import { describe, test } from "vitest";
import { useServer } from "./helpers";
import { liveJourney } from "./liveJourney";

const e2e = useServer({ env: { CAPTCHA_PROVIDER: "off" } });

describe("an order's life, live", () => {
  test("a redeem shows Pending on the seller's open Orders within a second; claim and report follow on both pages without a reload", async () => {
    const { pendingShownMs } = await liveJourney(e2e, e2e.baseUrl, e2e.baseUrl);
    console.log(`e2e: redeem answered to Pending on Orders: ${pendingShownMs.toFixed(0)} ms`);
  }, 90_000);
});
