/** Settings mocks: the access code, the bot key and the Store card (whose values are the live stock mock's). */
import { HttpResponse } from "msw";
import { MOCK_NOW, MOCK_TOKEN } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import type { MockState } from "../../core/mocks/state.ts";
import { mockStepUpRefusal } from "../../core/mocks/stepUp.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { LOCALE_NAMES } from "../public/i18n/locales.ts";
import type { StoreSettings, UserSettings } from "./contract.ts";
import { createUserSettings, MOCK_BOT_KEY, MOCK_PENDING_GUILD_ID } from "./fixtures.ts";
import type { SettingsMockState } from "./mockState.ts";
import { customersLanguageMessages, guildMoveMessages } from "./texts.ts";

/** The Store card's values: the public pages' settings, so a save shows on the live stock mock too. */
export function mockStoreSettings(s: MockState = mockStore()): StoreSettings {
  const { storeName = "", storeLink = "", discordLink = "", embedColor = "", embedFooter = "" } = s.liveStock;
  return { storeName, storeLink, discordLink, embedColor, embedFooter };
}

/** The stock counts: the live stock mock's, so the preview and the public page agree. */
export function mockStock(s: MockState = mockStore()): UserSettings["stock"] {
  const { oneMonthNitroTokens, oneMonthServerBoosts, threeMonthNitroTokens, threeMonthServerBoosts } =
    s.liveStock;
  return { oneMonthNitroTokens, oneMonthServerBoosts, threeMonthNitroTokens, threeMonthServerBoosts };
}

export const settingsMocks = {
  seed: (): SettingsMockState => ({ settings: createUserSettings() }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      userSettings: route("userSettings", () =>
        HttpResponse.json({ ...mockStore().settings, store: mockStoreSettings(), stock: mockStock() }),
      ),
      resetAccessCode: route("resetAccessCode", () => {
        const refused = mockStepUpRefusal();
        if (refused) return refused;
        const store = mockStore();
        const newAccessCode = `R${store.settings.access_code.slice(1, 4)}-NEW1-CODE`;
        store.settings = { ...store.settings, access_code: newAccessCode, lastAccessCodeReset: MOCK_NOW };
        return HttpResponse.json({ newAccessCode, message: "Access code reset", token: MOCK_TOKEN });
      }),
      rotateBotKey: route("rotateBotKey", () => {
        const refused = mockStepUpRefusal();
        if (refused) return refused;
        const store = mockStore();
        // Like the server: the new key's hint and time, and no bot contact yet with it.
        const info = { hint: MOCK_BOT_KEY.slice(-4), rotatedAt: MOCK_NOW, lastUsedAt: null };
        store.settings = { ...store.settings, botKey: info };
        return HttpResponse.json({ botKey: MOCK_BOT_KEY, info, message: "Bot key rotated" });
      }),
      updateStoreSettings: route("updateStoreSettings", async ({ request }) => {
        const body = await readBody("updateStoreSettings", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        store.liveStock = { ...store.liveStock, ...body.data };
        return HttpResponse.json({ store: mockStoreSettings(), message: "Store settings saved" });
      }),
      updateCustomersLanguage: route("updateCustomersLanguage", async ({ request }) => {
        const body = await readBody("updateCustomersLanguage", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const { customersLanguage } = body.data;
        const changed = store.settings.customersLanguage !== customersLanguage;
        store.settings = { ...store.settings, customersLanguage };
        return HttpResponse.json({
          customersLanguage,
          message: changed
            ? customersLanguageMessages.saved(LOCALE_NAMES[customersLanguage])
            : customersLanguageMessages.unchanged,
        });
      }),
      guildMove: route("guildMove", async ({ request }) => {
        const body = await readBody("guildMove", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const { guildId, pendingGuildId } = store.settings;
        if (pendingGuildId === null) return errorResponse(409, { message: guildMoveMessages.none });
        const next = body.data.accept ? pendingGuildId : guildId;
        store.settings = { ...store.settings, guildId: next, pendingGuildId: null };
        const message = body.data.accept ? guildMoveMessages.moved(next) : guildMoveMessages.declined;
        return HttpResponse.json({ guildId: next, pendingGuildId: null, message });
      }),
    };
  },
  scenarios: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      userSettings: {
        neverReset: route("userSettings", () =>
          HttpResponse.json({
            ...mockStore().settings,
            store: mockStoreSettings(),
            lastAccessCodeReset: null,
          }),
        ),
      },
      updateStoreSettings: {
        /** The server refuses the body (its schema's message), as for a value the form did not catch. */
        refused: route("updateStoreSettings", () =>
          errorResponse(400, { message: "Store link must be a full link starting with https:// or http://" }),
        ),
      },
      guildMove: {
        /** Another seller took the guild between the bot's request and the owner's yes. */
        taken: route("guildMove", () =>
          errorResponse(409, { message: guildMoveMessages.takenAtConfirm(MOCK_PENDING_GUILD_ID) }),
        ),
      },
    };
  },
};
