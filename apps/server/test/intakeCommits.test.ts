// Storefront intake at 20 deliveries a second (docs/decisions.md#storefront-intake-one-commit-per-delivery): a
// delivery commits its claim, then everything else it writes in one transaction, since on SQLite each commit is an
// fsync and one writer at a time. Counted on the server's own SQLite connection; on both databases, what a delivery
// tells others (log line, notifications, live events) never undoes the delivery when it fails.

import type BetterSqlite3 from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../src/features/intake/adapters.ts";
import { IntakeRepository } from "../src/features/intake/intakeRepository.ts";
import { NotificationRepository } from "../src/features/notifications/notificationRepository.ts";
import { RedeemRepository } from "../src/features/redeem/redeemRepository.ts";
import { call, dialect, openEventStream, type SseFrame, startServer, type TestServer } from "./helpers.ts";
import { fixture } from "./intakeFixtures.ts";

let s: TestServer;
let repo: IntakeRepository;
beforeAll(async () => {
  s = await startServer();
  repo = new IntakeRepository(s.db);
});
afterAll(() => s?.close());

const f = fixture("sellauth");

/**
 * A new store set up for SellAuth (the sample's product mapped to 14 one-month boosts, read from `inviteField`),
 * `stock` boosts, and both notification targets: a loopback address the sender refuses at once, so the outbox's rows
 * are written and nothing leaves the machine.
 */
async function store(opts: { stock?: number; inviteField?: string; productId?: string } = {}) {
  const a = await s.seller();
  await repo.setSecret(a.seller.id, "sellauth", f.secret);
  await repo.saveMappings(a.seller.id, [
    {
      platform: "sellauth",
      productId: opts.productId ?? f.productId,
      stock: "oneMonthBoosts.txt",
      amount: 14,
      inviteField: opts.inviteField ?? "Discord Invite",
    },
  ]);
  const r = await call(s.url, "PUT", "/api/stock", {
    token: a.token,
    body: { oneMonthServerBoosts: opts.stock ?? 100 },
  });
  expect(r.status).toBe(200);
  await new NotificationRepository(s.db).save(a.seller.id, {
    discordUrl: "https://127.0.0.1:9/discord",
    endpointUrl: "https://127.0.0.1:9/hook",
  });
  return { ...a, intakeId: await repo.intakeId(a.seller.id) };
}

/** The SellAuth sample, signed now. */
async function deliver(intakeId: string) {
  const headers = {
    "Content-Type": "application/json",
    ...adapters.sellauth.sign(Buffer.from(f.raw), f.secret, Date.now(), "unused"),
  };
  const res = await fetch(`${s.url}/api/intake/sellauth/${intakeId}`, {
    method: "POST",
    headers,
    body: f.raw,
  });
  return { status: res.status, text: await res.text() };
}

/** `insert into "orders"` -> `insert orders`: what a write statement does, and to which table. */
function writeOf(source: string): string {
  const m = /^\s*(insert into|update|delete from)\s+"?(\w+)"?/i.exec(source);
  return m ? `${m[1]?.split(" ")[0]?.toLowerCase()} ${m[2]}` : source.slice(0, 40);
}

/**
 * Work that runs beside the requests in the same process: the outbox's sender claiming and recording the rows a
 * delivery wrote (woken by it), and the periodic pruning of old rows. Not the delivery's commits.
 */
const beside = (writes: string[]) =>
  writes.length > 0 && writes.every((w) => w === "update notification_outbox" || w.startsWith("delete "));

/**
 * Counts the commits on the server's SQLite connection while `fn` runs: each COMMIT, and each write outside a
 * transaction (its own implicit commit), as the list of writes it made durable. BEGIN (SQLite calls BEGIN IMMEDIATE
 * a write: it takes the lock), SAVEPOINT and RELEASE are not commits; a rolled-back transaction made nothing durable.
 */
async function commitsDuring(fn: () => Promise<unknown>): Promise<string[][]> {
  const database = s.db.sqlite;
  if (!database) throw new Error("not SQLite");
  const commits: string[][] = [];
  let open: string[] = [];
  const prepare = database.prepare;
  const counted = (source: string, stmt: BetterSqlite3.Statement) =>
    new Proxy(stmt, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (typeof value !== "function") return value;
        if (prop !== "run" && prop !== "all" && prop !== "get") return value.bind(target);
        return (...args: unknown[]) => {
          const inTransaction = database.inTransaction;
          const result: unknown = Reflect.apply(value, target, args);
          if (/^\s*commit\b/i.test(source)) {
            commits.push(open);
            open = [];
          } else if (/^\s*rollback\s*$/i.test(source)) {
            open = [];
          } else if (!target.readonly && !/^\s*begin\b/i.test(source)) {
            if (inTransaction) open.push(writeOf(source));
            else commits.push([writeOf(source)]);
          }
          return result;
        };
      },
    });
  database.prepare = ((source: string) =>
    counted(source, prepare.call(database, source))) as typeof database.prepare;
  try {
    await fn();
  } finally {
    database.prepare = prepare;
  }
  return commits.filter((c) => !beside(c));
}

const isIntake = (type: string) => (frame: SseFrame) =>
  frame.event === "intake" && JSON.parse(frame.data ?? "{}").type === type;

