// `npm run cli -- <command>`: seller and data administration against the same database as the server.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { OrderJsonSchema } from "@boostdash/api-client/orders/contract";
import { type ParsedKeyLines, parseKeyLines } from "@boostdash/api-client/stock/keyRules";
import { keyMessages } from "@boostdash/api-client/stock/texts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { type Db, openDb, SQLITE_FILE } from "./db/connect.ts";
import { migrate } from "./db/migrate.ts";
import { migrations } from "./db/migrations.ts";
import { seedDemo } from "./demo.ts";
import { orderFromJson } from "./features/bot/handlers.ts";
import type { OrderInput } from "./features/orders/orderRepository.ts";
import { zodMessage } from "./http.ts";
import { BackupError, backupFileName, backupTo, restoreFrom } from "./ops/backup.ts";
import { type Seller, Store } from "./store.ts";

const HELP = `Usage: npm run cli -- <command> [options]

Commands:
  create-seller [--name NAME] [--guild GUILD_ID] [--admin]
                                    create a seller; prints its access code and bot key
  list-sellers                      every seller with its guild id
  show-code [SELLER]                print a seller's access code (default: the first admin)
  reset-code [SELLER]               new access code; the old one and all sessions stop working
  reset-bot-key [SELLER]            new bot key for the bot-facing API
  add-keys [FILE|-] [--seller SELLER] [--amount N] [--stock NAME]
                                    add redeem keys, one per line: KEY or KEY,AMOUNT,STOCK
                                    (keys of at least 8 characters; guessable ones get a warning)
                                    (from FILE, or from stdin when FILE is - or left out)
  list-keys [SELLER]                 the seller's unused redeem keys, one per line: KEY,AMOUNT,STOCK
  import-orders DIR [--seller SELLER]
                                    import DIR/<orderId>/order.json folders (dated by file time)
  demo [--seller SELLER]            seed a realistic store: 200 orders over 30 days, stock,
                                    suggestions, bugs, logs and 10 unused redeem keys
  backup [FILE]                     a consistent copy of the SQLite database, taken while the server
                                    runs (default: BACKUP_DIR, i.e. DATA_DIR/backups, with the time in
                                    its name; FILE may be a folder)
  restore FILE                      put a backup in place of the database (refused while a server
                                    uses it; the current database is kept beside it)
  help                              this text

SELLER is a seller id, guild id or name. The database is the server's: DATA_DIR (SQLite) or DATABASE_URL.
With PostgreSQL (DATABASE_URL), back up with pg_dump and restore with pg_restore instead.`;

class UsageError extends Error {}

interface Parsed {
  positional: string[];
  flags: Map<string, string | true>;
}

function parseArgs(argv: string[], valueFlags: string[], boolFlags: string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a.startsWith("--")) {
      const [name = "", inline] = a.slice(2).split("=", 2);
      if (boolFlags.includes(name)) flags.set(name, true);
      else if (valueFlags.includes(name)) {
        const v = inline ?? argv[++i];
        if (v === undefined || v === "") throw new UsageError(`--${name} needs a value`);
        flags.set(name, v);
      } else throw new UsageError(`Unknown option --${name}`);
    } else positional.push(a);
  }
  return { positional, flags };
}

const str = (p: Parsed, name: string): string | undefined => {
  const v = p.flags.get(name);
  return typeof v === "string" ? v : undefined;
};

async function pickSeller(store: Store, ref: string | undefined): Promise<Seller> {
  if (ref) {
    const s = await store.sellers.find(ref);
    if (!s) throw new UsageError(`No seller "${ref}" (give a seller id, guild id or name; see list-sellers)`);
    return s;
  }
  const all = await store.sellers.list();
  const s = all.find((x) => x.isAdmin) ?? all[0];
  if (!s)
    throw new UsageError("There is no seller yet: run `npm start` once, or `npm run cli -- create-seller`");
  return s;
}

