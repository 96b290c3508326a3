// Admin Logs: the newest entries of the activity log.
import { ANSWER_LIMITS } from "@boostdash/api-client/core/limits";
import { type FeatureHandlers, type HandlerDeps, iso, opt } from "../handlerKit.ts";
import { storedActor } from "./trail.ts";

export function logHandlers({ store }: HandlerDeps): FeatureHandlers<"adminLogs"> {
  return {
    async adminLogs() {
      // The newest entries and how many there are in all (the page says "Showing the newest N of M").
      const [logs, total] = await Promise.all([store.logs.list(ANSWER_LIMITS.adminLogs), store.logs.count()]);
      return {
        total: Math.max(total, logs.length),
        logs: logs.map((l) => ({
          id: String(l.id),
          timestamp: iso(l.timestamp),
          username: l.username,
          userId: l.userId,
          action: l.action,
          details: l.details,
          severity: l.severity,
          ipAddress: opt(l.ipAddress),
          userAgent: opt(l.userAgent),
          by: storedActor(l.actorKind, l.actorId, l.actorName, l.actorRole),
        })),
      };
    },
  };
}
