// "Find my order": the link arrives by mail (a real SMTP server in this process), works once and for 15 minutes,
// lists the customer's orders in that store only and only as the status view shows them; the answer does not tell
// whether the email is known; requests are limited per address and per email.
import http from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { PUBLIC_MESSAGES } from "@boostdash/api-client/public/i18n/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRoots } from "../src/app.ts";
import { hashToken, LINK_TTL_MS } from "../src/features/findOrder/plugin.ts";
import { MailRepository } from "../src/features/mail/mailRepository.ts";
import { sampleOrder, startServer, type TestServer } from "./helpers.ts";
import { ensurePublicBuild } from "./publicBuild.ts";
import { smtpInbox, until } from "./smtpInbox.ts";

const de = PUBLIC_MESSAGES.de.findOrder;
const en = PUBLIC_MESSAGES.en.findOrder;
const fr = PUBLIC_MESSAGES.fr.findOrder;

let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let s: TestServer;
const closing: (() => Promise<void>)[] = [];

/** The public app as built: the page is rendered by the app's own renderer, from the roots the app is given. */
const builtRoots = () => {
  const built = defaultRoots();
  return { public: built.public, publicRenderer: built.publicRenderer };
};

async function mailServer(): Promise<TestServer> {
  const server = await startServer({
    env: { SMTP_URL: inbox.url, WEBHOOK_RETRY_SCALE: "0.0002" },
    roots: builtRoots(),
  });
  closing.push(() => server.close());
  return server;
}

beforeAll(async () => {
  // The page is the public app's screen, rendered on the server by its built renderer.
  ensurePublicBuild();
  inbox = await smtpInbox();
  s = await mailServer();
});

afterAll(async () => {
  for (const f of closing.splice(0).reverse()) await f();
  await inbox?.close();
});

const page = (server: TestServer, guildId = server.admin.seller.guildId) =>
  `${server.url}/api/${guildId}/find-order`;

async function ask(server: TestServer, email: string, lang = "en") {
  const r = await fetch(page(server), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": lang },
    body: new URLSearchParams({ email }).toString(),
  });
  return { status: r.status, text: await r.text(), headers: r.headers };
}

/** An order of `sellerId` with this customer email (the redeem page's or a storefront's). */
async function order(server: TestServer, sellerId: string, guildId: string, orderId: string, email: string) {
  await server.store.orders.upsert(
    sellerId,
    sampleOrder(orderId, guildId, { invite: "https://discord.gg/secret" }),
  );
  await new MailRepository(server.db).k
    .updateTable("orders")
    .set({ email })
    .where("sellerId", "=", sellerId)
    .where("orderId", "=", orderId)
    .execute();
}

/** A link put straight into the table, as a mail would have carried it. */
async function link(server: TestServer, token: string, email: string, now = Date.now()) {
  await new MailRepository(server.db).addLink({
    tokenHash: hashToken(token),
    sellerId: server.admin.seller.id,
    email,
    locale: "en",
    now,
    ttlMs: LINK_TTL_MS,
  });
}

const linkPage = (server: TestServer, token: string, method: "GET" | "POST", lang: string) =>
  fetch(`${page(server)}/${token}`, { method, headers: { "accept-language": lang } }).then(async (r) => ({
    status: r.status,
    text: await r.text(),
  }));

