// The order's life, live, across two server processes on one PostgreSQL database: the customer on one, the seller's
// dashboard on the other (LISTEN/NOTIFY carries the events). Needs TEST_DATABASE_URL; skipped without it.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, test } from "vitest";
import { useServer } from "./helpers";
import { liveJourney } from "./liveJourney";

const PG_URL = process.env.TEST_DATABASE_URL;
const name = `bd_e2e_${randomBytes(6).toString("hex")}`;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

const e2e = useServer({
  env: { CAPTCHA_PROVIDER: "off" },
  beforeStart: async (): Promise<Record<string, string>> => {
    if (!PG_URL) return {};
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return { DATABASE_URL: url.toString() };
  },
});

afterAll(async () => {
  if (PG_URL) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
});

describe("an order's life, live, on two servers", () => {
  test.skipIf(!PG_URL)(
    "the customer on one server process, the seller's Orders on another: Pending within a second, then Processing and Partial",
    async () => {
      const other = await e2e.startAnother();
      const { pendingShownMs } = await liveJourney(e2e, other, e2e.baseUrl);
      console.log(
        `e2e (two servers, PostgreSQL): redeem answered to Pending on Orders: ${pendingShownMs.toFixed(0)} ms`,
      );
    },
    120_000,
  );
});
