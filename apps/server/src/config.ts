// Every setting of the server, read from the environment in one place and validated at start.
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { repoRoot } from "./paths.ts";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

/** A duration in seconds; fractions allowed (tests use short ones). */
const seconds = z.coerce.number({ error: "must be a number" }).positive("must be positive").max(3600);

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, port.default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default("127.0.0.1")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  CAPTCHA_PROVIDER: z.preprocess(
    (v) => (typeof v === "string" ? emptyToUndefined(v.trim().toLowerCase()) : v),
    z
      .enum(["altcha", "turnstile", "hcaptcha", "off"], {
        error: "must be one of altcha, turnstile, hcaptcha, off",
      })
      .optional(),
  ),
  CAPTCHA_SITE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  CAPTCHA_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  PUBLIC_HOST: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+$/i, "must be a host name such as boost.example.com (no scheme, no path)")
      .optional(),
  ),
  SESSION_TTL_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number" })
      .positive("must be positive")
      .default(24 * 7),
  ),
  LOGIN_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number" }).int().positive("must be positive").default(10),
  ),
  REDEEM_FAILURE_BUDGET: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .positive("must be positive")
      .default(30),
  ),
  REDEEM_FAILURE_WINDOW_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number" })
      .positive("must be positive")
      .max(24 * 60)
      .default(10),
  ),
  DOMAIN_CHECK_INTERVAL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number" }).positive("must be positive").default(60),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  DNS_SERVERS: z.preprocess(emptyToUndefined, z.string().optional()),
  REQUEST_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, seconds.default(30)),
  HEADERS_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, seconds.default(15)),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, seconds.default(5)),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, seconds.default(3)),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, seconds.default(4)),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, seconds.default(10)),
  SEND_MIN_BYTES_PER_SECOND: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0).default(1024),
  ),
  SEND_WINDOW_SECONDS: z.preprocess(emptyToUndefined, seconds.default(10)),
  MAX_CONNECTIONS_PER_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0).optional(),
  ),
  SELLER_RATE_LIMIT_SCALE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number" }).positive("must be positive").default(1),
  ),
  LOG_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number" }).positive("must be positive").default(90),
  ),
  LOG_MAX_ENTRIES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .positive("must be positive")
      .default(50_000),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S+$/, "must not contain spaces")
      .min(16, "must be at least 16 characters (a long random string, e.g. from `openssl rand -hex 24`)")
      .optional(),
  ),
  METRICS_PORT: z.preprocess(emptyToUndefined, port.min(1, "must be between 1 and 65535").optional()),
  SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, seconds.default(10)),
  BACKUP_INTERVAL_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number of hours" })
      .positive("must be positive (leave it unset for no scheduled backups)")
      .max(24 * 366, "must be at most a year (8784 hours)")
      .optional(),
  ),
  BACKUP_KEEP: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(10_000, "must be at most 10000")
      .default(7),
  ),
  BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  // Notifications (docs/decisions.md#notifications): development and test switches; the defaults are the rules.
  WEBHOOK_ALLOW_LOOPBACK: z.preprocess(emptyToUndefined, z.enum(["0", "1", "false", "true"]).default("0")),
  WEBHOOK_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, seconds.default(5)),
  WEBHOOK_RETRY_SCALE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number" }).positive("must be positive").default(1),
  ),
  WEBHOOK_EXTRA_CA_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^smtps?:\/\/[^\s]+$/,
        "must be an smtp:// or smtps:// address, e.g. smtps://user:pass@mail.example.com",
      )
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().max(320).optional()),
  NOTIFICATION_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number" }).positive("must be positive").default(7),
  ),
  LOG_PRUNE_INTERVAL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number" }).positive("must be positive").default(600),
  ),
});

/** proxy-addr's names for address ranges (Fastify resolves them). */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no one; a whole number is how many proxies stand in front; otherwise a
 * comma-separated list of the proxies' addresses or CIDRs. `true` (every hop) is refused. A string is the problem.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  const v = (value ?? "false").trim();
  if (v === "false" || v === "0") return false;
  if (v === "true") {
    return (
      "trusts every hop, so any client could choose its own address with X-Forwarded-For (and get past the login " +
      "limit). Set the number of proxies in front of the server (TRUST_PROXY=1 for one reverse proxy) or their " +
      "addresses (TRUST_PROXY=127.0.0.1 or a list such as 10.0.0.0/8,127.0.0.1)"
    );
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? hops : "a hop count must be between 0 and 10";
  }
  const entries = v.split(",").map((x) => x.trim());
  const bad = entries.filter((x) => !isAddressOrCidr(x));
  if (bad.length > 0) {
    return `must be false, a hop count (1 for one proxy) or a comma-separated list of proxy addresses or CIDRs (${bad
      .map((b) => JSON.stringify(b))
      .join(", ")} is not one)`;
  }
  return entries;
}

