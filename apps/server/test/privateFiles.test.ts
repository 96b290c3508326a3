// The data directory holds access codes, bot-key hashes and webhook secrets: the database, its WAL, backups and their
// folders are the server's user's only (0600 files, 0700 folders), whatever the umask, and an older install's 0644
// files are closed up when the server opens them.
// Runs once: file modes of SQLite's files and backups, no SQL that differs between the databases.
import { chmodSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqlite } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { backupTo } from "../src/ops/backup.ts";
import { tempDir } from "./helpers.ts";

const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);

describe("files in the data directory", () => {
  const umask = process.umask();
  afterEach(() => {
    process.umask(umask);
  });

  it("are the server's user's only: database, WAL, backups and their folders", async () => {
    process.umask(0o022);
    const root = tempDir();
    const dataDir = path.join(root, "data");
    const file = path.join(dataDir, "boostdash.sqlite");
    const db = openSqlite(file);
    try {
      await migrate(db);
      expect(mode(dataDir)).toBe("700");
      expect(mode(file)).toBe("600");
      expect(mode(`${file}-wal`)).toBe("600");
      const dest = path.join(dataDir, "backups", "copy.sqlite");
      if (!db.sqlite) throw new Error("expected SQLite");
      await backupTo(db.sqlite, dest);
      expect(mode(path.dirname(dest))).toBe("700");
      expect(mode(dest)).toBe("600");
    } finally {
      await db.close();
    }
  });

  it("closes up an older install's readable folder and files when it opens them", async () => {
    process.umask(0o022);
    const dataDir = path.join(tempDir(), "data");
    mkdirSync(dataDir, { mode: 0o755 });
    const file = path.join(dataDir, "boostdash.sqlite");
    writeFileSync(file, "");
    chmodSync(file, 0o644);
    const db = openSqlite(file);
    await db.close();
    expect(mode(dataDir)).toBe("700");
    expect(mode(file)).toBe("600");
  });
});