/** Where the CLI reads and writes: the process's own streams when run, a test's buffers when called in-process. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  /** Everything piped in; undefined when stdin is a terminal. */
  stdin(): Promise<string | undefined>;
}

const processIo: CliIo = {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  async stdin() {
    if (process.stdin.isTTY) return undefined;
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  },
};

async function readStdin(io: CliIo): Promise<string> {
  const text = await io.stdin();
  if (text === undefined) {
    throw new UsageError("add-keys: give a file, or pipe keys on stdin (e.g. `... add-keys - < keys.txt`)");
  }
  return text;
}

/** `KEY` or `KEY,AMOUNT,STOCK` lines, read as the Stock & Keys screen reads them; one bad line adds nothing. */
export function parseKeys(text: string, defaults: { amount: number; stock: string }): ParsedKeyLines {
  const parsed = parseKeyLines(text, defaults);
  if (parsed.errors.length > 0) {
    const lines = parsed.errors.map((e) => `line ${e.line}: "${e.text}": ${e.message}`);
    throw new UsageError(`Bad keys, nothing added:\n  ${lines.join("\n  ")}`);
  }
  if (parsed.keys.length === 0) throw new UsageError("No keys found in the input");
  return parsed;
}

async function run(argv: string[], store: Store, io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "create-seller": {
      const p = parseArgs(rest, ["name", "guild", "discord-id"], ["admin"]);
      const guild = str(p, "guild");
      if (guild !== undefined && !/^\d{5,25}$/.test(guild))
        throw new UsageError("--guild must be a numeric guild id");
      if (guild && (await store.sellers.findByGuildId(guild)))
        throw new UsageError(`A seller already has guild ${guild}`);
      const { seller, accessCode, botKey } = await store.sellers.create({
        name: str(p, "name") ?? "Seller",
        guildId: guild,
        discordId: str(p, "discord-id"),
        isAdmin: p.flags.has("admin"),
      });
      io.out(`Seller: ${seller.name} (${seller.id})${seller.isAdmin ? " [admin]" : ""}`);
      io.out(`Guild: ${seller.guildId}`);
      io.out(`Access code: ${accessCode}`);
      io.out(`Bot key: ${botKey}`);
      return 0;
    }
    case "list-sellers": {
      parseArgs(rest, [], []);
      for (const s of await store.sellers.list()) {
        io.out(`${s.id}  guild ${s.guildId}  ${s.isAdmin ? "admin " : "seller"}  ${s.name}`);
      }
      return 0;
    }
    case "show-code": {
      const p = parseArgs(rest, [], []);
      const s = await pickSeller(store, p.positional[0]);
      io.out(`Access code: ${s.accessCode}`);
      return 0;
    }
    case "reset-code": {
      const p = parseArgs(rest, [], []);
      const s = await pickSeller(store, p.positional[0]);
      const reset = await store.auth.resetAccessCode(s.id);
      if (!reset.ok) throw new Error(`Seller ${s.id} vanished while resetting its code`);
      const code = reset.code;
      await store.logs.add({
        sellerId: s.id,
        username: s.name,
        userId: s.id,
        action: "access_code_reset",
        details: "Reset from the command line; every session was signed out",
        severity: "warning",
      });
      io.out(`Access code: ${code}`);
      return 0;
    }
    case "reset-bot-key": {
      const p = parseArgs(rest, [], []);
      const s = await pickSeller(store, p.positional[0]);
      io.out(`Bot key: ${await store.sellers.resetBotKey(s.id)}`);
      return 0;
    }
    case "add-keys": {
      const p = parseArgs(rest, ["seller", "amount", "stock"], []);
      const amount = Number(str(p, "amount") ?? 14);
      if (!Number.isInteger(amount) || amount < 1)
        throw new UsageError("--amount must be a whole number above 0");
      const file = p.positional[0];
      let text: string;
      if (file === undefined || file === "-") text = await readStdin(io);
      else {
        try {
          text = readFileSync(file, "utf8");
        } catch (err) {
          throw new UsageError(`Cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
        }
      }
      const { keys, lowEntropy } = parseKeys(text, {
        amount,
        stock: str(p, "stock") ?? "oneMonthBoosts.txt",
      });
      const s = await pickSeller(store, str(p, "seller"));
      const { added } = await store.redeem.addKeys(s.id, keys);
      if (lowEntropy.length > 0)
        io.err(`Warning: ${keyMessages.lowEntropy(lowEntropy.length, lowEntropy.slice(0, 3))}`);
      const counts = await store.redeem.countKeys(s.id);
      io.out(
        `Added ${added} redeem key(s) for ${s.name}${added < keys.length ? `, skipped ${keys.length - added} already present` : ""}; ${counts.unused} unused in total.`,
      );
      return 0;
    }
    case "list-keys": {
      const p = parseArgs(rest, [], []);
      const s = await pickSeller(store, p.positional[0]);
      const keys = await store.redeem.listUnusedKeys(s.id);
      // The same KEY,AMOUNT,STOCK lines add-keys reads; the count goes to stderr so stdout stays a key list.
      for (const k of keys) io.out(`${k.key},${k.amount},${k.stock}`);
      io.err(`${keys.length} unused redeem key(s) for ${s.name}.`);
      return 0;
    }
    case "import-orders": {
      const p = parseArgs(rest, ["seller"], []);
      const dir = p.positional[0];
      if (!dir) throw new UsageError("import-orders needs a folder: import-orders DIR");
      let entries: string[];
      try {
        entries = readdirSync(dir).filter((e) => statSync(path.join(dir, e)).isDirectory());
      } catch (err) {
        throw new UsageError(
          `Cannot read folder ${dir}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
        );
      }
      const s = await pickSeller(store, str(p, "seller"));
      const problems: string[] = [];
      const orders: (OrderInput & { createdAt: number })[] = [];
      for (const folder of entries.sort()) {
        const file = path.join(dir, folder, "order.json");
        let json: unknown;
        try {
          json = JSON.parse(readFileSync(file, "utf8"));
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          problems.push(`${folder}: ${code === "ENOENT" ? "no order.json" : "order.json is not valid JSON"}`);
          continue;
        }
        const parsed = OrderJsonSchema.safeParse(json);
        if (!parsed.success) {
          problems.push(`${folder}: ${zodMessage(parsed.error, "order.json")}`);
          continue;
        }
        orders.push({
          ...orderFromJson(folder, parsed.data),
          createdAt: Math.round(statSync(file).mtimeMs),
        });
      }
      // One statement per 500 orders (docs/decisions.md#orders-at-scale): an upsert each, in a transaction per
      // 500, took 105 s for 100,000 orders.
      for (let i = 0; i < orders.length; i += 500)
        await store.orders.upsertMany(s.id, orders.slice(i, i + 500));
      const imported = orders.length;
      io.out(`Imported ${imported} order(s) for ${s.name} from ${dir}.`);
      if (problems.length > 0) {
        io.err(`Skipped ${problems.length} folder(s):\n  ${problems.join("\n  ")}`);
        return 1;
      }
      return 0;
    }
    case "demo": {
      const p = parseArgs(rest, ["seller"], []);
      let seller: Seller;
      const first = await store.sellers.ensureFirst();
      if (first) {
        io.out("Created the first seller (admin):");
        io.out(`Access code: ${first.accessCode}`);
        io.out(`Bot key: ${first.botKey}`);
        seller = first.seller;
      } else seller = await pickSeller(store, str(p, "seller"));
      const r = await seedDemo(store, seller);
      if (!r) {
        io.out(`Demo data is already there for ${seller.name}; nothing added.`);
        return 0;
      }
      io.out(
        `Seeded ${seller.name} (guild ${seller.guildId}): ${r.orders} orders over 30 days, stock, ${r.suggestions} suggestions, ${r.bugs} bug reports, ${r.logs} log entries.`,
      );
      io.out(
        `Unused redeem keys to try on the redeem page: ${r.keys.slice(0, 3).join(", ")}, ... (all: npm run cli -- list-keys)`,
      );
      return 0;
    }
    case undefined:
    case "help":
    case "--help":
    case "-h":
      io.out(HELP);
      return command === undefined ? 1 : 0;
    default:
      throw new UsageError(`Unknown command "${command}". Run \`npm run cli -- help\` for the list.`);
  }
}

