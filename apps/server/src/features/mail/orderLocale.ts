// The language an order's emails are written in: the one the redeem page was shown in. The page's form posts with
// the same cookie and Accept-Language the page was chosen by (a `?lang=` in its address set that cookie), so the same
// choice made again here lands on the page's language (docs/decisions.md#public-pages-in-the-customers-language).
import { negotiateLocale } from "@boostdash/api-client/public/i18n/locales";
import type { FastifyRequest } from "fastify";
import type { Store } from "../../store.ts";
import { MailRepository } from "./mailRepository.ts";

export async function rememberOrderLocale(
  store: Store,
  sellerId: string,
  orderId: string,
  req: FastifyRequest,
): Promise<void> {
  const query = (req.query as { lang?: unknown } | undefined)?.lang;
  const { locale } = negotiateLocale({
    query: typeof query === "string" ? query : undefined,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
  });
  await new MailRepository(store.db).setOrderLocale(sellerId, orderId, locale);
}
