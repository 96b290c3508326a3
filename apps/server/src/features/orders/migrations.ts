// The orders' own migrations (run in name order with the others, db/migrations.ts).
import { type Kysely, sql } from "kysely";
import type { DialectMigration } from "../../db/migration.ts";
import { storedSearchText } from "./orderRows.ts";

/** An order's stored columns as a migration reads them, for its search text. */
interface SearchTextRow {
  seller_id: string;
  order_id: string;
  guild_id: string;
  invite: string;
  stock: string;
  storefront_invoice_id?: string | null;
}

/** Rewrites `search_text` of these orders (storedSearchText, the rule the app writes with), 500 at a time. */
async function writeSearchTexts(db: Kysely<unknown>, rows: SearchTextRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const values = rows.slice(i, i + 500).map(
      (r) =>
        sql`(${r.seller_id}, ${r.order_id}, ${storedSearchText({
          orderId: r.order_id,
          guildId: r.guild_id,
          invite: r.invite,
          stock: r.stock,
          invoiceId: r.storefront_invoice_id ?? null,
        })})`,
    );
    await sql`WITH v (s, i, t) AS (VALUES ${sql.join(values)})
      UPDATE orders SET search_text = v.t FROM v WHERE orders.seller_id = v.s AND orders.order_id = v.i`.execute(
      db,
    );
  }
}

/**
 * The statements the order_totals triggers run for a row (NEW) and against one (OLD), and the columns whose update
 * fires them: 0011 made the triggers, 0018_replacements made them again to leave replacements out.
 */
export const ORDER_TOTALS_SQL = {
  add: `INSERT INTO order_totals (seller_id, status, orders, boosts, success)
        VALUES (NEW.seller_id, NEW.status, 1, NEW.amount, NEW.success_count)
        ON CONFLICT (seller_id, status) DO UPDATE SET orders = order_totals.orders + 1,
          boosts = order_totals.boosts + excluded.boosts, success = order_totals.success + excluded.success`,
  remove: `UPDATE order_totals SET orders = orders - 1, boosts = boosts - OLD.amount,
          success = success - OLD.success_count
        WHERE seller_id = OLD.seller_id AND status = OLD.status`,
  columns: "status, amount, success_count, seller_id",
} as const;