const PG_BACKUPS =
  "backup and restore are for the SQLite database. With PostgreSQL (DATABASE_URL) use its own tools:\n" +
  '  pg_dump --format=custom --file=boostdash.dump "$DATABASE_URL"\n' +
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" boostdash.dump';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const rowSummary = (rows: Record<string, number>) =>
  `${(rows.orders ?? 0).toLocaleString("en-US")} orders, ${(rows.sellers ?? 0).toLocaleString("en-US")} seller(s), ` +
  `${Object.keys(rows).length} tables`;

/** `backup [FILE]` and `restore FILE`: on the database file itself, without opening it as the server does. */
async function fileCommand(command: "backup" | "restore", rest: string[], config: Config, io: CliIo) {
  if (config.databaseUrl) throw new UsageError(PG_BACKUPS);
  const p = parseArgs(rest, [], []);
  const cwd = io.env.INIT_CWD ?? process.cwd();
  const database = path.join(config.dataDir, SQLITE_FILE);
  const given = p.positional[0];
  if (command === "backup") {
    let dest = given ? path.resolve(cwd, given) : path.join(config.backups.dir, backupFileName());
    if (existsSync(dest) && statSync(dest).isDirectory()) dest = path.join(dest, backupFileName());
    const r = await backupTo(database, dest);
    io.out(`Backup written: ${r.file}`);
    io.out(`${megabytes(r.bytes)} in ${(r.ms / 1000).toFixed(1)} s; ${rowSummary(r.rows)}, checked.`);
    io.out(`Restore it with: npm run cli -- restore ${r.file}`);
    return 0;
  }
  if (!given) throw new UsageError("restore needs a backup file: restore FILE");
  const from = path.resolve(cwd, given);
  if (!existsSync(from)) throw new UsageError(`No file ${from}`);
  const r = await restoreFrom(from, database, Object.keys(migrations));
  io.out(`Restored ${from} into ${database} in ${(r.ms / 1000).toFixed(1)} s: ${rowSummary(r.rows)}.`);
  if (r.previous) io.out(`The database as it was before is kept as ${r.previous}`);
  io.out("Start the server: any migration newer than the backup runs at start.");
  return 0;
}

/** Runs one command; resolves with the exit code. */
export async function main(argv = process.argv.slice(2), io: CliIo = processIo): Promise<number> {
  if (argv[0] === undefined || ["help", "--help", "-h"].includes(argv[0])) {
    io.out(HELP);
    return argv[0] === undefined ? 1 : 0;
  }
  let db: Db | undefined;
  try {
    const config = loadConfig(io.env);
    if (argv[0] === "backup" || argv[0] === "restore")
      return await fileCommand(argv[0], argv.slice(1), config, io);
    db = openDb(config);
    await migrate(db);
    return await run(argv, new Store(db), io);
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      io.err(err.message);
      return 2;
    }
    if (err instanceof BackupError) {
      io.err(err.message);
      return 1;
    }
    io.err(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await db?.close();
  }
}

// Run as a program (tsx src/cli.ts, or the bundle dist/cli.mjs); imported, it only exports main.
const entry = process.argv[1];
if (entry && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url))) {
  // Backups and a new database are for the server's user only (db/privateFiles.ts).
  process.umask(0o077);
  main().then((code) => process.exit(code));
}
