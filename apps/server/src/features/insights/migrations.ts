// Home's trends read a per-day summary (docs/decisions.md#home-trends): `order_days` keeps, per seller and UTC day,
// the orders, their success tokens and the finished orders' figures. Triggers on `orders` keep it exact through
// every insert, update and delete, whichever code writes the order, so the trends query reads at most 90 rows of
// its primary key however many orders there are.
import { sql } from "kysely";
import type { DialectName } from "../../db/connect.ts";
import type { DialectMigration } from "../../db/migration.ts";

const DAY_MS = 86_400_000;

/** The finished test (an order on its way is never a failure) and the row's figures, for NEW or OLD. */
function figures(row: "NEW" | "OLD", tokens: string) {
  const finished = `(CASE WHEN ${row}.status NOT IN ('pending', 'processing') THEN 1 ELSE 0 END)`;
  const success = tokens.replace("ROW", row);
  return {
    day: `${row}.created_at / ${DAY_MS}`,
    success,
    finished,
    requested: `${finished} * ${row}.amount`,
    finishedSuccess: `${finished} * ${success}`,
  };
}

/** The order_days trigger statement for a new row (NEW); 0018_replacements makes the triggers again with it. */
export function addSql(tokens: string): string {
  const f = figures("NEW", tokens);
  return `INSERT INTO order_days (seller_id, day, orders, success, finished, finished_requested, finished_success)
    VALUES (NEW.seller_id, ${f.day}, 1, ${f.success}, ${f.finished}, ${f.requested}, ${f.finishedSuccess})
    ON CONFLICT (seller_id, day) DO UPDATE SET
      orders = order_days.orders + 1,
      success = order_days.success + excluded.success,
      finished = order_days.finished + excluded.finished,
      finished_requested = order_days.finished_requested + excluded.finished_requested,
      finished_success = order_days.finished_success + excluded.finished_success`;
}

/** The order_days trigger statement against an old row (OLD). */
export function removeSql(tokens: string): string {
  const f = figures("OLD", tokens);
  return `UPDATE order_days SET
      orders = orders - 1,
      success = success - ${f.success},
      finished = finished - ${f.finished},
      finished_requested = finished_requested - ${f.requested},
      finished_success = finished_success - ${f.finishedSuccess}
    WHERE seller_id = OLD.seller_id AND day = ${f.day}`;
}

/** A row's success token count in the order_days statements (ROW stands for NEW or OLD). */
export function orderDaysTokens(dialect: DialectName): string {
  return dialect === "postgres"
    ? "json_array_length(ROW.success_tokens::json)"
    : "json_array_length(ROW.success_tokens)";
}

export const insightsMigrations: Record<string, DialectMigration> = {
  "0009_order_days": (dialect) => ({
    up: async (db) => {
      const tokens = orderDaysTokens(dialect);
      await sql`CREATE TABLE order_days (
        seller_id TEXT NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
        day BIGINT NOT NULL,
        orders BIGINT NOT NULL,
        success BIGINT NOT NULL,
        finished BIGINT NOT NULL,
        finished_requested BIGINT NOT NULL,
        finished_success BIGINT NOT NULL,
        PRIMARY KEY (seller_id, day)
      )`.execute(db);
      const all = tokens.replace("ROW.", "");
      const finished = `(CASE WHEN status NOT IN ('pending', 'processing') THEN 1 ELSE 0 END)`;
      await sql
        .raw(`INSERT INTO order_days
          SELECT seller_id, created_at / ${DAY_MS}, count(*), sum(${all}), sum(${finished}),
            sum(${finished} * amount), sum(${finished} * ${all})
          FROM orders GROUP BY seller_id, created_at / ${DAY_MS}`)
        .execute(db);
      if (dialect === "postgres") {
        await sql
          .raw(`CREATE FUNCTION order_days_sync() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF TG_OP IN ('UPDATE', 'DELETE') THEN ${removeSql(tokens)}; END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') THEN ${addSql(tokens)}; END IF;
            RETURN NULL;
          END $$`)
          .execute(db);
        await sql`CREATE TRIGGER order_days_sync AFTER INSERT OR UPDATE OR DELETE ON orders
          FOR EACH ROW EXECUTE FUNCTION order_days_sync()`.execute(db);
      } else {
        await sql
          .raw(`CREATE TRIGGER order_days_insert AFTER INSERT ON orders BEGIN ${addSql(tokens)}; END`)
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER order_days_update AFTER UPDATE ON orders BEGIN ${removeSql(tokens)}; ${addSql(tokens)}; END`,
          )
          .execute(db);
        await sql
          .raw(`CREATE TRIGGER order_days_delete AFTER DELETE ON orders BEGIN ${removeSql(tokens)}; END`)
          .execute(db);
      }
    },
  }),
  // Home's activity feed (the orders repository's `recentActivity`): its two queries read the latest 10 orders as
  // they arrived and as they were reported. Without these they walked every order of the seller (and sorted them
  // by `reported_at`): 170 ms at 100,000 orders, ahead of the trends call on the same server
  // (docs/decisions.md#home-time-to-data). The partial index holds exactly the orders the arrival query keeps, in
  // its words, so both databases use it for that query's WHERE.
  "0012_home_activity_indexes": () => ({
    up: async (db) => {
      await sql`CREATE INDEX orders_seller_reported ON orders (seller_id, reported_at)`.execute(db);
      await sql`CREATE INDEX orders_seller_arrived ON orders (seller_id, created_at)
        WHERE email IS NOT NULL OR reported_at IS NULL`.execute(db);
    },
  }),
};