export type CaptchaProviderName = "altcha" | "turnstile" | "hcaptcha" | "off";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PostgreSQL's connection, statement and idle-in-transaction timeouts (docs/decisions.md#database-timeouts). */
  databaseTimeouts: { connectMs: number; statementMs: number; idleInTransactionMs: number };
  captcha: { provider: CaptchaProviderName; siteKey: string; secret: string; explicitlyOff: boolean };
  publicHost: string;
  sessionTtlMs: number;
  loginRateLimitPerMinute: number;
  /**
   * A store's failed redeems allowed across all addresses per window; then its redeems need a solved captcha until
   * the window ends (docs/decisions.md#redeem-keys).
   */
  redeemFailureBudget: { max: number; windowMs: number };
  domainCheckIntervalMs: number;
  /** DNS_SERVERS: the resolvers the domain check asks (`ip` or `ip:port`); empty means the system's. */
  dnsServers: string[];
  /**
   * Which peers may tell the client's address in X-Forwarded-For: none (false), the nearest `n` hops, or the
   * proxies at these addresses / CIDRs (Fastify's `trustProxy`, docs/decisions.md#hardening).
   */
  trustProxy: false | number | string[];
  /** Connection timeouts (docs/decisions.md#hardening), slow readers and connections per address (#slow-readers). */
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    limits: { minSendRate: number; windowMs: number; perAddress: number };
  };
  /** Multiplies every per-seller rate limit (apps/server/src/rateLimits.ts); 1 by default. */
  sellerRateLimitScale: number;
  /**
   * Outgoing notifications: loopback (and plain http to it) only when allowed for development, the per-request
   * timeout, a factor on the retry delays (tests), extra certificate authorities to trust (a test's stand-in).
   */
  webhooks: {
    allowLoopback: boolean;
    timeoutMs: number;
    retryScale: number;
    extraCaFile: string | undefined;
  };
  /**
   * Customers' delivery and find-my-order emails (features/mail): off while `smtpUrl` is unset. `from` is the sender
   * address (MAIL_FROM, else no-reply at PUBLIC_HOST).
   */
  mail: { smtpUrl: string | undefined; from: string };
  /** The activity log's bounds: entries older than maxAgeMs and beyond the newest maxEntries are pruned. */
  logs: { maxAgeMs: number; maxEntries: number; pruneIntervalMs: number };
  /** Finished notification deliveries (sent, or given up on) older than this are pruned with the log. */
  notificationRetentionMs: number;
  /**
   * /metrics (ops/metrics.ts): on the main port behind `Authorization: Bearer <token>` when a token is set, and/or
   * on `port` bound to 127.0.0.1. Neither set: no metrics are kept or served.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** How long a SIGTERM waits for the requests in flight before closing what is left (ops/shutdown.ts). */
  shutdownTimeoutMs: number;
  /** Scheduled SQLite backups (ops/backup.ts): every intervalMs (undefined: none), the newest `keep` kept in `dir`. */
  backups: { intervalMs: number | undefined; keep: number; dir: string };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * `cwd` resolves a relative DATA_DIR: npm's INIT_CWD (where `npm start` / `npm run cli` was typed) by default,
 * so the server and the CLI agree whichever workspace npm runs them in. Unset: `<repo>/data`.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.env.INIT_CWD ?? process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const key = String(i.path[0] ?? "environment");
        return `${key}=${JSON.stringify(env[key] ?? "")}: ${i.message}`;
      }),
    );
  }
  const e = parsed.data;
  const provider: CaptchaProviderName = e.CAPTCHA_PROVIDER ?? "altcha";
  const problems: string[] = [];
  if ((provider === "turnstile" || provider === "hcaptcha") && (!e.CAPTCHA_SITE_KEY || !e.CAPTCHA_SECRET)) {
    problems.push(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET`);
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === "string")
    problems.push(`TRUST_PROXY=${JSON.stringify(e.TRUST_PROXY)}: ${trustProxy}`);
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    problems.push(
      `HEADERS_TIMEOUT_SECONDS=${e.HEADERS_TIMEOUT_SECONDS}: must be at most REQUEST_TIMEOUT_SECONDS (${e.REQUEST_TIMEOUT_SECONDS}), which covers the headers too`,
    );
  }
  const dnsServers = (e.DNS_SERVERS ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x !== "");
  for (const server of dnsServers) {
    // 1.2.3.4, 1.2.3.4:53, ::1, [::1]:53: what Resolver.setServers takes.
    const m = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server) ?? /^([^:]+)(?::(\d{1,5}))?$/.exec(server);
    const address = m?.[1] ?? server;
    if (isIP(address) === 0 || Number(m?.[2] ?? 53) > 65535) {
      problems.push(
        `DNS_SERVERS=${JSON.stringify(e.DNS_SERVERS)}: ${JSON.stringify(server)} is not an address (1.1.1.1, 10.0.0.2:5353, [::1]:53)`,
      );
    }
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    problems.push(
      `METRICS_PORT=${e.METRICS_PORT}: must differ from PORT (${e.PORT}); it is a second listener on 127.0.0.1`,
    );
  }
  if (e.BACKUP_INTERVAL_HOURS !== undefined && e.DATABASE_URL) {
    problems.push(
      `BACKUP_INTERVAL_HOURS=${e.BACKUP_INTERVAL_HOURS}: scheduled backups are for the SQLite database; with DATABASE_URL back up PostgreSQL with pg_dump (README, "Running in production")`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : path.join(repoRoot, "data");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: Math.round(e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000),
      statementMs: Math.round(e.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000),
      idleInTransactionMs: Math.round(e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS * 1000),
    },
    captcha: {
      provider,
      siteKey: e.CAPTCHA_SITE_KEY ?? "",
      secret: e.CAPTCHA_SECRET ?? "",
      explicitlyOff: provider === "off",
    },
    publicHost: (e.PUBLIC_HOST ?? "boostdash.localhost").toLowerCase(),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT,
    redeemFailureBudget: {
      max: e.REDEEM_FAILURE_BUDGET,
      windowMs: Math.round(e.REDEEM_FAILURE_WINDOW_MINUTES * 60_000),
    },
    domainCheckIntervalMs: e.DOMAIN_CHECK_INTERVAL_SECONDS * 1000,
    dnsServers,
    trustProxy: trustProxy as Config["trustProxy"],
    http: {
      requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
      headersTimeoutMs: Math.round(e.HEADERS_TIMEOUT_SECONDS * 1000),
      keepAliveTimeoutMs: Math.round(e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
      limits: {
        minSendRate: e.SEND_MIN_BYTES_PER_SECOND,
        windowMs: Math.round(e.SEND_WINDOW_SECONDS * 1000),
        // Behind a proxy every connection comes from the proxy: no cap unless one is asked for.
        perAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (trustProxy === false ? 128 : 0),
      },
    },
    sellerRateLimitScale: e.SELLER_RATE_LIMIT_SCALE,
    webhooks: {
      allowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === "1" || e.WEBHOOK_ALLOW_LOOPBACK === "true",
      timeoutMs: Math.round(e.WEBHOOK_TIMEOUT_SECONDS * 1000),
      retryScale: e.WEBHOOK_RETRY_SCALE,
      extraCaFile: e.WEBHOOK_EXTRA_CA_FILE,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `boostdash <no-reply@${(e.PUBLIC_HOST ?? "boostdash.localhost").toLowerCase()}>`,
    },
    logs: {
      maxAgeMs: Math.round(e.LOG_RETENTION_DAYS * 24 * 3600_000),
      maxEntries: e.LOG_MAX_ENTRIES,
      pruneIntervalMs: Math.round(e.LOG_PRUNE_INTERVAL_SECONDS * 1000),
    },
    notificationRetentionMs: Math.round(e.NOTIFICATION_RETENTION_DAYS * 24 * 3600_000),
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    shutdownTimeoutMs: Math.round(e.SHUTDOWN_TIMEOUT_SECONDS * 1000),
    backups: {
      intervalMs:
        e.BACKUP_INTERVAL_HOURS === undefined ? undefined : Math.round(e.BACKUP_INTERVAL_HOURS * 3600_000),
      keep: e.BACKUP_KEEP,
      dir: e.BACKUP_DIR ? path.resolve(cwd, e.BACKUP_DIR) : path.join(dataDir, "backups"),
    },
  };
}
