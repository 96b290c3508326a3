// Notifications: Settings > Notifications' routes, the tables, and the outbox's sender, which runs while the app
// does (started when it is ready, stopped when it closes).
import { readFileSync } from "node:fs";
import type { FastifyPluginAsync } from "fastify";
import { contractPlugin } from "../../http.ts";
import { HOUR, MINUTE } from "../../rateLimits.ts";
import type { FeatureDeps } from "../handlerKit.ts";
import { turnCustomerMailOff, turnCustomerMailOn } from "../mail/customerMail.ts";
import { smtpMailer } from "../mail/mailer.ts";
import { notificationHandlers } from "./handlers.ts";
import { notificationMigrations } from "./migrations.ts";
import { notifications } from "./notifier.ts";
import { addressResolverFor } from "./safeRequest.ts";
import { OutboxSender } from "./sender.ts";

/** At most this much of a receiver's answer is read. */
export const MAX_RESPONSE_BYTES = 64 * 1024;

const routes = contractPlugin({
  handlers: (deps) => notificationHandlers(deps, deps.log, addressResolverFor(deps.config.dnsServers)),
  sellerLimits: {
    updateNotificationSettings: { max: 30, windowMs: MINUTE, noun: "saves of the notification settings" },
    rotateNotificationSecret: { max: 5, windowMs: HOUR, noun: "signing secret rotations" },
    sendTestNotification: { max: 10, windowMs: MINUTE, noun: "test notifications" },
  },
  migrations: notificationMigrations,
});

const withSender: FastifyPluginAsync<FeatureDeps> = async (app, deps) => {
  await routes(app, deps);
  const w = deps.config.webhooks;
  const repo = notifications(deps.store, deps.config.publicHost).repo;
  const { smtpUrl, from } = deps.config.mail;
  // Customers' emails go out through this same outbox when SMTP_URL is set (docs/decisions.md#delivery-emails-and-find-my-order).
  const mailer = smtpUrl ? smtpMailer({ smtpUrl, from, timeoutMs: w.timeoutMs }) : undefined;
  if (mailer) turnCustomerMailOn(deps.store.db, { publicHost: deps.config.publicHost });
  else turnCustomerMailOff(deps.store.db);
  const sender = new OutboxSender({
    repo,
    resolver: addressResolverFor(deps.config.dnsServers),
    allowLoopback: w.allowLoopback,
    timeoutMs: w.timeoutMs,
    maxBytes: MAX_RESPONSE_BYTES,
    ca: w.extraCaFile ? readFileSync(w.extraCaFile, "utf8") : undefined,
    retryScale: w.retryScale,
    pollMs: 5000,
    mailer,
    onError: (err) => app.log.warn({ err }, "notification sending failed"),
  });
  // Finished deliveries older than NOTIFICATION_RETENTION_DAYS go, on the activity log's pruning schedule.
  const prune = () =>
    repo
      .prune(deps.config.notificationRetentionMs)
      .catch((err: unknown) => app.log.warn({ err }, "notification pruning failed"));
  let pruner: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    sender.start();
    void prune();
    pruner = setInterval(() => void prune(), deps.config.logs.pruneIntervalMs);
    pruner.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(pruner);
    await sender.stop();
    mailer?.close();
    turnCustomerMailOff(deps.store.db);
  });
};

export const notificationsPlugin = Object.assign(withSender, {
  sellerLimits: routes.sellerLimits,
  migrations: routes.migrations,
}) as typeof routes;
