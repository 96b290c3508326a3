// Storefront intake: the dashboard's routes (contract), and the storefronts' inbound route, which reads the raw
// bytes (signatures are over them) in a context of its own so no other route's body parsing changes.
import type { FastifyPluginAsync } from "fastify";
import { contractPlugin } from "../../http.ts";
import { MINUTE } from "../../rateLimits.ts";
import type { FeatureDeps } from "../handlerKit.ts";
import { adapters, type Headers } from "./adapters.ts";
import { intakeHandlers } from "./handlers.ts";
import { Intake, isIntakePlatform } from "./intake.ts";
import { logTooLarge } from "./malformed.ts";
import { intakeMigrations } from "./migrations.ts";

/** The storefronts' bodies are small JSON; anything above this is refused with a 413 before it is read further. */
export const INTAKE_BODY_LIMIT = 1024 * 1024;

const routes = contractPlugin({
  handlers: (deps) => intakeHandlers(deps, deps.log, new Intake(deps, deps.log)),
  sellerLimits: {
    rotateIntakeSecret: { max: 10, windowMs: MINUTE, noun: "storefront secret rotations" },
    updateIntakeMappings: { max: 30, windowMs: MINUTE, noun: "saves of the storefront mappings" },
    sendIntakeTest: { max: 20, windowMs: MINUTE, noun: "storefront test deliveries" },
    redeliverIntake: { max: 30, windowMs: MINUTE, noun: "storefront redeliveries" },
  },
  migrations: intakeMigrations,
});

const withInbound: FastifyPluginAsync<FeatureDeps> = async (app, deps) => {
  await routes(app, deps);
  const intake = new Intake(deps, deps.log);
  await app.register(async (inbound) => {
    inbound.removeAllContentTypeParsers();
    inbound.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: INTAKE_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    // A body over the limit is refused by Fastify before the route runs; the seller still sees it in the logs.
    inbound.addHook("onError", async (req, _reply, error) => {
      if (error.statusCode !== 413) return;
      try {
        await logTooLarge(deps, intake.repo, deps.log, req, INTAKE_BODY_LIMIT);
      } catch (err) {
        // The 413 is still the answer; a log that could not be written must not turn it into a 500.
        req.log.error({ err }, "an oversized storefront delivery could not be logged");
      }
    });
    inbound.post<{ Params: { platform: string; intakeId: string } }>(
      "/api/intake/:platform/:intakeId",
      { bodyLimit: INTAKE_BODY_LIMIT },
      async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const answer = await intake.inbound(
          req,
          req.params.platform,
          req.params.intakeId,
          req.headers as Headers,
          raw,
        );
        if (answer.status === 503) reply.header("Retry-After", "5");
        const platform = req.params.platform;
        // Each platform reads the answer its own way (Shoppex keeps a JSON data object, the others the text).
        const wire = isIntakePlatform(platform)
          ? adapters[platform].wire(answer.status, answer.text)
          : { contentType: "text/plain; charset=utf-8", body: answer.text };
        return reply.code(answer.status).type(wire.contentType).send(wire.body);
      },
    );
  });
};

export const intakePlugin = Object.assign(withInbound, {
  sellerLimits: routes.sellerLimits,
  migrations: routes.migrations,
}) as typeof routes;
