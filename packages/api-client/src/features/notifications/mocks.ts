/** Notifications mocks: the settings as saved, a secret shown once, a test that queues one delivery per target. */
import { HttpResponse } from "msw";
import { MOCK_NOW } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import type { Delivery } from "./contract.ts";
import { createDelivery, createNotificationSettings, MOCK_SECRET } from "./fixtures.ts";
import type { NotificationsMockState } from "./mockState.ts";
import { notificationMessages } from "./texts.ts";

export const notificationsMocks = {
  seed: (): NotificationsMockState => ({ notifications: createNotificationSettings() }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      notificationSettings: route("notificationSettings", () => HttpResponse.json(mockStore().notifications)),
      updateNotificationSettings: route("updateNotificationSettings", async ({ request }) => {
        const body = await readBody("updateNotificationSettings", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const old = store.notifications;
        const u = body.data;
        const endpointUrl = u.endpointUrl ?? old.endpointUrl;
        const first = endpointUrl !== "" && old.secretHint === null;
        store.notifications = {
          ...old,
          discordUrl: u.discordUrl ?? old.discordUrl,
          endpointUrl,
          events: { ...old.events, ...u.events },
          stockThresholds: { ...old.stockThresholds, ...u.stockThresholds },
          secretHint: first ? MOCK_SECRET.slice(-4) : old.secretHint,
        };
        return HttpResponse.json({
          settings: store.notifications,
          ...(first ? { secret: MOCK_SECRET } : {}),
          message: notificationMessages.saved,
        });
      }),
      rotateNotificationSecret: route("rotateNotificationSecret", () =>
        HttpResponse.json({
          secret: MOCK_SECRET,
          secretHint: MOCK_SECRET.slice(-4),
          message: notificationMessages.secretRotated,
        }),
      ),
      sendTestNotification: route("sendTestNotification", () => {
        const store = mockStore();
        const n = store.notifications;
        if (!n.discordUrl && !n.endpointUrl)
          return errorResponse(400, { message: notificationMessages.nothingToTest });
        const deliveries: Delivery[] = (["discord", "endpoint"] as const)
          .filter((t) => (t === "discord" ? n.discordUrl : n.endpointUrl))
          .map((target) =>
            createDelivery({
              id: `test-${target}`,
              event: "test",
              target,
              createdAt: MOCK_NOW,
              status: "pending",
              attempts: 0,
              statusCode: null,
              nextAttemptAt: MOCK_NOW,
            }),
          );
        store.notifications = { ...n, deliveries: [...deliveries, ...n.deliveries] };
        return HttpResponse.json({ message: notificationMessages.testQueued, deliveries });
      }),
    };
  },
  scenarios: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      updateNotificationSettings: {
        refused: route("updateNotificationSettings", () =>
          errorResponse(400, {
            message: notificationMessages.endpointRefused(notificationMessages.endpointNotPublic),
          }),
        ),
      },
    };
  },
};
