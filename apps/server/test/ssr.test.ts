// Server-rendered public pages (ssr.ts) with the public app's real renderer, and the public-read cache.
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { en } from "@boostdash/api-client/public/i18n/en";
import { PUBLIC_LOCALES } from "@boostdash/api-client/public/i18n/locales";
import { PUBLIC_MESSAGES, pageMessages } from "@boostdash/api-client/public/i18n/messages";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultRoots } from "../src/app.ts";
import { jsonForScript, pickEncoding } from "../src/ssr.ts";
import { call, sampleOrder, startServer, type TestServer } from "./helpers.ts";
import { ensurePublicBuild } from "./publicBuild.ts";

const built = defaultRoots();

let s: TestServer;
let cached: TestServer;
let guild: string;
const HOSTILE_FOOTER = "Thanks </script><script>alert(1)</script> <!-- & \u2028 done";

/** A page as the wire carries it (fetch would decompress it before we could measure it). */
function page(
  server: TestServer,
  urlPath: string,
  encoding = "identity",
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; headers: Headers; bytes: Buffer; html: string }>((resolve, reject) => {
    http
      .get(server.url + urlPath, { headers: { "Accept-Encoding": encoding, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const ce = res.headers["content-encoding"];
          const raw = ce === "br" ? brotliDecompressSync(bytes) : ce === "gzip" ? gunzipSync(bytes) : bytes;
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            if (typeof v === "string") headers.set(k, v);
            else if (Array.isArray(v)) for (const one of v) headers.append(k, one);
          }
          resolve({ status: res.statusCode ?? 0, headers, bytes, html: raw.toString("utf8") });
        });
      })
      .on("error", reject);
  });
}

/** Text as React writes it into markup and attributes. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The JSON the page hands to the browser, read back as the browser would. */
function servedData(html: string): unknown {
  const m = /<script type="application\/json" id="boostdash-data">([^<]*)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error("no server data in the page");
  return JSON.parse(m[1]);
}

beforeAll(async () => {
  ensurePublicBuild();
  const roots = { public: built.public, publicRenderer: built.publicRenderer };
  s = await startServer({ roots });
  cached = await startServer({ roots, publicCacheMs: 60_000 });
  guild = s.admin.seller.guildId;
  for (const server of [s, cached]) {
    await server.store.sellers.update(server.admin.seller.id, {
      name: "Nova Boosts",
      embedFooter: HOSTILE_FOOTER,
      oneMonthNitroTokens: 12,
      oneMonthServerBoosts: 24,
      threeMonthNitroTokens: 0,
      threeMonthServerBoosts: 6,
    });
    await server.store.orders.upsert(
      server.admin.seller.id,
      sampleOrder("ord-ssr", server.admin.seller.guildId, { invite: "abc123" }),
    );
  }
}, 180_000);

afterAll(async () => {
  await s?.close();
  await cached?.close();
});

