// A seeded fuzz over every route of the contract table (docs/decisions.md#hardening): a few thousand requests with
// hostile values (NUL, huge and negative numbers, very long strings, wrong types, unicode, path traversal), signed in
// as a seller, an admin or a bot, or not at all. Any 5xx, or a connection the server drops, fails the test and prints
// the seed: `FUZZ_SEED=<seed> npx vitest run --project server apps/server/test/fuzz.test.ts` replays the same run.
// FUZZ_REQUESTS changes the count (default 3,000). Runs on SQLite, and on PostgreSQL in scripts/test-server.sh.
import { randomInt } from "node:crypto";
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeededRandom, seededRandom } from "../src/random.ts";
import { dialect, sampleOrder, startServer, type TestServer } from "./helpers.ts";

const SEED = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const IN_FLIGHT = 8;

type Rng = SeededRandom;

const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "\u0001\u001f\u007f",
  "\r\n\r\nHTTP/1.1 200 OK",
  "../../../../etc/passwd",
  "..\\..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "....//....//",
  "/",
  "?",
  "#",
  "%",
  "%zz",
  "undefined",
  "null",
  "__proto__",
  "constructor",
  "prototype",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  '"; DROP TABLE sellers; --',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, meant literally.
  "${jndi:ldap://x}",
  "{{7*7}}",
  "😀",
  "😀".repeat(300),
  "\ud800",
  "\udfff\ud800",
  "\u202eevil",
  "\ufeff",
  "Ω≈ç√∫˜µ≤≥÷",
  "ｔｅｓｔ",
  "2147483648",
  "-1",
  "1e309",
  "NaN",
  "true",
  "a".repeat(128),
  "a".repeat(129),
  "a".repeat(254),
  "a".repeat(5001),
  "x".repeat(70_000),
  `${"a".repeat(50_000)}@${"b".repeat(50_000)}.com`,
  "a@b.co",
  "shop.example.com",
  "-bad-.example.com",
  `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`,
  "https://discord.gg/abc",
  "javascript:alert(1)",
  "#ff00aa",
  "rgb(1,2,3)",
];

const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
];

/** Any JSON value at all, hostile more often than not. */
function junk(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 3 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick(HOSTILE_NUMBERS);
    case 3:
    case 4:
    case 5:
      return rng.pick(HOSTILE_STRINGS);
    case 6:
      return Array.from({ length: rng.int(4) }, () => junk(rng, depth + 1));
    case 7: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(4); i > 0; i--) o[rng.pick(HOSTILE_STRINGS).slice(0, 40)] = junk(rng, depth + 1);
      return o;
    }
    default:
      // Deep nesting and long arrays.
      return rng.chance(0.5)
        ? JSON.parse(`${"[".repeat(200)}${"]".repeat(200)}`)
        : Array.from({ length: 5000 }, (_, i) => i);
  }
}

interface Known {
  guildIds: string[];
  orderIds: string[];
  suggestionIds: string[];
  bugIds: string[];
  domainIds: string[];
  redeemKeys: string[];
  accessCodes: string[];
}

/** Values that pass the field's checks, by field name, so requests reach the handlers and the database. */
function plausible(key: string, rng: Rng, known: Known): unknown {
  switch (key) {
    case "email":
      return `buyer${rng.int(1000)}@example.com`;
    case "domain":
      return `shop${rng.int(100_000)}.example.com`;
    case "discordInvite":
    case "invite":
      return rng.pick(["https://discord.gg/abc", "discord.gg/xyz", "abcDEF12"]);
    case "redeemKey":
    case "key":
      return rng.chance(0.7) ? rng.pick(known.redeemKeys) : `FUZZ-${rng.int(1e9)}`;
    case "access_code":
      return rng.chance(0.2) ? rng.pick(known.accessCodes) : `wrong-${rng.int(1000)}`;
    case "captcha_key":
      return "x";
    case "embedColor":
      return "#ff00aa";
    case "storeLink":
    case "discordLink":
    case "avatar":
    case "banner":
      return "https://example.com/x";
    case "guildId":
      return rng.pick(known.guildIds);
    case "orderId":
    case "folderId":
      return rng.pick(known.orderIds);
    case "stock":
      return "oneMonthBoosts.txt";
    default:
      return undefined;
  }
}

