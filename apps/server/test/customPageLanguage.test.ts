// A seller's custom live-stock page in the customer's language (docs/decisions.md, "The redeem page and custom pages
// in the customer's language"): the page's component receives `lang`, the document's <html lang> and head follow,
// and the refresh's data is rendered in the same language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asContract, call, SAMPLE_STORE, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;
let guild: string;

// Says hello in the customer's language, and shows which one it got.
const PAGE = `function LiveStockPage(props: { lang: string; oneMonthNitroTokens: number }) {
  const hello: Record<string, string> = { en: "Hello", de: "Hallo", "pt-BR": "Olá", es: "Hola" };
  return <main className="p-4"><h1>{hello[props.lang] ?? props.lang}</h1><p data-lang={props.lang}>{props.oneMonthNitroTokens}</p></main>;
}`;

beforeAll(async () => {
  s = await startServer();
  guild = s.admin.seller.guildId;
  await s.store.sellers.update(s.admin.seller.id, {
    ...SAMPLE_STORE,
    name: "Nova Boosts",
    oneMonthNitroTokens: 5,
  });
  const saved = await call(s.url, "POST", "/api/save-custom-code", {
    token: s.admin.token,
    body: { code: PAGE },
  });
  expect(saved.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await s?.close();
});

const pageIn = (headers: Record<string, string>, query = "") =>
  fetch(`${s.url}/api/${guild}/live-stock${query}`, { headers });

describe("a custom live-stock page in the customer's language", () => {
  it("renders with `lang` from Accept-Language, and the document's language and head follow", async () => {
    const res = await pageIn({ "Accept-Language": "de-DE,de;q=0.9" });
    const html = await res.text();
    expect(html).toContain('<h1>Hallo</h1><p data-lang="de">5</p>');
    expect(html).toMatch(/^<!doctype html><html lang="de">/);
    expect(html).toContain("<title>Live-Bestand \u00b7 Nova Boosts</title>");
    expect(res.headers.get("content-language")).toBe("de");
  });

  it("takes ?lang= (Discord's locales too) and the cookie, as the default pages do; English otherwise", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{}, "?lang=pt-BR", "pt-BR"],
      [{}, "?lang=es-ES", "es"],
      [{ "Accept-Language": "fr" }, "?lang=zh-CN", "fr"],
      [{ Cookie: "lang=de" }, "", "de"],
      [{}, "", "en"],
    ];
    for (const [headers, query, lang] of cases) {
      const html = await (await pageIn(headers, query)).text();
      expect(html, `${query} ${JSON.stringify(headers)}`).toContain(`data-lang="${lang}"`);
      expect(html).toMatch(new RegExp(`<html lang="${lang}">`));
    }
  });

  it("gives the refresh its data in the reader's language, kept apart per language", async () => {
    const german = asContract(
      "liveStock",
      (await call(s.url, "GET", `/api/fetch/${guild}/live-stock`, { headers: { Cookie: "lang=de" } })).body,
    );
    const english = asContract(
      "liveStock",
      (await call(s.url, "GET", `/api/fetch/${guild}/live-stock`)).body,
    );
    expect(german.customPage?.html).toContain("<h1>Hallo</h1>");
    expect(english.customPage?.html).toContain("<h1>Hello</h1>");
    // The prop is the page's, not the read's: the data the contract describes is unchanged.
    expect(german).not.toHaveProperty("lang");
  });

  it("previews and checks a save in English (the editor's status is the English readers' page)", async () => {
    const r = await call(s.url, "POST", "/api/custom-code/preview", {
      token: s.admin.token,
      body: { code: PAGE },
    });
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body)).toContain('data-lang=\\"en\\"');
  });
});