describe("server-rendered live stock", () => {
  it("arrives rendered with its data, title, description, inline CSS, the font preloaded and one script", async () => {
    const r = await page(s, `/api/${guild}/live-stock`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(r.html).toContain("<title>Live Stock \u00b7 Nova Boosts</title>");
    expect(r.html).toContain(
      '<meta name="description" content="Nitro tokens and server boosts in stock at Nova Boosts, updated every 10 seconds."/>',
    );
    expect(r.html).toMatch(/<div id="root"><!--\$-->.*1 Month Stock.*Nitro Tokens:.*12.*Server Boosts:.*24/s);
    expect(r.html).toContain("<style>");
    expect(r.html).not.toMatch(/<link rel="stylesheet"/);
    expect(r.html).toMatch(
      /<link rel="preload" href="\/p\/assets\/inter-latin-wght-normal-[^"]+\.woff2" as="font"/,
    );
    // One script: the public app's entry holds every page (no page chunk to fetch after it).
    expect(
      r.html.match(/<script type="module" crossorigin src="\/p\/assets\/index-[^"]+\.js"><\/script>/g),
    ).toHaveLength(1);
    expect(r.html).not.toContain("modulepreload");
    expect(r.html.match(/<title>/g)).toHaveLength(1);
  });

  it("hands the browser the same JSON its own call answers", async () => {
    const r = await page(s, `/api/${guild}/live-stock`);
    const api = await call(s.url, "GET", `/api/fetch/${guild}/live-stock`);
    expect(servedData(r.html)).toEqual({
      data: api.body,
      text: { locale: "en", messages: pageMessages("en", "liveStock") },
    });
    // The page's own words and the shared ones; no other page's (each costs every first response its bytes).
    const sent = (servedData(r.html) as { text: { messages: Record<string, unknown> } }).text.messages;
    expect(Object.keys(sent).sort()).toEqual(["common", "liveStock", "notFound", "stock"]);
    expect(sent.liveStock).toEqual(en.liveStock);
  });

  it("keeps seller text from closing the data's script tag or opening a comment", async () => {
    const r = await page(s, `/api/${guild}/live-stock`);
    // Every </script> in the page is one of ours: the data tag and the app's module script.
    const scripts = r.html.match(/<script\b/g)?.length ?? 0;
    expect(r.html.match(/<\/script>/g)).toHaveLength(scripts);
    expect(r.html).not.toContain("<script>alert(1)");
    const tag = /id="boostdash-data">([^<]*)</.exec(r.html)?.[1] ?? "";
    expect(tag).not.toMatch(/<|>|&|\u2028/);
    expect((servedData(r.html) as { data: { embedFooter: string } }).data.embedFooter).toBe(HOSTILE_FOOTER);
    // The footer is shown as text, escaped by React.
    expect(r.html).toContain("Thanks &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp;");
  });

  it("answers an unknown store with 404 and its error view rendered", async () => {
    const r = await page(s, "/api/999000999/live-stock");
    expect(r.status).toBe(404);
    expect(r.html).toContain("Live stock data not found for this Guild ID.");
    expect(servedData(r.html)).toEqual({
      error: { status: 404, message: "Live stock data not found for this Guild ID." },
      text: { locale: "en", messages: pageMessages("en", "liveStock") },
    });
  });

  it("answers a failing database with 500 and the error view", async () => {
    const original = s.store.sellers.findByGuildId.bind(s.store.sellers);
    s.store.sellers.findByGuildId = async () => {
      throw new Error("database down");
    };
    try {
      const r = await page(s, `/api/${guild}/live-stock`);
      expect(r.status).toBe(500);
      expect(r.html).toContain("An error occurred while fetching the live stock data.");
    } finally {
      s.store.sellers.findByGuildId = original;
    }
  });
});