// zod 4 keeps a schema's kind in `_zod.def`; the contract's request schemas use these kinds only.
interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  innerType?: { _zod: { def: Def } };
  element?: { _zod: { def: Def } };
  entries?: Record<string, string>;
}
type SchemaLike = { _zod: { def: Def } };

/** A value shaped like the schema: a starting point the mutations then spoil. */
function sample(schema: SchemaLike, rng: Rng, known: Known, key = ""): unknown {
  const def = schema._zod.def;
  const named = plausible(key, rng, known);
  if (named !== undefined && def.type !== "object" && def.type !== "array") return named;
  switch (def.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(def.shape ?? {})) {
        if (v._zod.def.type === "optional" && rng.chance(0.4)) continue;
        out[k] = sample(v, rng, known, k);
      }
      return out;
    }
    case "optional":
    case "default":
      return def.innerType ? sample(def.innerType, rng, known, key) : undefined;
    case "array":
      return Array.from({ length: 1 + rng.int(3) }, () =>
        def.element ? sample(def.element, rng, known, key) : null,
      );
    case "enum":
      return rng.pick(Object.values(def.entries ?? { a: "a" }));
    case "number":
      return 1 + rng.int(50);
    case "string":
      return rng.pick(["Fuzzed title", "a description\nwith lines", "ok", "Ünïcödé ✓"]);
    default:
      return "x";
  }
}

/** Replaces one value somewhere in `value` with junk, or adds a stray key. */
function spoil(value: unknown, rng: Rng): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0 || rng.chance(0.2)) return junk(rng);
    const copy = [...value];
    const i = rng.int(copy.length);
    copy[i] = spoil(copy[i], rng);
    return copy;
  }
  if (value !== null && typeof value === "object") {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length === 0 || rng.chance(0.15)) {
      copy[rng.pick(["__proto__", "constructor", "extra", "\u0000", "a".repeat(1000)])] = junk(rng);
      return copy;
    }
    const k = rng.pick(keys);
    if (rng.chance(0.1)) delete copy[k];
    else copy[k] = spoil(copy[k], rng);
    return copy;
  }
  return junk(rng);
}

