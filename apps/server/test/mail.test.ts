// Customers' delivery emails: a real SMTP server in this process (smtp-server) receives what the outbox sends, and
// mailparser reads it back as a mail client would: the received and finished mails, their language, the text and
// HTML parts, a refusal tried again, no second copy after a restart, and nothing at all when SMTP_URL is unset.
import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { openDb } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { adapters } from "../src/features/intake/adapters.ts";
import { IntakeRepository } from "../src/features/intake/intakeRepository.ts";
import { turnCustomerMailOff, turnCustomerMailOn } from "../src/features/mail/customerMail.ts";
import { smtpMailer } from "../src/features/mail/mailer.ts";
import { MailRepository } from "../src/features/mail/mailRepository.ts";
import { Notifier } from "../src/features/notifications/notifier.ts";
import { systemAddressResolver } from "../src/features/notifications/safeRequest.ts";
import { MAIL_CLAIM_TIMEOUTS, OutboxSender } from "../src/features/notifications/sender.ts";
import { Store } from "../src/store.ts";
import { call, sampleOrder, startServer, type TestServer, testDatabase } from "./helpers.ts";
import { fixture } from "./intakeFixtures.ts";
import { smtpInbox, until } from "./smtpInbox.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const f of cleanups.splice(0).reverse()) await f();
});

/** A server sending through `smtpUrl` (or with mail off), retries 5,000 times shorter. */
async function server(smtpUrl?: string): Promise<TestServer> {
  const s = await startServer({
    env: {
      WEBHOOK_RETRY_SCALE: "0.0002",
      MAIL_FROM: "Boost Shop <shop@mail.test>",
      ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    },
  });
  cleanups.push(() => s.close());
  return s;
}

function bot(s: TestServer, name: ContractRouteName, params: Record<string, string>, body: unknown) {
  const route = contractRoutes[name];
  return call(s.url, route.method, API_BASE_PATH + buildPath(route.path, params), {
    token: s.admin.botKey,
    body,
  });
}

/** A redeemed order of 4 one-month boosts, as the customer makes it on the redeem page. */
async function redeem(s: TestServer, key: string, email: string, headers: Record<string, string> = {}) {
  await bot(s, "botAddRedeemKeys", {}, { keys: [{ key, amount: 4, stock: "oneMonthBoosts.txt" }] });
  const guild = s.admin.seller.guildId;
  const r = await call(s.url, "POST", `/api/redeem/${guild}`, {
    body: { redeemKey: key, discordInvite: "discord.gg/cee", email, displayname: "Cee", bio: "" },
    headers,
  });
  expect((r.body as { status: string }).status).toBe("success");
}

async function finish(s: TestServer, key: string, success: string[], failed: string[]) {
  await bot(s, "botClaimRedeems", {}, { limit: 5 });
  const r = await bot(s, "botRedeemResult", { redeemKey: key }, { "tokens-used": { success, failed } });
  expect(r.status).toBe(200);
}

const emailRows = (s: TestServer) =>
  new MailRepository(s.db).k
    .selectFrom("notificationOutbox" as never)
    .selectAll()
    .where("target" as never, "=", "email" as never)
    .execute() as Promise<{ status: string; attempts: number; body: string; lastError: string | null }[]>;

