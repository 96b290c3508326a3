import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import type {
  NotificationSettings,
  NotificationSettingsUpdate,
  RotateSecretResponse,
  UpdateNotificationSettingsResponse,
} from "./contract.ts";

/** `GET /api/user/notifications`: the targets, switches, thresholds and the newest deliveries. */
export async function getNotificationSettings(options: CallOptions): Promise<NotificationSettings> {
  return request(routes.notificationSettings, options);
}

/** `PUT /api/user/notifications`: only the fields sent change; the first endpoint brings the secret, once. */
export async function updateNotificationSettings(
  update: NotificationSettingsUpdate,
  options: CallOptions,
): Promise<UpdateNotificationSettingsResponse> {
  return request(routes.updateNotificationSettings, { ...options, data: update });
}

/** `POST /api/user/notifications/rotate-secret`: the new secret, shown this once. */
export async function rotateNotificationSecret(options: CallOptions): Promise<RotateSecretResponse> {
  return request(routes.rotateNotificationSecret, options);
}

/** `POST /api/user/notifications/test`: 'Send test'. */
export async function sendTestNotification(options: CallOptions) {
  return request(routes.sendTestNotification, options);
}
