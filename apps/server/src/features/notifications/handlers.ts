// Settings > Notifications: the targets and switches, the signing secret (shown once), 'Send test' and the log.
import { notificationMessages } from "@boostdash/api-client/notifications/texts";
import { HttpError } from "../../http.ts";
import { type FeatureHandlers, type HandlerDeps, iso, isoOrNull, type RequestLogger } from "../handlerKit.ts";
import { newSecret, type WebhookRow } from "./notificationRepository.ts";
import { notifications } from "./notifier.ts";
import { type AddressResolver, checkTarget, RefusedError, systemAddressResolver } from "./safeRequest.ts";

export function deliveryJson(r: WebhookRow) {
  return {
    id: r.id,
    event: r.event,
    target: r.target,
    createdAt: iso(r.createdAt),
    status: r.status,
    attempts: r.attempts,
    statusCode: r.lastStatus,
    error: r.lastError,
    nextAttemptAt: r.status === "pending" ? isoOrNull(r.nextAttemptAt) : null,
  };
}

const hint = (secret: string | null) => (secret ? secret.slice(-4) : null);

export function notificationHandlers(
  { store, config }: HandlerDeps,
  log: RequestLogger,
  resolver: AddressResolver = systemAddressResolver,
): FeatureHandlers<
  "notificationSettings" | "updateNotificationSettings" | "rotateNotificationSecret" | "sendTestNotification"
> {
  const notifier = () => notifications(store, config.publicHost);
  const view = async (sellerId: string) => {
    const repo = notifier().repo;
    const s = await repo.settings(sellerId);
    return {
      discordUrl: s.discordUrl,
      endpointUrl: s.endpointUrl,
      events: s.events,
      stockThresholds: s.thresholds,
      secretHint: hint(s.secret),
      deliveries: (await repo.recent(sellerId)).map(deliveryJson),
      customerEmails: Boolean(config.mail.smtpUrl),
    };
  };
  return {
    async notificationSettings({ seller }) {
      return view(seller.id);
    },

    async updateNotificationSettings({ seller, body, req }) {
      const repo = notifier().repo;
      const before = await repo.settings(seller.id);
      if (body.endpointUrl) {
        // Refused now rather than on the first event: the seller is looking at the form.
        try {
          await checkTarget(body.endpointUrl, { ...config.webhooks, resolver, maxBytes: 0 });
        } catch (err) {
          if (err instanceof RefusedError) {
            req.log.info({ reason: err.detail }, "webhook endpoint refused");
            throw new HttpError(400, notificationMessages.endpointRefused(err.message));
          }
          throw err;
        }
      }
      const endpointUrl = body.endpointUrl ?? before.endpointUrl;
      const secret = endpointUrl && !before.secret ? newSecret() : undefined;
      await repo.save(seller.id, {
        discordUrl: body.discordUrl,
        endpointUrl: body.endpointUrl,
        ...(secret ? { secret } : {}),
        events: { ...before.events, ...body.events },
        thresholds: { ...before.thresholds, ...body.stockThresholds },
      });
      await log(seller, req, "notifications_updated", "Changed the notification settings", "info");
      return {
        settings: await view(seller.id),
        ...(secret ? { secret } : {}),
        message: notificationMessages.saved,
      };
    },

    async rotateNotificationSecret({ seller, req }) {
      const secret = newSecret();
      await notifier().repo.save(seller.id, { secret });
      await log(seller, req, "notification_secret_rotated", "Made a new webhook signing secret", "warning");
      return { secret, secretHint: hint(secret) ?? "", message: notificationMessages.secretRotated };
    },

    async sendTestNotification({ seller }) {
      const n = notifier();
      const s = await n.repo.settings(seller.id);
      if (!s.discordUrl && !s.endpointUrl) throw new HttpError(400, notificationMessages.nothingToTest);
      const ids = await n.test(seller);
      return {
        message: notificationMessages.testQueued,
        deliveries: (await n.repo.byIds(ids)).map(deliveryJson),
      };
    },
  };
}
