export function findPgBin(): string | undefined;
export function freePort(): Promise<number>;

export interface ThrowawayCluster {
  url: string;
  port: number;
  /** The cluster's data directory (its postmaster.pid names the server process). */
  dataDir: string;
  /** Starts the server again (pg_ctl start, waiting for it). */
  start(): void;
  /** Stops the server at once (pg_ctl stop -m immediate). */
  stop(): void;
  /** Stops the server and deletes the cluster's files. */
  remove(): void;
}

export function throwawayCluster(options?: {
  prefix?: string;
  settings?: string[];
}): Promise<ThrowawayCluster | { why: string }>;

/** A fresh database on the cluster, empty or a copy of `template`; `drop` removes it with its connections. */
export function freshDatabase(
  clusterUrl: string,
  options?: { prefix?: string; template?: string },
): Promise<{ name: string; url: string; drop(): Promise<void> }>;