/** encodeURIComponent refuses a lone surrogate; a client would send U+FFFD in its place. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"));
  }
}

type AuthKind = "none" | "seller" | "admin" | "bot" | "bogus";

interface Planned {
  method: string;
  path: string;
  auth: AuthKind;
  headers: Record<string, string>;
  body: string | undefined;
  route: string;
}

const RAW_PATHS: readonly string[] = [
  "/",
  "/dashboard/%2e%2e/%2e%2e/etc/passwd",
  "/p/.vite/manifest.json",
  "/p/%2e%2e/%2e%2e/package.json",
  "/assets/..%2f..%2f..%2fpackage.json",
  "/sandbox/..%2fruntime.ts",
  "/vendor/..%2f..%2fpackage.json",
  "/vendor/%00.js",
  "/api/%00/live-stock",
  "/api/fetch/%00/live-stock",
  "/api/fetch/..%2f..%2f/live-stock",
  "/api/redeem-order/%c0%ae%c0%ae",
  "/api/redeem/%ff",
  "/api/%E2%80%AE/order/x/status",
  "/api/admin/logs/../../admin/logs",
  "/api/suggestions/vote/%",
  `/api/bugs/fix/${"a".repeat(5000)}`,
  "/api//auth//login",
  "/api/auth/login?__proto__[admin]=1",
  "/api/domains/ask?domain[]=a&domain[]=b",
  `/api/domains/ask?domain=${"a".repeat(300)}`,
  "/api/domains/ask?domain=%00",
];

function plan(rng: Rng, known: Known): Planned {
  const names = Object.keys(contractRoutes) as ContractRouteName[];
  const headers: Record<string, string> = {
    // Through a trusted proxy (TRUST_PROXY=127.0.0.1), from a new address each time, sometimes a broken one: the
    // per-address limits stay out of the way, and proxy-addr meets junk.
    "X-Forwarded-For": rng.chance(0.95)
      ? `10.${rng.int(256)}.${rng.int(256)}.${rng.int(256)}`
      : rng.pick(["::::", "999.1.1.1", "a".repeat(300), "1.2.3.4, , ,", "fe80::1%eth0"]),
  };
  const auth = rng.pick<AuthKind>(["none", "seller", "seller", "admin", "bot", "bogus"]);
  if (rng.chance(0.08)) {
    return {
      method: rng.pick(["GET", "GET", "HEAD", "POST", "PATCH", "OPTIONS"]),
      path: rng.pick(RAW_PATHS),
      auth,
      headers,
      body: undefined,
      route: "raw",
    };
  }
  const name = rng.pick(names);
  const route = contractRoutes[name];
  const path = route.path.replace(/:(\w+)/g, (_, param: string) => {
    if (rng.chance(0.5)) {
      const good = plausible(param, rng, known);
      const id =
        typeof good === "string"
          ? good
          : param === "id"
            ? rng.pick([...known.suggestionIds, ...known.bugIds, ...known.domainIds])
            : "x";
      return encode(id);
    }
    const bad = rng.pick(HOSTILE_STRINGS).slice(0, 3000);
    return rng.chance(0.8) ? encode(bad) : bad.replace(/[#?]/g, "");
  });
  let search = "";
  if ("query" in route && route.query) {
    const q = sample(route.query as unknown as SchemaLike, rng, known) as Record<string, unknown>;
    const spoiled = rng.chance(0.6) ? spoil(q, rng) : q;
    if (spoiled && typeof spoiled === "object" && !Array.isArray(spoiled)) {
      search = `?${new URLSearchParams(
        // JSON for objects: String() throws on one without a prototype (a spoiled `__proto__` value).
        Object.entries(spoiled).map(([k, v]) => [
          k,
          typeof v === "string"
            ? v.slice(0, 3000)
            : typeof v === "object" && v !== null
              ? JSON.stringify(v)
              : String(v),
        ]),
      )}`;
    }
  }
  let body: string | undefined;
  if ("request" in route && route.request) {
    const valid = sample(route.request as unknown as SchemaLike, rng, known);
    const roll = rng.next();
    if (roll < 0.25) body = JSON.stringify(valid);
    else if (roll < 0.8) body = JSON.stringify(spoil(valid, rng));
    else if (roll < 0.9) body = JSON.stringify(junk(rng));
    else body = rng.pick(["{", '{"a":', "nul", '{"__proto__":{"admin":true}}', "\u0000", "[".repeat(5000)]);
  } else if (rng.chance(0.1)) {
    body = JSON.stringify(junk(rng));
  }
  if (body !== undefined) {
    headers["Content-Type"] = rng.chance(0.9)
      ? "application/json"
      : rng.pick(["text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1"]);
  }
  const method = rng.chance(0.03) ? rng.pick(["PATCH", "DELETE", "PUT", "GET"]) : route.method;
  return {
    method,
    path: API_BASE_PATH + path + search,
    auth,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : body,
    route: name,
  };
}

let s: TestServer;
const known: Known = {
  guildIds: [],
  orderIds: [],
  suggestionIds: [],
  bugIds: [],
  domainIds: [],
  redeemKeys: [],
  accessCodes: [],
};
const tokens: { seller: string[]; admin: string; bot: string[] } = { seller: [], admin: "", bot: [] };
/** The sellers behind `tokens.seller`, in the same order (a sign-out's session is replaced with a new one). */
const sellerIds: string[] = [];

beforeAll(async () => {
  s = await startServer({ env: { TRUST_PROXY: "127.0.0.1" } });
  tokens.admin = s.admin.token;
  tokens.bot.push(s.admin.botKey);
  known.guildIds.push(s.admin.seller.guildId);
  known.accessCodes.push(s.admin.accessCode);
  for (let i = 0; i < 3; i++) {
    const x = await s.seller(`Fuzz seller ${i} 😀`);
    tokens.seller.push(x.token);
    sellerIds.push(x.seller.id);
    tokens.bot.push(x.botKey);
    known.guildIds.push(x.seller.guildId);
    known.accessCodes.push(x.accessCode);
  }
  const author = { id: s.admin.seller.id, name: "Owner" };
  for (let i = 0; i < 3; i++) {
    known.suggestionIds.push(await s.store.suggestions.create(author, { title: `S${i}`, description: "d" }));
    known.bugIds.push(
      await s.store.bugs.create(author, {
        title: `B${i}`,
        description: "d",
        steps: "",
        expectedBehavior: "",
        actualBehavior: "",
        severity: "low",
      }),
    );
    const orderId = `ORD-${i}`;
    known.orderIds.push(orderId);
    await s.store.orders.upsert(s.admin.seller.id, sampleOrder(orderId, s.admin.seller.guildId));
  }
  const keys = Array.from({ length: 40 }, (_, i) => ({
    key: `FUZZ-KEY-${i}`,
    amount: 2,
    stock: "oneMonthBoosts.txt",
  }));
  await s.store.redeem.addKeys(s.admin.seller.id, keys);
  known.redeemKeys.push(...keys.map((k) => k.key));
  const added = await s.store.domains.add(s.admin.seller.id, "fuzz.example.com");
  if (added.ok) known.domainIds.push(added.domain.id);
});

