// What a request says about its sender: the token or key it carries, and its address and browser for the activity log.
import type { FastifyRequest } from "fastify";

export function rawAuthorization(req: FastifyRequest): string {
  const h = req.headers.authorization ?? "";
  // The apps send the raw token; tolerate a "Bearer " prefix from hand-written clients.
  return h.replace(/^Bearer\s+/i, "").trim();
}

export function clientMeta(req: FastifyRequest): { ip: string; userAgent: string | undefined } {
  return { ip: req.ip, userAgent: req.headers["user-agent"] };
}