describe.runIf(dialect === "sqlite")("storefront intake's commits (sqlite)", () => {
  it("commits a delivered purchase twice: its claim, then stock, key, order, outcome, log, outbox and events at once", async () => {
    const a = await store();
    let answer = { status: 0, text: "" };
    const commits = await commitsDuring(async () => {
      answer = await deliver(a.intakeId);
    });
    expect(answer.status, answer.text).toBe(200);
    expect(commits).toHaveLength(2);
    expect(commits[0]).toEqual(["insert intake_deliveries"]);
    expect(new Set(commits[1])).toEqual(
      new Set([
        "update sellers",
        "insert redeem_keys",
        "update redeem_keys",
        "insert orders",
        "update orders",
        "update intake_deliveries",
        "insert logs",
        "insert notification_outbox",
        "insert event_counters",
        "insert order_events",
      ]),
    );
    // order.created and intake.received, each to Discord and the endpoint.
    expect(commits[1]?.filter((w) => w === "insert notification_outbox")).toHaveLength(4);
    // The order's event and the delivery's, numbered together in one statement.
    const events = await s.db.kysely
      .selectFrom("orderEvents")
      .select("seq")
      .where("sellerId", "=", a.seller.id)
      .execute();
    expect(events.map((e) => Number(e.seq)).sort()).toEqual([1, 2]);
  });

  it("commits twice too when the purchase becomes a key, is out of stock or unmapped; once for a replayed retry", async () => {
    const keyed = await store({ inviteField: "Server invite" });
    const empty = await store({ stock: 3 });
    const unmapped = await store({ productId: "not-this-one" });
    for (const a of [keyed, empty, unmapped]) {
      let status = 0;
      const commits = await commitsDuring(async () => {
        status = (await deliver(a.intakeId)).status;
      });
      expect(status).toBe(a === empty ? 503 : 200);
      expect(commits).toHaveLength(2);
      expect(commits[0]).toEqual(["insert intake_deliveries"]);
      expect(commits[1]).toContain("update intake_deliveries");
      expect(commits[1]).toContain("insert logs");
      expect(commits[1]).toContain("insert order_events");
    }
    const replay = await commitsDuring(() => deliver(keyed.intakeId));
    expect(replay).toEqual([["update intake_deliveries"]]);
  });

  it("commits the claim and the failure only when the work fails midway (the work's writes roll back)", async () => {
    const a = await store();
    const redeem = RedeemRepository.prototype.redeem;
    RedeemRepository.prototype.redeem = async function (this: RedeemRepository, ...args) {
      await redeem.apply(this, args);
      throw new Error("disk full");
    };
    let status = 0;
    let commits: string[][] = [];
    try {
      commits = await commitsDuring(async () => {
        status = (await deliver(a.intakeId)).status;
      });
    } finally {
      RedeemRepository.prototype.redeem = redeem;
    }
    expect(status).toBe(503);
    expect(commits).toHaveLength(2);
    expect(commits[1]).not.toContain("insert orders");
    expect(commits[1]).toContain("update intake_deliveries");
  });
});

describe(`storefront intake's one transaction (${dialect})`, () => {
  it("still delivers, tells and answers 200 when its activity log line fails in the database", async () => {
    const a = await store();
    // A real failure inside the delivery's transaction: on PostgreSQL it would leave the transaction unusable.
    if (dialect === "sqlite") {
      await sql`CREATE TRIGGER refuse_intake_log BEFORE INSERT ON logs WHEN NEW.action = 'intake_order'
        BEGIN SELECT RAISE(ABORT, 'log full'); END`.execute(s.db.kysely);
    } else {
      await sql`CREATE FUNCTION refuse_intake_log() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.action = 'intake_order' THEN RAISE EXCEPTION 'log full'; END IF; RETURN NEW; END $$`.execute(
        s.db.kysely,
      );
      await sql`CREATE TRIGGER refuse_intake_log BEFORE INSERT ON logs FOR EACH ROW
        EXECUTE FUNCTION refuse_intake_log()`.execute(s.db.kysely);
    }
    const stream = await openEventStream(s.url, a.token);
    await stream.next((frame) => frame.comment === "open");
    let answer = { status: 0, text: "" };
    try {
      answer = await deliver(a.intakeId);
    } finally {
      await sql`DROP TRIGGER refuse_intake_log${sql.raw(dialect === "sqlite" ? "" : " ON logs")}`.execute(
        s.db.kysely,
      );
      if (dialect !== "sqlite") await sql`DROP FUNCTION refuse_intake_log()`.execute(s.db.kysely);
    }
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain("Thank you!");
    const orders = await s.db.kysely
      .selectFrom("orders")
      .select("orderId")
      .where("sellerId", "=", a.seller.id)
      .execute();
    expect(orders).toHaveLength(1);
    const logged = await s.db.kysely
      .selectFrom("logs")
      .select("action")
      .where("sellerId", "=", a.seller.id)
      .where("action", "like", "intake%")
      .execute();
    expect(logged).toEqual([]);
    const outbox = await new NotificationRepository(s.db).recent(a.seller.id);
    expect(outbox.map((r) => r.event).sort()).toEqual([
      "intake.received",
      "intake.received",
      "order.created",
      "order.created",
    ]);
    await stream.next(isIntake("intake.received"));
    stream.close();
  });
});
