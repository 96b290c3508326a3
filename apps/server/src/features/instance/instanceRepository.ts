// State of the installation rather than of a seller: settings made once (meta) and background job runs shared by
// every instance on the database.
import { sql } from "kysely";
import { Repository } from "../../db/repository.ts";

export class InstanceRepository extends Repository {
  /** Returns the stored value, creating it once (the first writer wins when two processes race). */
  async getOrCreateMeta(key: string, create: () => string): Promise<string> {
    const found = await this.getMeta(key);
    if (found !== undefined) return found;
    await this.k
      .insertInto("meta")
      .values({ key, value: create() })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    const value = await this.getMeta(key);
    if (value === undefined) throw new Error(`meta ${key} vanished after insert`);
    return value;
  }

  async getMeta(key: string): Promise<string | undefined> {
    const r = await this.k.selectFrom("meta").select("value").where("key", "=", key).executeTakeFirst();
    return r?.value;
  }

  async setMeta(key: string, value: string): Promise<void> {
    await this.k.insertInto("meta").values({ key, value }).execute();
  }

  /**
   * Claims this run of a periodic job: true for exactly one caller once `intervalMs` has passed since the last
   * claimed run, false for everyone else (one atomic upsert, so two instances cannot both win). On PostgreSQL the
   * database's clock decides, so instances with skewed clocks still agree; SQLite has one machine's clock.
   */
  async claimJobRun(name: string, intervalMs: number, runBy: string): Promise<boolean> {
    const now =
      this.db.dialect === "postgres"
        ? sql<number>`(extract(epoch FROM now()) * 1000)::bigint`
        : sql<number>`${Date.now()}`;
    const r = await sql<{ runs: number }>`
      INSERT INTO job_runs AS j (name, last_run_at, runs, run_by) VALUES (${name}, ${now}, 1, ${runBy})
      ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at, runs = j.runs + 1, run_by = excluded.run_by
      WHERE j.last_run_at + ${intervalMs} <= excluded.last_run_at
      RETURNING runs`.execute(this.k);
    return r.rows.length > 0;
  }
}
