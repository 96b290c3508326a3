import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import {
  getNotificationSettings,
  rotateNotificationSecret,
  sendTestNotification,
  updateNotificationSettings,
} from "./api.ts";
import type { NotificationSettings, NotificationSettingsUpdate } from "./contract.ts";

/** The only place this key is written; invalidations read it from here. */
const notificationsKey = [...queryRoot, "notifications"] as const;

/** The page's data; while a delivery is pending it is read again every `pollMs`, so the log shows the outcome. */
export function notificationSettingsQuery(pollMs = 5000) {
  return queryOptions({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => getNotificationSettings({ token: getToken(), signal }),
    refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === "pending") ? pollMs : false),
  });
}

export function updateNotificationSettingsMutation() {
  return mutationOptions({
    mutationFn: (update: NotificationSettingsUpdate) =>
      updateNotificationSettings(update, { token: getToken() }),
    onSuccess: (response, _v, _r, { client }) => {
      client.setQueryData<NotificationSettings>(notificationsKey, response.settings);
    },
  });
}

export function rotateNotificationSecretMutation() {
  return mutationOptions({
    mutationFn: () => rotateNotificationSecret({ token: getToken() }),
    onSuccess: (response, _v, _r, { client }) => {
      client.setQueryData<NotificationSettings>(notificationsKey, (old) =>
        old ? { ...old, secretHint: response.secretHint } : old,
      );
    },
  });
}

export function sendTestNotificationMutation() {
  return mutationOptions({
    mutationFn: () => sendTestNotification({ token: getToken() }),
    onSuccess: (response, _v, _r, { client }) => {
      client.setQueryData<NotificationSettings>(notificationsKey, (old) =>
        old ? { ...old, deliveries: [...response.deliveries, ...old.deliveries].slice(0, 20) } : old,
      );
    },
  });
}