describe("find my order", () => {
  it("mails a single-use link to a known email, answers an unknown one the same, and lists only that customer's orders, status view only", async () => {
    const me = s.admin.seller;
    await order(s, me.id, me.guildId, "FO-A1", "buyer@example.test");
    await order(s, me.id, me.guildId, "FO-A2", "  Buyer@Example.TEST ");
    await order(s, me.id, me.guildId, "FO-B1", "someone.else@example.test");
    const other = await s.seller();
    await order(s, other.seller.id, other.seller.guildId, "FO-OTHER", "buyer@example.test");

    const form = await fetch(page(s), { headers: { "accept-language": "de" } });
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain(`<html lang="de">`);
    expect(formHtml).toContain(de.submit);
    // The form is as findable as the stock page; a mailed link's pages are one person's.
    expect(formHtml).not.toContain('name="robots"');

    const unknown = await ask(s, "nobody@example.test", "de");
    const known = await ask(s, "Buyer@example.test", "de");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    expect(known.text).toContain(de.sentTitle);

    await until(() => inbox.got.length === 1, "the link's mail");
    const mail = inbox.got[0];
    expect(mail?.to && "text" in mail.to ? mail.to.text : "").toBe("Buyer@example.test");
    expect(mail?.subject).toBe(`Deine Bestellungen bei ${me.name}`);
    const token = /\/find-order\/([A-Za-z0-9_-]{43})\?lang=de/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    expect(typeof mail?.html === "string" ? mail.html : "").toContain(
      `/api/${me.guildId}/find-order/${token}?lang=de`,
    );

    // Only the token's hash is kept, and the sent mail's copy is gone from the outbox.
    const repo = new MailRepository(s.db);
    const links = await repo.k.selectFrom("findOrderLinks").selectAll().execute();
    expect(links.map((l) => l.tokenHash)).toEqual([hashToken(token)]);
    expect(JSON.stringify(links)).not.toContain(token);
    await until(async () => {
      const rows = await repo.k
        .selectFrom("notificationOutbox" as never)
        .select(["body" as never, "status" as never])
        .execute();
      return JSON.stringify(rows).includes('"status":"sent"') && !JSON.stringify(rows).includes(token);
    }, "the outbox row emptied once sent");

    // Opening the link does not use it (a mail scanner opens links); pressing the button does, once.
    const opened = await linkPage(s, token, "GET", "de");
    expect(opened.status).toBe(200);
    expect(opened.text).toContain(de.show);
    expect(opened.text).toContain('<meta name="robots" content="noindex"/>');
    const list = await linkPage(s, token, "POST", "de");
    expect(list.status).toBe(200);
    expect(list.text).toContain(`Deine Bestellungen bei ${me.name}`);
    expect(list.text).toContain("#FO-A1");
    expect(list.text).toContain('<meta name="robots" content="noindex"/>');
    expect(list.text).toContain("#FO-A2");
    expect(list.text).toContain(`/api/${me.guildId}/order/FO-A1/status?lang=de`);
    expect(list.text).toContain(PUBLIC_MESSAGES.de.orderStatus.partial);
    expect(list.text).toContain(PUBLIC_MESSAGES.de.stock.oneMonthBoosts);
    for (const hidden of [
      "FO-B1",
      "FO-OTHER",
      "someone.else",
      "discord.gg",
      ">t1<",
      ">t2<",
      "buyer@example",
    ]) {
      expect(list.text).not.toContain(hidden);
    }
    expect(inbox.got).toHaveLength(1);

    const again = await linkPage(s, token, "POST", "de");
    expect(again.status).toBe(410);
    expect(again.text).toContain(de.usedTitle);
    expect((await linkPage(s, token, "GET", "de")).text).toContain(de.usedTitle);
  });

  it("shows an expired or unknown link's page in the reader's language, and never lists after 15 minutes", async () => {
    const token = "expired-token-000000000000000000000000000000";
    await link(s, token, "buyer@example.test", Date.now() - LINK_TTL_MS - 1);
    for (const method of ["GET", "POST"] as const) {
      const r = await linkPage(s, token, method, "fr-FR,fr;q=0.9");
      expect(r.status).toBe(410);
      expect(r.text).toContain(`<html lang="fr">`);
      expect(r.text).toContain(fr.expiredTitle);
      expect(r.text).not.toContain("#FO-A1");
    }
    const unknown = await linkPage(s, "never-made-0000000000000000000000000000000000", "POST", "en");
    expect(unknown.status).toBe(410);
    expect(unknown.text).toContain(en.expiredTitle);
    // A link of another store is not this store's.
    const theirs = await s.seller();
    const fresh = "fresh-token-0000000000000000000000000000000000";
    await link(s, fresh, "buyer@example.test");
    const wrongStore = await fetch(`${page(s, theirs.seller.guildId)}/${fresh}`, { method: "POST" });
    expect(wrongStore.status).toBe(410);
    // Two presses at once: one list.
    const twice = "twice-token-0000000000000000000000000000000000";
    await link(s, twice, "buyer@example.test");
    const both = await Promise.all([linkPage(s, twice, "POST", "en"), linkPage(s, twice, "POST", "en")]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 410]);
    // The empty list, in its own words.
    const empty = "empty-token-0000000000000000000000000000000000";
    await link(s, empty, "no-orders@example.test");
    const none = await linkPage(s, empty, "POST", "en");
    expect(none.status).toBe(200);
    expect(none.text).toContain(en.empty);
  });

  it("answers a known and an unknown email at the same pace: the look-up happens after the answer", async () => {
    const me = s.admin.seller;
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 3; i++) {
      await order(s, me.id, me.guildId, `FO-PACE-${i}`, `pace${i}@example.test`);
      for (const kind of ["known", "unknown"] as const) {
        const started = performance.now();
        const r = await ask(s, kind === "known" ? `pace${i}@example.test` : `nobody${i}@example.test`);
        times[kind].push(performance.now() - started);
        expect(r.status).toBe(200);
        expect(r.text).toContain(en.sentTitle);
      }
    }
    const slowest = (l: number[]) => Math.max(...l);
    // The same order of magnitude (both do the same work before answering; the mail is written afterwards).
    expect(slowest(times.known)).toBeLessThan(10 * slowest(times.unknown) + 100);
    expect(slowest(times.unknown)).toBeLessThan(10 * slowest(times.known) + 100);
  });

  it("refuses a malformed email with the page's words, and an unknown store", async () => {
    const r = await ask(s, "not-an-email", "de");
    expect(r.status).toBe(400);
    expect(r.text).toContain(de.invalidEmail);
    expect(r.text).toContain('value="not-an-email"');
    const escaped = await ask(s, '"><script>alert(1)</script>', "en");
    expect(escaped.status).toBe(400);
    expect(escaped.text).not.toContain("<script>alert");
    expect((await fetch(`${s.url}/api/no-such-guild/find-order`)).status).toBe(404);
  });
});

