// "Find my order" (docs/decisions.md#delivery-emails-and-find-my-order): a customer types their email and receives,
// through the customers' mail outbox, a link (one use, 15 minutes) to the list of their orders in that store. The
// answer is the same words and the same work on the request whether or not the email has orders: the look-up, the
// link and the mail are done after the answer. Rate-limited per address and per email.
import { createHash, randomBytes } from "node:crypto";
import {
  type FindOrderPageData,
  type FindOrderView,
  findOrderHref,
} from "@boostdash/api-client/public/findOrder";
import { negotiateLocale, type PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import { pageMessages } from "@boostdash/api-client/public/i18n/messages";
import { isValidEmail } from "@boostdash/api-client/public/rules";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { FeaturePlugin } from "../../http.ts";
import { MINUTE } from "../../rateLimits.ts";
import { sendIndex } from "../../sendPages.ts";
import { encoded, pickEncoding } from "../../ssr.ts";
import type { FeatureDeps } from "../handlerKit.ts";
import { findOrderMail } from "../mail/compose.ts";
import { customerMail } from "../mail/customerMail.ts";
import { MailRepository, normalEmail } from "../mail/mailRepository.ts";
import { mailMigrations } from "../mail/migrations.ts";
import { notifications, storeLook } from "../notifications/notifier.ts";
import type { Seller } from "../sellers/sellerRepository.ts";

/** How long a link works. */
export const LINK_TTL_MS = 15 * MINUTE;
/** Requests from one address, and for one email in one store, per window. */
export const FIND_ORDER_LIMITS = {
  perAddress: { max: 10, windowMs: 15 * MINUTE },
  perEmail: { max: 3, windowMs: 15 * MINUTE },
} as const;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The reader's language, chosen as the other public pages choose it (publicPageRoutes.ts). */
function pageLocale(req: FastifyRequest, reply: FastifyReply): PublicLocale {
  const query = (req.query as { lang?: unknown } | undefined)?.lang;
  const { locale } = negotiateLocale({
    query: typeof query === "string" ? query : undefined,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
  });
  reply.header("Content-Language", locale).header("Vary", "Accept-Encoding, Accept-Language, Cookie");
  return locale;
}

function findOrderRoutes(now: () => number = Date.now): FastifyPluginAsync<FeatureDeps> {
  return async (app, deps) => {
    const { store, config } = deps;
    const repo = new MailRepository(store.db);
    // The page is one of the public app's screens (packages/ui FindOrderScreen), rendered with its state as the
    // page's data by the app's own renderer (the roots it was built with), so the bundle is loaded once.
    const { renderer, publicRoot } = deps;

    /**
     * The page in `view`'s state, server-rendered and never cached (each is the answer to one request; the list is
     * one customer's). Without a built renderer, the public app's "not built" page with the same status.
     */
    const page = async (
      req: FastifyRequest,
      reply: FastifyReply,
      status: number,
      view: FindOrderView,
      locale: PublicLocale,
      seller: Seller,
    ) => {
      const look = storeLook(seller);
      const data: FindOrderPageData = {
        guildId: seller.guildId,
        storeName: look.name,
        color: look.color,
        view,
      };
      const rendered = await renderer?.render(
        req.url.split("?")[0] ?? "/",
        { data, text: { locale, messages: pageMessages(locale, "findOrder") } },
        status,
        undefined,
      );
      if (!rendered) return sendIndex(reply, publicRoot, "public", status);
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      reply.code(status).type("text/html; charset=utf-8").header("Cache-Control", "no-store");
      if (encoding) reply.header("Content-Encoding", encoding);
      return reply.send(encoded(rendered, encoding));
    };

    /** The store of the address, or a plain 404 (a store on its own domain shows only its own). */
    const sellerOf = async (req: FastifyRequest, reply: FastifyReply): Promise<Seller | undefined> => {
      const { guildId } = req.params as { guildId: string };
      const seller = await store.sellers.findByGuildId(guildId);
      const onHost = deps.hostSeller(req);
      if (!seller || (onHost && onHost.id !== seller.id)) {
        reply.code(404).type("text/plain; charset=utf-8").send("Store not found.");
        return undefined;
      }
      return seller;
    };

    let pruner: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      pruner = setInterval(() => {
        repo
          .pruneLinks(now())
          .catch((err: unknown) => app.log.warn({ err }, "find my order: pruning failed"));
      }, config.logs.pruneIntervalMs);
      pruner.unref();
    });
    app.addHook("onClose", async () => clearInterval(pruner));

    await app.register(async (scoped) => {
      // The form posts without any script, as a browser encodes a form.
      scoped.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string", bodyLimit: 4096 },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      const byAddress = scoped.createRateLimit({
        max: FIND_ORDER_LIMITS.perAddress.max,
        timeWindow: FIND_ORDER_LIMITS.perAddress.windowMs,
        keyGenerator: (req) => `find-order:address:${req.ip}`,
      });
      const emailKey = new WeakMap<FastifyRequest, string>();
      const byEmail = scoped.createRateLimit({
        max: FIND_ORDER_LIMITS.perEmail.max,
        timeWindow: FIND_ORDER_LIMITS.perEmail.windowMs,
        keyGenerator: (req) => `find-order:email:${emailKey.get(req) ?? ""}`,
      });

      const path = "/api/:guildId/find-order";

      scoped.get(path, async (req, reply) => {
        const seller = await sellerOf(req, reply);
        if (!seller) return reply;
        const locale = pageLocale(req, reply);
        const view: FindOrderView = customerMail(store.db)
          ? { kind: "form" }
          : { kind: "form", error: "mailOff" };
        return page(req, reply, 200, view, locale, seller);
      });

      scoped.post(path, async (req, reply) => {
        const seller = await sellerOf(req, reply);
        if (!seller) return reply;
        const locale = pageLocale(req, reply);
        const raw = (req.body as { email?: unknown } | undefined)?.email;
        const email = typeof raw === "string" ? raw.trim() : "";
        if (!customerMail(store.db))
          return page(req, reply, 503, { kind: "form", email, error: "mailOff" }, locale, seller);
        if (!isValidEmail(email)) {
          return page(req, reply, 400, { kind: "form", email, error: "invalidEmail" }, locale, seller);
        }
        for (const [limit, key] of [
          [byAddress, undefined],
          [byEmail, `${seller.id}:${hashToken(normalEmail(email))}`],
        ] as const) {
          if (key) emailKey.set(req, key);
          const r = await limit(req);
          if (!r.isAllowed && r.isExceeded) {
            const wait = Math.max(1, r.ttlInSeconds);
            reply.header("Retry-After", String(wait));
            return page(req, reply, 429, { kind: "tooMany", wait: Math.ceil(wait / 60) }, locale, seller);
          }
        }
        // After the answer: whether the email has orders never changes what the request does or how long it takes.
        setImmediate(() => {
          sendLink(seller, email, locale).catch((err: unknown) => {
            req.log.warn({ err }, "find my order: the link could not be made");
          });
        });
        return page(req, reply, 200, { kind: "sent" }, locale, seller);
      });

      async function sendLink(seller: Seller, email: string, locale: PublicLocale): Promise<void> {
        const normal = normalEmail(email);
        if (!(await repo.hasOrders(seller.id, normal))) return;
        const token = randomBytes(32).toString("base64url");
        const at = now();
        await repo.addLink({
          tokenHash: hashToken(token),
          sellerId: seller.id,
          email: normal,
          locale,
          now: at,
          ttlMs: LINK_TTL_MS,
        });
        const link = `https://${config.publicHost}${findOrderHref(seller.guildId)}/${token}?lang=${encodeURIComponent(locale)}`;
        await notifications(store, config.publicHost).mailTo(seller, email, {
          // One mail per link: the link's hash is its key.
          key: `find_order:${hashToken(token)}`,
          event: "find_order.link",
          content: findOrderMail(locale, storeLook(seller), link),
        });
      }

      // Opening the link shows a button; only pressing it uses the link, so a mail scanner that opens every link in
      // a message does not use it up before the customer does.
      scoped.get(`${path}/:token`, async (req, reply) => {
        const seller = await sellerOf(req, reply);
        if (!seller) return reply;
        const locale = pageLocale(req, reply);
        const { token } = req.params as { token: string };
        const link = await repo.link(hashToken(token), seller.id);
        // A link pruned a day after it ran out is unknown: it had expired.
        if (link?.usedAt != null) return page(req, reply, 410, { kind: "used" }, locale, seller);
        if (!link || link.expiresAt <= now())
          return page(req, reply, 410, { kind: "expired" }, locale, seller);
        return page(req, reply, 200, { kind: "open", token }, locale, seller);
      });

      scoped.post(`${path}/:token`, async (req, reply) => {
        const seller = await sellerOf(req, reply);
        if (!seller) return reply;
        const locale = pageLocale(req, reply);
        const { token } = req.params as { token: string };
        const use = await repo.consumeLink(hashToken(token), seller.id, now());
        if (!use.ok)
          return page(req, reply, 410, { kind: use.reason === "used" ? "used" : "expired" }, locale, seller);
        const orders = await repo.customerOrders(seller.id, use.email);
        return page(req, reply, 200, { kind: "list", orders }, locale, seller);
      });
    });
  };
}

export const findOrderPlugin = Object.assign(findOrderRoutes(), {
  sellerLimits: {},
  migrations: mailMigrations,
}) as FeaturePlugin<never>;
