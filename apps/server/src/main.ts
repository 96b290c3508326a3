// The server process: configure, migrate, create the first seller on an empty database, serve.
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { openDb } from "./db/connect.ts";
import { migrate } from "./db/migrate.ts";
import { Store } from "./store.ts";

function baseUrl(config: Config, port: number): string {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  // Everything the server writes (the database, backups, their folders) is for its own user only.
  process.umask(0o077);
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  if (config.captcha.explicitlyOff) {
    console.warn(
      "WARNING: CAPTCHA_PROVIDER=off: logins are not protected by a captcha. Use this only for local tests and demos.",
    );
  }

  const db = openDb(config);
  const store = new Store(db);
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Database ${db.location}: applied migrations ${applied.join(", ")}`);
  const first = await store.sellers.ensureFirst();

  const app = await buildApp({ config, store, logger: process.env.LOG_LEVEL !== undefined });
  try {
    // A deeper accept queue than Node's 511: a burst of connections (docs/decisions.md#slow-readers) is accepted and
    // sorted out by the server (the per-address cap answers at once) instead of the kernel dropping everyone's SYNs.
    await app.fastify.listen({ port: config.port, host: config.host, backlog: 2048 });
  } catch (err) {
    const code = (err as { code?: string }).code;
    console.error(
      code === "EADDRINUSE"
        ? `Port ${config.port} on ${config.host} is already in use. Stop the other server or set PORT to a free port.`
        : `Could not listen on ${config.host}:${config.port}: ${err instanceof Error ? err.message : String(err)}`,
    );
    await db.close();
    process.exit(1);
  }
  const address = app.fastify.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = baseUrl(config, port);

  const sellers = await store.sellers.list();
  const owner = first?.seller ?? sellers.find((s) => s.isAdmin) ?? sellers[0];
  if (first) {
    console.log(`Access code: ${first.accessCode}`);
    console.log(`Bot key: ${first.botKey}`);
  } else if (owner) {
    // At every start, as the bot does: the console is the owner's, and the login page's help sends them here.
    console.log(`Access code: ${owner.accessCode}`);
    console.log(
      "Bot key: shown when it was made (stored hashed); rotate it in Settings > Bot Key, or `npm run cli -- reset-bot-key`.",
    );
  }
  console.log(`Dashboard: ${url}/`);
  if (owner) {
    const g = encodeURIComponent(owner.guildId);
    console.log(`Live stock page: ${url}/api/${g}/live-stock`);
    console.log(`Redeem page: ${url}/api/redeem-order/${g}`);
    console.log(`Order status page: ${url}/api/${g}/order/<orderId>/status`);
  }
  console.log(`Server ready on ${url} (database: ${db.dialect === "sqlite" ? db.location : "PostgreSQL"})`);
  // Operations (README, "Running in production"): what is on, where.
  const { metrics, backups } = config;
  if (metrics.token) console.log(`Metrics: ${url}/metrics (Authorization: Bearer <METRICS_TOKEN>)`);
  if (app.metricsPort) console.log(`Metrics: http://127.0.0.1:${app.metricsPort}/metrics`);
  if (backups.intervalMs !== undefined) {
    console.log(
      `Backups: every ${backups.intervalMs / 3600_000} h into ${backups.dir}, the newest ${backups.keep} kept`,
    );
  }

  // SIGTERM (a restart, a deploy, `docker stop`): drain, then close the database (ops/shutdown.ts). A second
  // signal while draining stops at once.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      console.log(`${signal} again: stopping now`);
      process.exit(1);
    }
    closing = true;
    const seconds = config.shutdownTimeoutMs / 1000;
    console.log(
      `${signal}: shutting down (finishing requests in flight, up to ${seconds} s; again to stop at once)`,
    );
    const report = await app.shutdown(config.shutdownTimeoutMs, (m) => console.log(`shutdown: ${m}`));
    await db.close();
    console.log(
      `Shut down in ${report.drainMs} ms: ${report.inFlightAtStart} request(s) in flight at the signal, ` +
        `${report.answeredWhileDraining} arriving on open connections while draining, ${report.cut} cut; database closed`,
    );
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
});