/** A storefront's purchase (Sellix, signed) of a mapped product, with the buyer's email and no language. */
async function storefrontPurchase(
  s: TestServer,
  a: { seller: { id: string }; token: string },
  deliveryId: string,
) {
  const f = fixture("sellix");
  const intake = new IntakeRepository(s.db);
  await intake.setSecret(a.seller.id, "sellix", f.secret);
  const mapped = await call(s.url, "PUT", "/api/dashboard/intake/mappings", {
    token: a.token,
    body: {
      mappings: [
        {
          platform: "sellix",
          productId: f.productId,
          stock: "oneMonthBoosts.txt",
          amount: 14,
          inviteField: "Discord Invite",
        },
      ],
    },
  });
  expect(mapped.status).toBe(200);
  expect(
    (await call(s.url, "PUT", "/api/stock", { token: a.token, body: { oneMonthServerBoosts: 100 } })).status,
  ).toBe(200);
  const signed = adapters.sellix.sign(Buffer.from(f.raw), f.secret, Date.now(), deliveryId);
  const r = await fetch(`${s.url}/api/intake/sellix/${await intake.intakeId(a.seller.id)}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Sellix-Product-Id": f.headers["X-Sellix-Product-Id"] ?? "",
      ...signed,
    },
    body: f.raw,
  });
  expect(r.status).toBe(200);
}

describe("delivery emails", () => {
  it("sends the received and the finished mail in the page's language, text beside HTML, the store's name and colour, typed text escaped", async () => {
    const inbox = await smtpInbox();
    cleanups.push(inbox.close);
    const s = await server(inbox.url);
    await s.store.sellers.update(s.admin.seller.id, {
      storeName: 'Shop <b>"Bold"</b> & Co',
      embedColor: "#ff66aa",
    });
    const guild = s.admin.seller.guildId;

    await redeem(s, "MAIL-KEY-DE-1", "Kunde@Example.test", { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" });
    await until(() => inbox.got.length === 1, "the received mail");
    const received = inbox.got[0];
    expect(received?.subject).toBe('Bestellung #MAIL-KEY-DE-1 bei Shop <b>"Bold"</b> & Co eingegangen');
    expect(received?.to && "text" in received.to ? received.to.text : "").toBe("Kunde@example.test");
    expect(received?.from?.text).toBe('"Boost Shop" <shop@mail.test>');
    const statusLink = `https://boost.test-host.dev/api/${guild}/order/MAIL-KEY-DE-1/status?lang=de`;
    expect(received?.text).toContain(
      "Deine Bestellung #MAIL-KEY-DE-1 über 4 × 1-Monats-Boosts ist eingegangen.",
    );
    expect(received?.text).toContain(`Bestellstatus ansehen: ${statusLink}`);
    const html = typeof received?.html === "string" ? received.html : "";
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`href="${statusLink}"`);
    expect(html).toContain("#ff66aa");
    // The seller's words are text in the HTML, never markup.
    expect(html).toContain("Shop &#60;b&#62;&#34;Bold&#34;&#60;/b&#62; &#38; Co");
    expect(html).not.toContain("<b>");

    await finish(s, "MAIL-KEY-DE-1", ["t1", "t2"], []);
    await until(() => inbox.got.length === 2, "the finished mail");
    expect(inbox.got[1]?.subject).toBe("Bestellung #MAIL-KEY-DE-1 geliefert");
    expect(inbox.got[1]?.text).toContain(
      "Alle 4 Boosts deiner Bestellung #MAIL-KEY-DE-1 (1-Monats-Boosts) wurden geliefert.",
    );
    // Sent rows keep no copy of the mail (the SMTP server has the mail a moment before the sender records it).
    await until(
      async () => (await emailRows(s)).every((r) => r.status === "sent"),
      "both rows recorded as sent",
    );
    const rows = await emailRows(s);
    expect(rows.map((r) => [r.status, r.body])).toEqual([
      ["sent", ""],
      ["sent", ""],
    ]);
  });

  it("writes in English without a language, and says so when the order failed or was partly delivered", async () => {
    const inbox = await smtpInbox();
    cleanups.push(inbox.close);
    const s = await server(inbox.url);
    await redeem(s, "MAIL-KEY-EN-1", "buyer@example.test");
    await redeem(s, "MAIL-KEY-EN-2", "buyer@example.test", { "Accept-Language": "xx, tr;q=0.5" });
    await until(() => inbox.got.length === 2, "two received mails");
    const subjects = inbox.got.map((m) => m.subject).sort();
    expect(subjects[0]).toMatch(/^Order #MAIL-KEY-EN-1 received at /);
    expect(subjects[1]).toMatch(/: #MAIL-KEY-EN-2 numaralı sipariş alındı$/);
    await finish(s, "MAIL-KEY-EN-1", [], ["f1", "f2"]);
    await finish(s, "MAIL-KEY-EN-2", ["t1"], ["f1"]);
    await until(() => inbox.got.length === 4, "two finished mails");
    const finished = inbox.got.slice(2);
    expect(finished.map((m) => m.subject).sort()).toEqual([
      "#MAIL-KEY-EN-2 numaralı sipariş kısmen teslim edildi",
      "Order #MAIL-KEY-EN-1 could not be delivered",
    ]);
    expect(finished.find((m) => m.subject?.startsWith("Order"))?.text).toContain(
      "Your order #MAIL-KEY-EN-1 (1 Month Boosts) could not be delivered. Please contact the store.",
    );
  });

  it("mails a storefront's buyer when intake makes their order, in English", async () => {
    const inbox = await smtpInbox();
    cleanups.push(inbox.close);
    const s = await server(inbox.url);
    const a = await s.seller();
    await storefrontPurchase(s, a, "dlv_mail_1");
    await until(() => inbox.got.length === 1, "the storefront buyer's mail");
    const mail = inbox.got[0];
    expect(mail?.to && "text" in mail.to ? mail.to.text : "").toBe("buyer@example.com");
    expect(mail?.subject).toMatch(new RegExp(`^Order #\\S+ received at ${a.seller.name}$`));
    expect(mail?.text).toContain("for 14 × 1 Month Boosts is in.");
  });

  it("writes to a storefront's buyer in the store's customers' default language, the purchase carrying none", async () => {
    const inbox = await smtpInbox();
    cleanups.push(inbox.close);
    const s = await server(inbox.url);
    const a = await s.seller();
    const mail = new MailRepository(s.db);
    expect(await mail.customersDefaultLocale(a.seller.id)).toBeNull();
    await mail.setCustomersDefaultLocale(a.seller.id, "de");
    await storefrontPurchase(s, a, "dlv_mail_de");
    await until(() => inbox.got.length === 1, "the storefront buyer's mail");
    const got = inbox.got[0];
    expect(got?.subject).toMatch(new RegExp(`^Bestellung #\\S+ bei ${a.seller.name} eingegangen$`));
    expect(got?.text).toContain("1-Monats-Boosts");
    // A page's language still wins over the store's default: an order's own language is kept.
    const other = await s.seller();
    await mail.setCustomersDefaultLocale(other.seller.id, "fr");
    await s.store.orders.upsert(other.seller.id, sampleOrder("MAIL-PAGE-RU", other.seller.guildId));
    await mail.setOrderLocale(other.seller.id, "MAIL-PAGE-RU", "ru");
    await mail.k
      .updateTable("orders")
      .set({ email: "ru@example.test" })
      .where("orderId", "=", "MAIL-PAGE-RU")
      .execute();
    expect((await mail.orderContact(other.seller.id, "MAIL-PAGE-RU"))?.locale).toBe("ru");
    await mail.setOrderLocale(other.seller.id, "MAIL-PAGE-RU", null);
    expect((await mail.orderContact(other.seller.id, "MAIL-PAGE-RU"))?.locale).toBe("fr");
  });

  it("writes the next storefront order's mail in the language saved in Settings", async () => {
    const inbox = await smtpInbox();
    cleanups.push(inbox.close);
    const s = await server(inbox.url);
    const a = await s.seller();
    const saved = await call(s.url, "PUT", "/api/user/customers-language", {
      token: a.token,
      body: { customersLanguage: "es" },
    });
    expect(saved.status).toBe(200);
    await storefrontPurchase(s, a, "dlv_mail_settings_es");
    await until(() => inbox.got.length === 1, "the storefront buyer's mail");
    const got = inbox.got[0];
    expect(got?.subject).toMatch(new RegExp(`^Pedido #\\S+ recibido en ${a.seller.name}$`));
    expect(got?.text).toMatch(/Tu pedido #\S+ de 14 × .+ está registrado/);
  });

  it("tries again after the SMTP server refuses once, and sends it once", async () => {
    const inbox = await smtpInbox((n) => n === 1);
    cleanups.push(inbox.close);
    const s = await server(inbox.url);
    await redeem(s, "MAIL-KEY-RETRY", "buyer@example.test");
    await until(() => inbox.got.length === 1, "the mail on its second try");
    expect(inbox.tries()).toBe(2);
    await until(async () => (await emailRows(s))[0]?.status === "sent", "the row recorded as sent");
    expect((await emailRows(s))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends nothing, and writes nothing to send, when SMTP_URL is unset", async () => {
    const s = await server();
    await redeem(s, "MAIL-KEY-OFF", "buyer@example.test");
    await finish(s, "MAIL-KEY-OFF", ["t1", "t2"], []);
    expect(await emailRows(s)).toEqual([]);
  });
});

describe("the outbox row is the unit", () => {
  it("sends no second copy after a restart: a retried save writes nothing new, a claim a killed process left is sent once", async () => {
    const inbox = await smtpInbox();
    cleanups.push(inbox.close);
    const tdb = await testDatabase({ migrated: true });
    const config = loadConfig({ ...tdb.env, PUBLIC_HOST: "boost.test-host.dev" }, tdb.dataDir);
    const db = openDb(config);
    cleanups.push(async () => {
      turnCustomerMailOff(db);
      await db.close();
      await tdb.cleanup();
    });
    await migrate(db);
    const store = new Store(db);
    const first = await store.sellers.ensureFirst();
    if (!first) throw new Error("expected an empty database");
    const sellerId = first.seller.id;
    const mails = new MailRepository(db);
    const order = async (orderId: string, finished: boolean) => {
      await store.orders.upsert(
        sellerId,
        sampleOrder(
          orderId,
          first.seller.guildId,
          finished ? {} : { status: "pending", successTokens: [], failedTokens: [] },
        ),
      );
      await mails.k
        .updateTable("orders")
        .set({ email: "buyer@example.test" })
        .where("orderId", "=", orderId)
        .execute();
    };
    turnCustomerMailOn(db, { publicHost: "boost.test-host.dev" });
    // The senders' clock runs ahead of the writes' (Date.now()), so what was written is due.
    let clock = Date.now() + 60_000;
    const sender = (repo: Notifier["repo"]) =>
      new OutboxSender({
        repo,
        mailer: smtpMailer({ smtpUrl: inbox.url, from: "shop@mail.test", timeoutMs: 2000 }),
        resolver: systemAddressResolver,
        allowLoopback: false,
        timeoutMs: 2000,
        maxBytes: 1024,
        retryScale: 0.0002,
        pollMs: 1000,
        now: () => clock,
      });

    // The first process: the order is saved, its mail written and sent.
    const before = new Notifier(store, "boost.test-host.dev");
    await order("RESTART-1", false);
    await before.orderSaved(sellerId, "RESTART-1");
    expect(await sender(before.repo).runDue()).toBe(1);
    expect(inbox.got).toHaveLength(1);

    // After a restart, the bot sends the same save again: nothing new is written, nothing is sent.
    const afterStore = new Store(db);
    const after = new Notifier(afterStore, "boost.test-host.dev");
    await after.orderSaved(sellerId, "RESTART-1");
    expect(await sender(after.repo).runDue()).toBe(0);
    expect(inbox.got).toHaveLength(1);

    // A process claimed the finished mail and was killed before sending it: the next one sends it once its claim
    // ran out, and only once.
    await order("RESTART-1", true);
    await before.orderSaved(sellerId, "RESTART-1");
    const [due] = await before.repo.due(clock);
    expect(due).toBeDefined();
    expect(await before.repo.claim(due?.id ?? "", clock, clock + 5000)).toBe(true);
    const next = sender(after.repo);
    expect(await next.runDue()).toBe(0);
    clock += 5001;
    expect(await next.runDue()).toBe(1);
    expect(await next.runDue()).toBe(0);
    expect(inbox.got.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Order #RESTART-1 received at /),
      "Order #RESTART-1 partly delivered",
    ]);
    expect(inbox.got[1]?.messageId).toBe(`<${due?.id}@boostdash.mail>`);

    // While a mail is being sent, its claim holds for eight timeouts (each SMTP step may take one), not a webhook's two.
    await order("RESTART-2", false);
    await before.orderSaved(sellerId, "RESTART-2");
    let heldFor = 0;
    const slow = new OutboxSender({
      repo: after.repo,
      mailer: {
        async send() {
          const [row] = await after.repo.k
            .selectFrom("notificationOutbox")
            .select("lockedUntil")
            .where("dedupeKey", "=", "mail.received:RESTART-2:email")
            .execute();
          heldFor = Number(row?.lockedUntil) - clock;
          return { code: 250 };
        },
        close() {},
      },
      resolver: systemAddressResolver,
      allowLoopback: false,
      timeoutMs: 2000,
      maxBytes: 1024,
      retryScale: 0.0002,
      pollMs: 1000,
      now: () => clock,
    });
    expect(await slow.runDue()).toBe(1);
    expect(heldFor).toBe(MAIL_CLAIM_TIMEOUTS * 2000 + 1000);
  });
});
