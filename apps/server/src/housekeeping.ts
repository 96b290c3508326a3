// The server's timed upkeep: expired sessions swept every hour, the activity log held to its age and count
// (LOG_RETENTION_DAYS, LOG_MAX_ENTRIES) at start and on a timer, and SQLite backups on a schedule
// (BACKUP_INTERVAL_HOURS, ops/scheduledBackups.ts).
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import { instanceName } from "./features/domains/checker.ts";
import type { Ops } from "./ops/hooks.ts";
import { BackupSchedule } from "./ops/scheduledBackups.ts";
import type { Store } from "./store.ts";

export interface Housekeeping {
  /** Scheduled backups (started with the background checks; tests call `tick()`). */
  backups: BackupSchedule;
  /** Stops the timers and waits for a backup in progress. */
  stop(): Promise<void>;
}

export async function startHousekeeping(opts: {
  config: Config;
  store: Store;
  ops: Ops;
  log: FastifyBaseLogger;
  /** Request logging on: backups report through the log rather than the console. */
  logger: boolean;
  /** Start the backup schedule (off in tests, which call `backups.tick()`). */
  backgroundChecks: boolean;
}): Promise<Housekeeping> {
  const { config, store, ops, log } = opts;
  const sweep = setInterval(
    () => void ops.track("session-sweep", () => store.auth.deleteExpired()).catch(() => undefined),
    3600_000,
  );
  sweep.unref();
  // The activity log stays within its age and count (LOG_RETENTION_DAYS, LOG_MAX_ENTRIES): at start, then on a timer.
  const pruneLogs = () =>
    ops
      .track("log-prune", () => store.logs.prune(config.logs))
      .catch((err: unknown) => log.warn({ err }, "log pruning failed"));
  await pruneLogs();
  const logPruner = setInterval(() => void pruneLogs(), config.logs.pruneIntervalMs);
  logPruner.unref();
  // BACKUP_INTERVAL_HOURS: SQLite backups on a schedule (ops/scheduledBackups.ts).
  const backups = new BackupSchedule({
    config: config.backups,
    db: store.db,
    store,
    ops,
    runBy: instanceName,
    // On the console even without request logging: the owner looks there for what the server did.
    onDone: (r, pruned) =>
      opts.logger
        ? log.info({ file: r.file, bytes: r.bytes, ms: r.ms, pruned: pruned.length }, "backup written")
        : console.log(`Backup written: ${r.file} (${(r.bytes / 1048576).toFixed(1)} MB, ${r.ms} ms)`),
    onError: (err) =>
      opts.logger
        ? log.warn({ err }, "scheduled backup failed")
        : console.warn(`Scheduled backup failed: ${err instanceof Error ? err.message : String(err)}`),
  });
  if (opts.backgroundChecks) backups.start();
  return {
    backups,
    async stop() {
      clearInterval(sweep);
      clearInterval(logPruner);
      await backups.stop();
    },
  };
}
