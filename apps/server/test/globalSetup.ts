// Once before the server tests:
// - the server bundle (apps/server/dist, what `npm start` runs), made again when the server's or the api-client's
//   sources are newer than it. The tests that spawn real server and CLI processes start it (helpers.ts,
//   spawnProgram): about 0.2 s of CPU a start instead of about 1 s for the sources through tsx;
// - on PostgreSQL, one database with every migration applied, which `startServer` copies (CREATE DATABASE ...
//   TEMPLATE) instead of migrating a new one each time: half a second less a server on PostgreSQL. The migrations
//   themselves still run on fresh databases in migrations.test.ts and processes.test.ts (testDatabase()).
import type { TestProject } from "vitest/node";
import { freshDatabase } from "../../../scripts/lib/pgCluster.mjs";
import { bundleServerIfStale } from "../../../scripts/lib/server.mjs";
import { openDb } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { repoRoot } from "../src/paths.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database `startServer` copies; "" on SQLite. */
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!bundleServerIfStale(repoRoot)) throw new Error("apps/server: the bundle failed (its output is above)");
  const url = process.env.TEST_DATABASE_URL;
  project.provide("pgTemplate", "");
  if (!url) return undefined;
  const template = await freshDatabase(url, { prefix: "bd_template_" });
  const db = openDb({ databaseUrl: template.url, dataDir: repoRoot });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  project.provide("pgTemplate", template.name);
  return template.drop;
}
