// Settings' customers' default language (docs/decisions.md#customers-default-language-in-settings): read with the
// settings, saved by a role that may change the store's settings, checked against the public pages' seven languages,
// logged in the trail when it changed. That the next storefront order's mail follows it: mail.test.ts.
import { FORBIDDEN_FOR_ROLE } from "@boostdash/api-client/core/contract/permissions";
import { customersLanguageMessages } from "@boostdash/api-client/settings/texts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailRepository } from "../src/features/mail/mailRepository.ts";
import { call, messageOf, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const save = (token: string | undefined, body: unknown) =>
  call(s.url, "PUT", "/api/user/customers-language", { token, body });

const languageOf = async (token: string) =>
  ((await call(s.url, "GET", "/api/user/settings", { token })).body as { customersLanguage: string })
    .customersLanguage;

const logsOf = async (sellerId: string) =>
  (await s.store.logs.list()).filter(
    (e) => e.sellerId === sellerId && e.action === "customers_language_changed",
  );

describe("the customers' default language in Settings", () => {
  it("reads English until chosen, saves one of the seven, and logs each change once", async () => {
    const a = await s.seller();
    expect(await languageOf(a.token)).toBe("en");

    const saved = await save(a.token, { customersLanguage: "de" });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      customersLanguage: "de",
      message: customersLanguageMessages.saved("Deutsch"),
    });
    expect(await languageOf(a.token)).toBe("de");
    // Stored where the mails read it.
    expect(await new MailRepository(s.db).customersDefaultLocale(a.seller.id)).toBe("de");
    const logged = await logsOf(a.seller.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      severity: "info",
      details: "Changed the customers' default language from English to Deutsch",
    });

    // The same language again: nothing changed, nothing logged.
    const again = await save(a.token, { customersLanguage: "de" });
    expect(again.body).toEqual({ customersLanguage: "de", message: customersLanguageMessages.unchanged });
    expect(await logsOf(a.seller.id)).toHaveLength(1);

    expect((await save(a.token, { customersLanguage: "pt-BR" })).status).toBe(200);
    expect(await languageOf(a.token)).toBe("pt-BR");
    expect((await logsOf(a.seller.id))[0]?.details).toBe(
      "Changed the customers' default language from Deutsch to Português (Brasil)",
    );
    // Each store has its own.
    expect(await languageOf((await s.seller()).token)).toBe("en");
  });

  it("refuses a language the pages do not speak, a missing one and no session, changing nothing", async () => {
    const a = await s.seller();
    for (const body of [
      { customersLanguage: "xx" },
      { customersLanguage: "pt" },
      {},
      { customersLanguage: 3 },
    ]) {
      const r = await save(a.token, body);
      expect(r.status).toBe(400);
      expect(messageOf(r.body)).toContain(customersLanguageMessages.invalid);
    }
    expect((await save(undefined, { customersLanguage: "fr" })).status).toBe(401);
    expect(await languageOf(a.token)).toBe("en");
    expect(await logsOf(a.seller.id)).toHaveLength(0);
  });

  it("may be changed by an admin of the team, not by a manager", async () => {
    const a = await s.seller();
    const session = async (role: "admin" | "manager") =>
      s.store.auth.createSession(a.seller.id, 60_000, {
        memberId: await s.store.auth.addMember(a.seller.id, `An ${role}`, role),
      });
    const manager = await save(await session("manager"), { customersLanguage: "tr" });
    expect(manager.status).toBe(403);
    expect(messageOf(manager.body)).toBe(FORBIDDEN_FOR_ROLE);
    const admin = await session("admin");
    expect((await save(admin, { customersLanguage: "tr" })).status).toBe(200);
    expect(await languageOf(a.token)).toBe("tr");
    // The trail names the member who changed it.
    expect((await logsOf(a.seller.id))[0]).toMatchObject({ actorKind: "member", actorRole: "admin" });
  });
});