describe("server-rendered order status and redeem pages", () => {
  it("renders an order's status with its counts, and 404 for an unknown order", async () => {
    const r = await page(s, `/api/${guild}/order/ord-ssr/status`);
    expect(r.status).toBe(200);
    expect(r.html).toContain("<title>Order Status \u00b7 Nova Boosts</title>");
    expect(r.html).toContain("ord-ssr");
    const missing = await page(s, `/api/${guild}/order/nope/status`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("Order Status not found for this Guild ID.");
  });

  it("renders the redeem form on both paths, and 404 for an unknown store", async () => {
    for (const p of [`/api/redeem-order/${guild}`, `/api/redeem/${guild}`]) {
      const r = await page(s, p);
      expect(r.status).toBe(200);
      expect(r.html).toContain("<title>Redeem Your Order \u00b7 Nova Boosts</title>");
      expect(r.html).toMatch(/<form[^>]*>/);
    }
    const missing = await page(s, "/api/redeem-order/999000999");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("Redeem page not found.");
  });
});

describe("compression and the page cache", () => {
  it("sends brotli or gzip as asked, the same page either way", async () => {
    const plain = await page(s, `/api/${guild}/live-stock`);
    const br = await page(s, `/api/${guild}/live-stock`, "gzip, deflate, br");
    const gz = await page(s, `/api/${guild}/live-stock`, "gzip");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(br.html).toBe(plain.html);
    expect(gz.html).toBe(plain.html);
    // The first round trip of a new connection (about 14 KB) holds the whole painted page.
    expect(br.bytes.length).toBeLessThan(14 * 1024);
  });

  it("picks the encoding by the browser's preference, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip;q=1, br;q=0")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it("escapes JSON for a script element", () => {
    expect(jsonForScript({ a: "</script><!--&\u2028" })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028"}',
    );
  });

  it("serves a busy page from memory, and drops it as soon as a write goes through the API", async () => {
    const g = cached.admin.seller.guildId;
    const first = await page(cached, `/api/${g}/live-stock`);
    const firstJson = await call(cached.url, "GET", `/api/fetch/${g}/live-stock`);
    expect(firstJson.body).toMatchObject({ oneMonthNitroTokens: 12 });
    // A change behind the server's back (another instance, the CLI) shows once the entry expires.
    await cached.store.sellers.update(cached.admin.seller.id, { oneMonthNitroTokens: 13 });
    expect((await call(cached.url, "GET", `/api/fetch/${g}/live-stock`)).body).toMatchObject({
      oneMonthNitroTokens: 12,
    });
    const again = await page(cached, `/api/${g}/live-stock`, "br");
    expect(again.html).toBe(first.html);
    // The bot updates stock through the API: the next read is fresh, JSON and page alike.
    const put = await call(cached.url, "PUT", "/api/bot/stock", {
      headers: { "X-Bot-Key": cached.admin.botKey },
      body: {
        oneMonthNitroTokens: 77,
        oneMonthServerBoosts: 1,
        threeMonthNitroTokens: 2,
        threeMonthServerBoosts: 3,
      },
    });
    expect(put.status).toBe(200);
    expect((await call(cached.url, "GET", `/api/fetch/${g}/live-stock`)).body).toMatchObject({
      oneMonthNitroTokens: 77,
    });
    const fresh = await page(cached, `/api/${g}/live-stock`);
    expect(
      (servedData(fresh.html) as { data: { oneMonthNitroTokens: number } }).data.oneMonthNitroTokens,
    ).toBe(77);
  });
});

describe("the reader's language", () => {
  const status = () => `/api/${guild}/order/ord-ssr/status`;
  /** Every text of a catalogue, flattened. */
  const texts = (catalogue: object): string[] =>
    Object.values(catalogue).flatMap((v) => (typeof v === "string" ? [v] : texts(v as object)));

  it("sends the order status page in one first round trip (under 14 KB brotli) in every language", async () => {
    const sizes: Record<string, number> = {};
    for (const locale of PUBLIC_LOCALES) {
      const r = await page(s, `${status()}?lang=${locale}`, "br");
      expect(r.status).toBe(200);
      expect(r.html).toMatch(new RegExp(`<html lang="${locale}"`));
      sizes[locale] = r.bytes.length;
    }
    for (const [locale, bytes] of Object.entries(sizes)) expect(bytes, locale).toBeLessThan(14 * 1024);
  });

  it("follows Accept-Language: the page, its title and <html lang> in German, and only German words sent", async () => {
    const r = await page(s, status(), "br", { "Accept-Language": "de-DE,de;q=0.9,en;q=0.8" });
    expect(r.status).toBe(200);
    expect(r.html).toMatch(/^<!doctype html>\s*<html lang="de"/i);
    expect(r.html).toContain("<title>Bestellstatus \u00b7 Nova Boosts</title>");
    expect(r.html).toMatch(/<h1[^>]*>Bestellstatus<\/h1>/);
    expect(r.html).toContain("Menge");
    expect(r.headers.get("content-language")).toBe("de");
    expect(r.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect((servedData(r.html) as { text: unknown }).text).toEqual({
      locale: "de",
      messages: pageMessages("de", "publicOrderStatus"),
    });
    // No other language's catalogue reaches the browser: none of their words that German lacks is in the page.
    const german = new Set(texts(PUBLIC_MESSAGES.de));
    for (const locale of ["en", "es", "fr", "tr", "ru", "pt-BR"] as const) {
      const foreign = texts(PUBLIC_MESSAGES[locale]).filter((t) => !german.has(t) && t.length > 12);
      for (const t of foreign) expect(r.html, `${locale}: ${t}`).not.toContain(t);
    }
    // Still one small first response.
    expect(r.bytes.length).toBeLessThan(14 * 1024);
  });

  it("takes ?lang= over the cookie and the browser, and remembers it in a cookie", async () => {
    const r = await page(s, `${status()}?lang=fr`, "identity", {
      "Accept-Language": "de",
      Cookie: "lang=tr",
    });
    expect(r.html).toMatch(/<html lang="fr"/);
    expect(r.html).toContain("Statut de la commande");
    expect(r.headers.get("set-cookie")).toBe("lang=fr; Path=/; Max-Age=31536000; SameSite=Lax");
    const byCookie = await page(s, status(), "identity", { "Accept-Language": "de", Cookie: "x=1; lang=tr" });
    expect(byCookie.html).toMatch(/<html lang="tr"/);
    expect(byCookie.html).toContain("Sipariş Durumu");
    expect(byCookie.headers.get("set-cookie")).toBeNull();
    // A language we do not have: the next choice (here, the browser's), never an error.
    const unknown = await page(s, `${status()}?lang=xx`, "identity", { "Accept-Language": "pt-BR" });
    expect(unknown.status).toBe(200);
    expect(unknown.html).toMatch(/<html lang="pt-BR"/);
    const none = await page(s, status());
    expect(none.html).toMatch(/<html lang="en"/);
    expect(none.html).toContain("1 Month Boosts");
  });

  it("keeps one rendered page per language: readers in turn each get their own, on both paths", async () => {
    for (const server of [s, cached]) {
      const g = server.admin.seller.guildId;
      // A write through the API empties the caches, so each language's first reader goes through Fastify.
      await call(server.url, "PUT", "/api/bot/stock", {
        headers: { "X-Bot-Key": server.admin.botKey },
        body: {
          oneMonthNitroTokens: 1,
          oneMonthServerBoosts: 2,
          threeMonthNitroTokens: 3,
          threeMonthServerBoosts: 4,
        },
      });
      const hits = server.app.fastPathHits();
      for (const [header, lang, word] of [
        ["ru", "ru", "Наличие"],
        ["en", "en", "Live Stock"],
        ["es-MX,es;q=0.9", "es", "en vivo"],
        ["ru", "ru", "Наличие"],
        ["en", "en", "Live Stock"],
      ] as const) {
        const r = await page(server, `/api/${g}/live-stock`, "br", { "Accept-Language": header });
        expect(r.html, header).toMatch(new RegExp(`<html lang="${lang}"`));
        expect(r.html, header).toContain(word);
        expect(r.headers.get("content-language"), header).toBe(lang);
      }
      // With the public-read cache on, the second reader of each language is answered from memory.
      if (server === cached) expect(server.app.fastPathHits()).toBe(hits + 2);
    }
  });
});

describe("the redeem page in the reader's language", () => {
  const redeem = () => `/api/redeem-order/${guild}`;

  it("follows ?lang= with Discord's locales (pt-BR, es-ES), and an unknown one (zh-CN) falls through", async () => {
    const pt = await page(s, `${redeem()}?lang=pt-BR`);
    expect(pt.status).toBe(200);
    expect(pt.html).toMatch(/<html lang="pt-BR"/);
    expect(pt.html).toContain("<title>Resgate seu pedido \u00b7 Nova Boosts</title>");
    expect(pt.html).toMatch(/<h1[^>]*>Resgate seu pedido<\/h1>/);
    expect(pt.html).toContain("Resgatar agora");
    expect(pt.headers.get("set-cookie")).toBe("lang=pt-BR; Path=/; Max-Age=31536000; SameSite=Lax");
    const es = await page(s, `${redeem()}?lang=es-ES`);
    expect(es.html).toMatch(/<html lang="es"/);
    expect(es.html).toContain("Canjear ahora");
    expect(es.headers.get("content-language")).toBe("es");
    // Discord's zh-CN is none of ours: the reader's browser language next, else English; never an error.
    const zh = await page(s, `${redeem()}?lang=zh-CN`, "identity", { "Accept-Language": "zh-CN,ru;q=0.8" });
    expect(zh.status).toBe(200);
    expect(zh.html).toMatch(/<html lang="ru"/);
    expect(zh.headers.get("set-cookie")).toBeNull();
    const zhOnly = await page(s, `${redeem()}?lang=zh-CN`);
    expect(zhOnly.html).toMatch(/<html lang="en"/);
    expect(zhOnly.html).toContain("Redeem Now");
    // The page in other languages, under the form, in the first response.
    expect(pt.html).toContain('<a href="?lang=de" hrefLang="de" lang="de"');
  });

  it("arrives in one first round trip (under 14 KB brotli) in English and in German", async () => {
    for (const lang of ["en", "de"] as const) {
      const r = await page(s, redeem(), "br", { "Accept-Language": lang });
      expect(r.html).toMatch(new RegExp(`<html lang="${lang}"`));
      expect((servedData(r.html) as { text: unknown }).text).toEqual({
        locale: lang,
        messages: pageMessages(lang, "redeemPageConfig"),
      });
      expect(r.bytes.length, lang).toBeLessThan(14 * 1024);
      // The toasts' styles come with the toasts' own chunk, when the first toast is due, not in the first response.
      expect(r.html, lang).not.toContain("Toastify");
    }
  });

  it("renders in each of the seven languages its own words, with no place left unfilled", async () => {
    for (const locale of PUBLIC_LOCALES) {
      const r = await page(s, `${redeem()}?lang=${locale}`);
      const words = PUBLIC_MESSAGES[locale].redeem;
      expect(r.html, locale).toMatch(new RegExp(`<html lang="${locale}"`));
      const markup = r.html.slice(0, r.html.indexOf('<script type="application/json"'));
      for (const text of [words.title, words.intro, words.submit, words.redeemKeyPlaceholder])
        expect(markup, `${locale}: ${text}`).toContain(escapeHtml(text));
      // The description names the store: its {store} filled, in the page's head.
      expect(markup, locale).toContain(
        escapeHtml(words.descriptionAtStore.replace("{store}", "Nova Boosts")),
      );
      expect(markup, locale).not.toMatch(/\{\w+\}/);
    }
  });

  it("says a missing store in the reader's language", async () => {
    const missing = await page(s, "/api/redeem-order/999000999", "identity", { "Accept-Language": "de" });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("Einlöseseite nicht gefunden.");
  });
});

describe("the cache fast path", () => {
  const withoutDate = (h: Headers) => [...h.entries()].filter(([k]) => k !== "date");

  it("answers a cached read and page with the same status, headers and body as Fastify's path", async () => {
    const g = cached.admin.seller.guildId;
    const cases: Array<[string, string]> = [
      [`/api/fetch/${g}/live-stock`, "identity"],
      [`/api/fetch/${g}/order/ord-ssr/status`, "identity"],
      [`/api/fetch/redeem-order/${g}`, "identity"],
      ["/api/fetch/999000999/live-stock", "identity"],
      [`/api/${g}/live-stock`, "br"],
      [`/api/${g}/live-stock`, "gzip"],
      [`/api/${g}/order/ord-ssr/status`, "identity"],
      [`/api/redeem-order/${g}`, "br"],
      [`/api/redeem/${g}`, "identity"],
      ["/api/999000999/live-stock", "br"],
    ];
    for (const [p, encoding] of cases) {
      // A write through the API empties the caches: the first read goes through Fastify and fills them.
      await call(cached.url, "PUT", "/api/bot/stock", {
        headers: { "X-Bot-Key": cached.admin.botKey },
        body: {
          oneMonthNitroTokens: 5,
          oneMonthServerBoosts: 6,
          threeMonthNitroTokens: 7,
          threeMonthServerBoosts: 8,
        },
      });
      const before = cached.app.fastPathHits();
      const slow = await page(cached, p, encoding);
      expect(cached.app.fastPathHits(), p).toBe(before);
      const fast = await page(cached, p, encoding);
      expect(cached.app.fastPathHits(), p).toBe(before + 1);
      expect(fast.status, p).toBe(slow.status);
      expect(withoutDate(fast.headers), p).toEqual(withoutDate(slow.headers));
      expect(fast.bytes.equals(slow.bytes), p).toBe(true);
    }
  });

  it("keeps answering from memory with request logging on, and logs those requests as Fastify does", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logged = await startServer({
      roots: { public: built.public, publicRenderer: built.publicRenderer },
      publicCacheMs: 60_000,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      const g = logged.admin.seller.guildId;
      const linesOf = (reqId: unknown) => lines.filter((l) => l.reqId === reqId);
      for (const p of [`/api/fetch/${g}/live-stock`, `/api/${g}/live-stock`]) {
        // The first read goes through Fastify and fills the cache; the second is the fast path's.
        await page(logged, p);
        const before = logged.app.fastPathHits();
        const fast = await page(logged, p);
        expect(fast.status, p).toBe(200);
        expect(logged.app.fastPathHits(), p).toBe(before + 1);
        const incoming = lines.filter(
          (l) => l.msg === "incoming request" && (l.req as { url: string }).url === p,
        );
        expect(incoming, p).toHaveLength(2);
        const [slowIn, fastIn] = incoming;
        expect(String(slowIn?.reqId), p).toMatch(/^req-/);
        expect(String(fastIn?.reqId), p).toMatch(/^fast-/);
        await vi.waitFor(() => expect(linesOf(fastIn?.reqId)).toHaveLength(2));
        await vi.waitFor(() => expect(linesOf(slowIn?.reqId)).toHaveLength(2));
        const [, fastDone] = linesOf(fastIn?.reqId);
        const [, slowDone] = linesOf(slowIn?.reqId);
        expect(fastIn?.req, p).toMatchObject({ method: "GET", url: p });
        expect(fastDone, p).toMatchObject({ msg: "request completed", res: { statusCode: 200 } });
        expect(typeof fastDone?.responseTime, p).toBe("number");
        // The same fields as Fastify's own lines for the same request.
        const keys = (o: unknown) => Object.keys(o ?? {}).sort();
        expect(keys(fastIn), p).toEqual(keys(slowIn));
        expect(keys(fastIn?.req), p).toEqual(keys(slowIn?.req));
        expect(keys(fastDone), p).toEqual(keys(slowDone));
        expect(fastDone?.res, p).toEqual(slowDone?.res);
      }
    } finally {
      await logged.close();
    }
  });

  it("leaves HEAD, query strings' paths it does not know, and custom hosts to Fastify", async () => {
    const g = cached.admin.seller.guildId;
    await page(cached, `/api/fetch/${g}/live-stock`);
    const before = cached.app.fastPathHits();
    await fetch(`${cached.url}/api/fetch/${g}/live-stock`, { method: "HEAD" });
    await new Promise<void>((resolve, reject) =>
      http
        .get(`${cached.url}/api/fetch/${g}/live-stock`, { headers: { Host: "shop.example.org" } }, (res) => {
          res.resume();
          res.on("end", () => resolve());
        })
        .on("error", reject),
    );
    expect(cached.app.fastPathHits()).toBe(before);
    // A query string does not change the answer, so the cached one is sent.
    await page(cached, `/api/fetch/${g}/live-stock?x=1`);
    expect(cached.app.fastPathHits()).toBe(before + 1);
  });
});

describe("the warranty on the server-rendered order status page", () => {
  it("shows the policy and the request button, or why not, in English and in German", async () => {
    await s.store.orders.upsert(
      s.admin.seller.id,
      sampleOrder("ord-ssr-waiting", guild, { status: "pending", successTokens: [], failedTokens: [] }),
    );
    // ord-ssr: delivered (partly) just now, a one-month stock: the default 15 days, the seller deciding.
    const english = await page(s, `/api/${guild}/order/ord-ssr/status`);
    expect(english.html).toContain(
      "15 days from delivery, up to 100% of the order replaced. The seller approves each request.",
    );
    expect(english.html).toMatch(/<button[^>]*>Boosts dropped\? Request a replacement<\/button>/);
    // The window's end waits for the reader's zone (the browser's): its line is rendered empty, so nothing moves.
    expect(english.html).toMatch(/<p [^>]*data-testid="warranty-until"[^>]*><\/p>/);
    const german = await page(s, `/api/${guild}/order/ord-ssr/status`, "br", { "Accept-Language": "de" });
    expect(german.html).toContain(
      "15 Tage ab Lieferung, bis zu 100\u00a0% der Bestellung werden ersetzt. Der Verkäufer genehmigt jede Anfrage.",
    );
    expect(german.html).toMatch(/<button[^>]*>Boosts verloren\? Ersatz anfordern<\/button>/);
    // Still one small first response with the warranty and its words.
    expect(german.bytes.length).toBeLessThan(14 * 1024);

    // Not delivered yet: the policy and why no request can be made now, in the page's language (not the server's
    // English reason), and no button.
    const waiting = await page(s, `/api/${guild}/order/ord-ssr-waiting/status`);
    expect(waiting.html).toContain("A replacement can be requested once this order is delivered.");
    expect(waiting.html).not.toContain("Request a replacement</button>");
    const wartend = await page(s, `/api/${guild}/order/ord-ssr-waiting/status`, "identity", {
      "Accept-Language": "de",
    });
    expect(wartend.html).toContain("Ersatz kann angefordert werden, sobald diese Bestellung geliefert ist.");
    // The data still carries the server's English reason; the page shows the catalogue's.
    const shown = wartend.html.slice(0, wartend.html.indexOf('id="boostdash-data"'));
    expect(shown).not.toContain("This order is still being delivered.");
  });
});