/** A page as the wire carries it in brotli (fetch would decompress it before it could be measured). */
function brotliPage(url: string, method: "GET" | "POST", lang: string, body?: string) {
  return new Promise<{ status: number; bytes: number; html: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const req = http.request(
        url,
        {
          method,
          headers: {
            "accept-encoding": "br",
            "accept-language": lang,
            ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const bytes = Buffer.concat(chunks);
            expect(res.headers["content-encoding"]).toBe("br");
            resolve({
              status: res.statusCode ?? 0,
              bytes: bytes.length,
              html: brotliDecompressSync(bytes).toString("utf8"),
              headers: res.headers,
            });
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    },
  );
}

/** The data the page was rendered with, as the browser reads it back. */
function servedData(html: string): { data?: { view?: { kind?: string } }; text?: { locale?: string } } {
  const m = /<script type="application\/json" id="boostdash-data">([^<]*)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error("no server data in the page");
  return JSON.parse(m[1]);
}

describe("find my order's page", () => {
  it("is the public app's screen rendered on the server, with its state as its data, each state under 14 KB brotli in German", async () => {
    const me = s.admin.seller;
    for (let i = 0; i < 20; i++) await order(s, me.id, me.guildId, `FO-SIZE-${i}`, "size@example.test");
    const token = "size-token-00000000000000000000000000000000000";
    await link(s, token, "size@example.test");
    const pages = [
      ["form", await brotliPage(page(s), "GET", "de")],
      ["invalid email", await brotliPage(page(s), "POST", "de", "email=nope")],
      ["sent", await brotliPage(page(s), "POST", "de", "email=size%40example.test")],
      ["link", await brotliPage(`${page(s)}/${token}`, "GET", "de")],
      ["list of 20", await brotliPage(`${page(s)}/${token}`, "POST", "de")],
      ["used", await brotliPage(`${page(s)}/${token}`, "GET", "de")],
    ] as const;
    const kinds = ["form", "form", "sent", "open", "list", "used"];
    for (const [i, [name, p]] of pages.entries()) {
      expect(p.bytes, name).toBeLessThanOrEqual(14 * 1024);
      expect(p.headers["cache-control"], name).toBe("no-store");
      expect(p.html, name).toContain('<html lang="de">');
      // The public app's page: its markup in #root, the data it hydrates from, its one script.
      expect(p.html, name).toMatch(/<div id="root">(<!--\$-->)?<div class=/);
      expect(p.html, name).toMatch(/<script type="module"[^>]* src="\/p\/assets\/index-[^"]+\.js"/);
      const served = servedData(p.html);
      expect(served.text?.locale, name).toBe("de");
      expect(served.data?.view?.kind, name).toBe(kinds[i]);
      // Only the page's words: not the redeem or live stock pages'.
      expect(p.html, name).not.toContain(PUBLIC_MESSAGES.de.redeem.submit);
    }
    const list = pages[4][1].html;
    expect(list).toContain(`Deine Bestellungen bei ${me.name}`);
    expect(list).toContain("#FO-SIZE-19");
    expect(list).not.toContain("size@example");
    // The list is the answer to the button: no language links there, which would open the spent link.
    expect(list).not.toContain('href="?lang=');
    expect(pages[0][1].html).toContain('href="?lang=ru"');
    expect(pages[0][1].html).toContain(`<title>${de.title} · ${me.name}</title>`);
  });
});

describe("find my order's limits", () => {
  it("limits one email to 3 requests and one address to 10 in 15 minutes, with the wait in the page's words", async () => {
    const limited = await mailServer();
    for (let i = 0; i < 3; i++) expect((await ask(limited, "same@example.test")).status).toBe(200);
    const perEmail = await ask(limited, "SAME@example.test");
    expect(perEmail.status).toBe(429);
    expect(perEmail.text).toContain(en.tooMany.replace("{wait}", "15"));
    expect(Number(perEmail.headers.get("retry-after"))).toBeGreaterThan(800);
    for (let i = 4; i < 10; i++) expect((await ask(limited, `other${i}@example.test`)).status).toBe(200);
    const perAddress = await ask(limited, "fresh@example.test");
    expect(perAddress.status).toBe(429);
  });
});

describe("find my order without mail", () => {
  it("says the store cannot send emails, and sends nothing", async () => {
    const off = await startServer({ roots: builtRoots() });
    closing.push(() => off.close());
    const form = await fetch(page(off));
    expect(await form.text()).toContain(en.mailOff);
    const r = await ask(off, "buyer@example.test");
    expect(r.status).toBe(503);
    expect(r.text).toContain(en.mailOff);
    expect(await new MailRepository(off.db).k.selectFrom("findOrderLinks").selectAll().execute()).toEqual([]);
  });
});

describe("find my order's renderer", () => {
  it("is the app's own (its roots): an app given no renderer answers the public app's 'not built' page", async () => {
    const bare = await startServer({ env: { SMTP_URL: inbox.url } });
    closing.push(() => bare.close());
    const form = await fetch(page(bare));
    expect(form.status).toBe(200);
    const text = await form.text();
    expect(text).toContain("The public app is not built yet");
    expect(text).not.toContain(en.title);
  });
});
