// The data directory holds access codes, bot-key hashes, webhook secrets and sessions: only the server's own user may
// read it. Folders 0700 and files 0600, whatever the umask, also for an older install whose files were made 0644.
import { chmodSync, existsSync, mkdirSync } from "node:fs";

/** Makes `dir` (and its missing parents) and keeps it to its owner (0700). */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Keeps each file that exists to its owner (0600): a database, its WAL and shared-memory files, a backup. */
export function privateFiles(...files: string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, 0o600);
}