afterAll(async () => {
  await s?.close();
});

describe(`fuzz over the contract routes (${dialect})`, () => {
  // 20,000 requests (npm run soak) take about 80 s on 2 busy cores: the timeout grows with the count.
  it(`answers ${REQUESTS} hostile requests without a 5xx (seed ${SEED})`, {
    timeout: Math.max(120_000, REQUESTS * 30),
  }, async () => {
    console.log(`fuzz (${dialect}): seed ${SEED}; replay with FUZZ_SEED=${SEED}`);
    const rng = seededRandom(SEED);
    // Planned up front, in one sequence, so the seed alone decides every request whatever the timing.
    const plans = Array.from({ length: REQUESTS }, () => plan(rng, known));
    const picks = Array.from({ length: REQUESTS }, () => rng.int(1_000_000));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();

    const send = async (i: number) => {
      const p = plans[i] as Planned;
      const pick = picks[i] as number;
      const token =
        p.auth === "seller"
          ? (tokens.seller[pick % tokens.seller.length] as string)
          : p.auth === "admin"
            ? tokens.admin
            : p.auth === "bot"
              ? (tokens.bot[pick % tokens.bot.length] as string)
              : p.auth === "bogus"
                ? ["x", "Bearer ", "a".repeat(4000), "bk_nope"][pick % 4]
                : "";
      const describeIt = () =>
        `#${i} ${p.method} ${p.path.slice(0, 200)} [${p.route}, auth ${p.auth}] body ${JSON.stringify(
          p.body?.slice(0, 300),
        )}`;
      try {
        const res = await fetch(s.url + p.path, {
          method: p.method,
          headers: { ...p.headers, Authorization: token ?? "" },
          body: p.body,
        });
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) failures.push(`${describeIt()} -> ${res.status} ${text.slice(0, 300)}`);
        // A reset revokes the session it was made with; carry on with the fresh one it returns.
        if (p.route === "resetAccessCode" && res.status === 200) {
          const fresh = (JSON.parse(text) as { token?: string }).token ?? "";
          if (p.auth === "admin") tokens.admin = fresh;
          if (p.auth === "seller") tokens.seller[pick % tokens.seller.length] = fresh;
        }
        // A sign-out revokes its session: sign in again (a new session), so the rest of the run does not sink into
        // 401s and still reaches the handlers.
        if (p.route === "logout" && res.status === 200) {
          const ttl = s.config.sessionTtlMs;
          if (p.auth === "admin") tokens.admin = await s.store.auth.createSession(s.admin.seller.id, ttl);
          if (p.auth === "seller") {
            const at = pick % tokens.seller.length;
            tokens.seller[at] = await s.store.auth.createSession(sellerIds[at] as string, ttl);
          }
        }
      } catch (err) {
        failures.push(`${describeIt()} -> no answer: ${err instanceof Error ? err.message : String(err)}`);
      }
    };

    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < REQUESTS) await send(next++);
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const summary = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    console.log(
      `fuzz (${dialect}): ${REQUESTS} requests in ${seconds.toFixed(1)} s, seed ${SEED}; ${summary}`,
    );
    if (failures.length > 0) {
      console.error(
        `fuzz (${dialect}) seed ${SEED}: ${failures.length} failure(s); replay with FUZZ_SEED=${SEED}\n${failures
          .slice(0, 20)
          .join("\n")}`,
      );
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
    // The run reached the handlers, not only the front door.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(REQUESTS / 20);
  });
});
