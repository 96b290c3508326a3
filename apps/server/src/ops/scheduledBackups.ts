// Scheduled SQLite backups (BACKUP_INTERVAL_HOURS, BACKUP_KEEP, BACKUP_DIR): once per interval across every server
// on the database (the shared `job_runs` claim, as the domain check), through the server's own connection.
import path from "node:path";
import type { Config } from "../config.ts";
import type { Db } from "../db/connect.ts";
import type { Store } from "../store.ts";
import { type BackupResult, backupFileName, backupTo, pruneBackups } from "./backup.ts";
import type { Ops } from "./hooks.ts";

export const BACKUP_JOB = "backup";

export class BackupSchedule {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly deps: {
      config: Config["backups"];
      db: Db;
      store: Store;
      ops: Ops;
      runBy: string;
      onDone: (result: BackupResult, pruned: string[]) => void;
      onError: (err: unknown) => void;
    },
  ) {}

  start(): void {
    const { intervalMs } = this.deps.config;
    if (intervalMs === undefined || !this.deps.db.sqlite || this.#timer) return;
    // Asks a tenth of the interval apart (at least 1 s, at most 10 min) whether a run is due.
    const poll = Math.min(600_000, Math.max(1000, Math.round(intervalMs / 10)));
    this.#timer = setInterval(() => void this.tick(), poll);
    this.#timer.unref();
    void this.tick();
  }

  /** Runs a backup if one is due and none is running; resolves when that run is over. */
  tick(): Promise<void> {
    const { intervalMs } = this.deps.config;
    const sqlite = this.deps.db.sqlite;
    if (this.#running) return this.#running;
    if (intervalMs === undefined || !sqlite) return Promise.resolve();
    this.#running = (async () => {
      const mine = await this.deps.store.instance.claimJobRun(BACKUP_JOB, intervalMs, this.deps.runBy);
      if (!mine) return;
      const result = await this.deps.ops.track(BACKUP_JOB, () =>
        backupTo(sqlite, path.join(this.deps.config.dir, backupFileName())),
      );
      this.deps.onDone(result, pruneBackups(this.deps.config.dir, this.deps.config.keep));
    })()
      .catch(this.deps.onError)
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
