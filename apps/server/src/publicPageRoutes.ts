// The customer pages' routes (docs/product.md#public-pages): each rendered on the server with its data and hydrated by
// the public app (ssr.ts), or rendered by the public app alone when its server renderer is not built; a seller's
// custom live-stock page instead, when it rendered (customPage/publicPage.ts), with its one script.
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import type { LiveStock } from "@boostdash/api-client/public/contract";
import { CUSTOM_PAGE_SCRIPT } from "@boostdash/api-client/public/customPage";
import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_S,
  type PublicLocale,
} from "@boostdash/api-client/public/i18n/locales";
import { pageMessages } from "@boostdash/api-client/public/i18n/messages";
import { type PublicReadName, publicPages } from "@boostdash/api-client/public/pages";
import { publicPaths } from "@boostdash/api-client/public/paths";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hostSeller } from "./customHosts.ts";
import { customPageDocument, REFRESH_SCRIPT } from "./customPage/publicPage.ts";
import { readerLocale } from "./readerLocale.ts";
import type { PublicReader } from "./routeTypes.ts";
import { sendHtml, sendIndex } from "./sendPages.ts";
import { type PublicRenderer, pageCacheKey, type RenderedHtml, type ServedData } from "./ssr.ts";

/**
 * The reader's language (docs/decisions.md#public-pages-in-the-customers-language): `?lang=`, then the cookie, then
 * Accept-Language. A language chosen in the address is remembered in the cookie for the store's other pages, and
 * the answer says what it depends on, so no cache in between hands one reader's language to another.
 */
function pageLocale(req: FastifyRequest, reply: FastifyReply): PublicLocale {
  const { locale, source } = readerLocale(req);
  if (source === "query") {
    reply.header(
      "Set-Cookie",
      `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax`,
    );
  }
  reply.header("Content-Language", locale).header("Vary", "Accept-Encoding, Accept-Language, Cookie");
  return locale;
}

/** The message of an error body ('Live stock data not found for this Guild ID.'). */
function messageOf(value: unknown): string {
  const m = (value as { message?: unknown } | null)?.message;
  return typeof m === "string" ? m : "";
}

export function registerPublicPages(
  app: FastifyInstance,
  opts: { publicRoot: string; reader?: PublicReader; renderer?: PublicRenderer },
): void {
  const { publicRoot, reader, renderer } = opts;
  /**
   * A seller's custom live-stock page, when it rendered: the server's markup in a page of its own with one small
   * script (customPage/publicPage.ts), instead of the public app. Undefined for the default page.
   */
  const customLiveStock = async (
    req: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    locale: PublicLocale,
  ): Promise<RenderedHtml | undefined> => {
    if (!reader) return undefined;
    const answer = await reader("liveStock", req.params, req, reply);
    const value = answer.value as LiveStock;
    if (answer.status !== 200 || !value.customPage) return undefined;
    const guildId = (req.params as { guildId: string }).guildId;
    const dataPath = `${API_BASE_PATH}${publicPaths.liveStock.path.replace(":guildId", encodeURIComponent(guildId))}`;
    const page: RenderedHtml = {
      status: 200,
      html: customPageDocument(value.customPage, value.storeName, dataPath, locale),
    };
    renderer?.remember(
      pageCacheKey(hostSeller(req)?.id ?? "", `${urlPath}\u0000${locale}`),
      answer.json,
      page,
    );
    return page;
  };

  const publicPage = (read: PublicReadName) => async (req: FastifyRequest, reply: FastifyReply) => {
    const locale = pageLocale(req, reply);
    if (read === "liveStock") {
      try {
        const custom = await customLiveStock(req, reply, req.url.split("?")[0] ?? "/", locale);
        if (custom) return sendHtml(req, reply, custom);
      } catch (error) {
        req.log.error(error);
      }
    }
    if (!reader || !renderer || !(await renderer.available())) return sendIndex(reply, publicRoot, "public");
    const urlPath = req.url.split("?")[0] ?? "/";
    const text = { locale, messages: pageMessages(locale, read) };
    let served: ServedData;
    let status: number;
    let cache: { key: string; json: string } | undefined;
    try {
      const answer = await reader(read, req.params, req, reply);
      status = answer.status;
      served =
        status === 200
          ? { data: answer.value, text }
          : { error: { status, message: messageOf(answer.value) }, text };
      // One rendered page per language.
      cache = {
        key: pageCacheKey(hostSeller(req)?.id ?? "", `${urlPath}\u0000${locale}`),
        json: answer.json,
      };
    } catch (error) {
      req.log.error(error);
      status = 500;
      served = { error: { status, message: "Something went wrong on the server. Please try again." }, text };
    }
    const rendered = await renderer.render(urlPath, served, status, cache);
    if (!rendered) return sendIndex(reply, publicRoot, "public");
    return sendHtml(req, reply, rendered);
  };
  for (const { path: url, read } of publicPages) app.get(url, publicPage(read));

  // A custom live-stock page's one script: its 10 s refresh (customPage/publicPage.ts).
  app.get(CUSTOM_PAGE_SCRIPT, async (_req, reply) => {
    reply.type("text/javascript; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return REFRESH_SCRIPT;
  });
}