/** Runs raw statements in order (db is the Migrator's, without the camel-case plugin). */
async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const orderMigrations: Record<string, DialectMigration> = {
  // The status the server keeps (docs/product.md#order-lifecycle) replaces the three-valued `state`
  // (pending/claimed/done), with each step's time (docs/decisions.md#order-lifecycle).
  "0004_order_lifecycle": (d) => ({
    up: async (db) => {
      // Token lists are JSON text written by JSON.stringify; PostgreSQL reads them through a cast.
      const successCount =
        d === "sqlite" ? "json_array_length(success_tokens)" : "json_array_length(success_tokens::json)";
      await run(db, [
        `ALTER TABLE orders ADD COLUMN status TEXT NOT NULL DEFAULT 'pending'`,
        `ALTER TABLE orders ADD COLUMN claimed_at BIGINT`,
        `ALTER TABLE orders ADD COLUMN reported_at BIGINT`,
        // A claim was the last write to a claimed order; a report (or the bot's upsert) the last to a done one.
        `UPDATE orders SET status = 'processing', claimed_at = updated_at WHERE state = 'claimed'`,
        // docs/product.md#order-status-rule: successful tokens x 2 at least the amount, any, none.
        `UPDATE orders SET reported_at = updated_at, status = CASE
          WHEN ${successCount} * 2 >= amount THEN 'completed'
          WHEN ${successCount} > 0 THEN 'partial'
          ELSE 'failed' END
        WHERE state = 'done'`,
        // Redeems never claimed keep the column's default, 'pending'.
        `DROP INDEX orders_seller_state`,
        `ALTER TABLE orders DROP COLUMN state`,
        `CREATE INDEX orders_seller_status ON orders (seller_id, status)`,
        // The dashboards' live events (features/events): a short log, so a stream cut for a moment resumes from
        // its Last-Event-ID on any instance (docs/decisions.md#live-dashboard).
        `CREATE TABLE order_events (
        id ${d === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY"},
        seller_id TEXT NOT NULL,
        data TEXT NOT NULL,
        at BIGINT NOT NULL
      )`,
        `CREATE INDEX order_events_seller ON order_events (seller_id, id)`,
        `CREATE INDEX order_events_at ON order_events (at)`,
      ]);
    },
  }),
  // The Orders screen's questions answered by the server (docs/decisions.md#orders-at-scale): token counts and the
  // search text kept beside each order, so no query parses token JSON or lower-cases fields per row; indexes for
  // newest-first keyset pages with and without the status filter; and per-status totals, so the cards without a
  // search read five rows, not the order book.
  "0011_orders_at_scale": (d) => ({
    up: async (db) => {
      const length = (column: string) =>
        d === "sqlite" ? `json_array_length(${column})` : `json_array_length(${column}::json)`;
      await run(db, [
        `ALTER TABLE orders ADD COLUMN success_count INTEGER NOT NULL DEFAULT 0`,
        `ALTER TABLE orders ADD COLUMN failed_count INTEGER NOT NULL DEFAULT 0`,
        `ALTER TABLE orders ADD COLUMN search_text TEXT NOT NULL DEFAULT ''`,
        // Token lists are JSON text written by JSON.stringify (0004 reads them the same way).
        `UPDATE orders SET success_count = ${length("success_tokens")}, failed_count = ${length("failed_tokens")}`,
      ]);
      // The search text is made by the browser's own rule (JavaScript's lower-casing and stock wording), so it
      // is written from here, a batch of rows per statement. An order without a guild id shows its seller's.
      const rows = await sql<SearchTextRow>`
        SELECT o.seller_id, o.order_id, CASE WHEN o.guild_id = '' THEN s.guild_id ELSE o.guild_id END AS guild_id,
          o.invite, o.stock
        FROM orders o JOIN sellers s ON s.id = o.seller_id`.execute(db);
      await writeSearchTexts(db, rows.rows);
      // Newest first, ties by order id (the order fetch-dashboard-orders lists them in); they replace the two
      // indexes they start with. On SQLite they also hold what the cards and the search read, so a search scans
      // the index, not the rows with their token lists; PostgreSQL cannot hold a long search text in a B-tree
      // entry (about 2.7 kB at most), so it reads the rows.
      const cover = d === "sqlite" ? ", amount, success_count, search_text" : "";
      await run(db, [
        `CREATE INDEX orders_seller_newest ON orders (seller_id, created_at DESC, order_id${d === "sqlite" ? ", status" : ""}${cover})`,
        `CREATE INDEX orders_seller_status_newest ON orders (seller_id, status, created_at DESC, order_id${cover})`,
        `DROP INDEX orders_seller_created`,
        `DROP INDEX orders_seller_status`,
        `CREATE TABLE order_totals (
          seller_id TEXT NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
          status TEXT NOT NULL,
          orders BIGINT NOT NULL,
          boosts BIGINT NOT NULL,
          success BIGINT NOT NULL,
          PRIMARY KEY (seller_id, status)
        )`,
        `INSERT INTO order_totals (seller_id, status, orders, boosts, success)
          SELECT seller_id, status, count(*), sum(amount), sum(success_count) FROM orders GROUP BY seller_id, status`,
      ]);
      // Kept exact by triggers through every write, whichever code makes it (as order_days, features/insights).
      const { add, remove, columns } = ORDER_TOTALS_SQL;
      if (d === "postgres") {
        // A trigram index of the search text where pg_trgm can be had (a trusted extension from PostgreSQL 13: the
        // database's owner may create it), so a search that keeps few orders reads those; without it a search
        // reads the seller's rows. A refusal only skips it (the savepoint keeps the migration's transaction).
        const trgm = await sql`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
        if (trgm.rows.length > 0) {
          await sql`SAVEPOINT orders_trgm`.execute(db);
          try {
            await run(db, [
              `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
              `CREATE INDEX orders_search_trgm ON orders USING gin (search_text gin_trgm_ops)`,
              `RELEASE SAVEPOINT orders_trgm`,
            ]);
          } catch {
            await sql`ROLLBACK TO SAVEPOINT orders_trgm`.execute(db);
          }
        }
        await run(db, [
          `CREATE FUNCTION order_totals_sync() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF TG_OP IN ('UPDATE', 'DELETE') THEN ${remove}; END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add}; END IF;
            RETURN NULL;
          END $$`,
          `CREATE TRIGGER order_totals_sync AFTER INSERT OR UPDATE OF ${columns} OR DELETE ON orders
            FOR EACH ROW EXECUTE FUNCTION order_totals_sync()`,
        ]);
      } else {
        // SQLite: a trigram index of the search text (FTS5, kept by triggers on the orders' rowid), so a search
        // that keeps few orders reads those, not the whole book (docs/decisions.md#orders-at-scale).
        await run(db, [
          `CREATE VIRTUAL TABLE orders_search USING fts5(search_text, content='orders', content_rowid='rowid',
            tokenize='trigram case_sensitive 1')`,
          `INSERT INTO orders_search (orders_search) VALUES ('rebuild')`,
          `CREATE TRIGGER orders_search_insert AFTER INSERT ON orders BEGIN
            INSERT INTO orders_search (rowid, search_text) VALUES (NEW.rowid, NEW.search_text); END`,
          `CREATE TRIGGER orders_search_delete AFTER DELETE ON orders BEGIN
            INSERT INTO orders_search (orders_search, rowid, search_text) VALUES ('delete', OLD.rowid, OLD.search_text);
          END`,
          `CREATE TRIGGER orders_search_update AFTER UPDATE OF search_text ON orders BEGIN
            INSERT INTO orders_search (orders_search, rowid, search_text) VALUES ('delete', OLD.rowid, OLD.search_text);
            INSERT INTO orders_search (rowid, search_text) VALUES (NEW.rowid, NEW.search_text);
          END`,
        ]);
        await run(db, [
          `CREATE TRIGGER order_totals_insert AFTER INSERT ON orders BEGIN ${add}; END`,
          `CREATE TRIGGER order_totals_update AFTER UPDATE OF ${columns} ON orders BEGIN ${remove}; ${add}; END`,
          `CREATE TRIGGER order_totals_delete AFTER DELETE ON orders BEGIN ${remove}; END`,
        ]);
      }
    },
  }),
  // A storefront order's invoice id joins its search text (docs/decisions.md#storefront-intake-invoice-search-and-malformed-deliveries):
  // only orders that keep one change, each rewritten by the browser's own rule as 0011 wrote them. On SQLite the
  // FTS index follows through its AFTER UPDATE OF search_text trigger; PostgreSQL's trigram index follows the column.
  "0017_order_search_with_invoice": () => ({
    up: async (db) => {
      const rows = await sql<SearchTextRow>`
        SELECT o.seller_id, o.order_id, CASE WHEN o.guild_id = '' THEN s.guild_id ELSE o.guild_id END AS guild_id,
          o.invite, o.stock, o.storefront_invoice_id
        FROM orders o JOIN sellers s ON s.id = o.seller_id
        WHERE o.storefront_invoice_id IS NOT NULL AND o.storefront_invoice_id <> ''`.execute(db);
      await writeSearchTexts(db, rows.rows);
    },
  }),
};
