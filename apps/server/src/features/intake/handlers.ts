// Storefront intake's dashboard routes: the setup (URLs, secrets, mappings), the delivery log, a test send and a
// redelivery (docs/decisions.md#storefront-intake).
import { randomBytes } from "node:crypto";
import type { IntakePlatformInfo, IntakeSettings } from "@boostdash/api-client/intake/model";
import { INTAKE_PLATFORMS } from "@boostdash/api-client/intake/rules";
import { HttpError } from "../../http.ts";
import type { FeatureHandlers, HandlerDeps, RequestLogger } from "../handlerKit.ts";
import type { Seller } from "../sellers/sellerRepository.ts";
import { adapters } from "./adapters.ts";
import { deliveryView, type Intake } from "./intake.ts";
import { sampleBody } from "./samples.ts";

export function intakeHandlers(
  deps: HandlerDeps,
  log: RequestLogger,
  intake: Intake,
): FeatureHandlers<
  "intakeSettings" | "rotateIntakeSecret" | "updateIntakeMappings" | "sendIntakeTest" | "redeliverIntake"
> {
  const repo = intake.repo;

  async function platforms(seller: Seller): Promise<IntakePlatformInfo[]> {
    const [intakeId, secrets] = await Promise.all([repo.intakeId(seller.id), repo.secrets(seller.id)]);
    return INTAKE_PLATFORMS.map((platform) => {
      const s = secrets.get(platform);
      return {
        platform,
        url: s ? `https://${deps.config.publicHost}/api/intake/${platform}/${intakeId}` : null,
        secretHint: s?.hint ?? null,
      };
    });
  }

  async function settings(seller: Seller): Promise<IntakeSettings> {
    const [p, mappings, deliveries] = await Promise.all([
      platforms(seller),
      repo.mappings(seller.id),
      repo.newest(seller.id),
    ]);
    return { platforms: p, mappings, deliveries: deliveries.map(deliveryView) };
  }

  return {
    async intakeSettings({ seller, reply }) {
      reply.header("Cache-Control", "no-store");
      return settings(seller);
    },

    async rotateIntakeSecret({ seller, params, req, reply }) {
      const secret = `whsec_${randomBytes(24).toString("base64url")}`;
      await repo.setSecret(seller.id, params.platform, secret);
      await log(seller, req, "intake_secret", `New signing secret for ${params.platform}`, "warning");
      // Shown once: never kept by a cache between here and the seller.
      reply.header("Cache-Control", "no-store");
      const info = (await platforms(seller)).find((p) => p.platform === params.platform);
      if (!info) throw new HttpError(404, "Unknown storefront platform");
      return { secret, platform: info };
    },

    async updateIntakeMappings({ seller, body, req }) {
      await repo.saveMappings(seller.id, body.mappings);
      await log(
        seller,
        req,
        "intake_mappings",
        `${body.mappings.length} storefront product mappings saved`,
        "info",
      );
      return settings(seller);
    },

    async sendIntakeTest({ seller, params, req }) {
      const platform = params.platform;
      const secret = (await repo.secrets(seller.id)).get(platform);
      if (!secret) throw new HttpError(400, "Make this platform's signing secret first");
      const mapping = (await repo.mappings(seller.id)).find((m) => m.platform === platform);
      const now = Date.now();
      const deliveryId = `test-${randomBytes(8).toString("hex")}`;
      const raw = Buffer.from(
        sampleBody(platform, {
          productId: mapping?.productId ?? "sample-product",
          inviteField: mapping?.inviteField ?? "Discord Invite",
          invoiceId: deliveryId,
        }),
      );
      const signed = adapters[platform].sign(raw, secret.secret, now, deliveryId);
      const headers = Object.fromEntries(Object.entries(signed).map(([k, v]) => [k.toLowerCase(), v]));
      const answer = await intake.inbound(
        req,
        platform,
        await repo.intakeId(seller.id),
        headers,
        raw,
        true,
        now,
      );
      const row = answer.deliveryId ? await repo.get(seller.id, answer.deliveryId) : undefined;
      if (!row) throw new HttpError(400, `The test delivery was refused: ${answer.text}`);
      return { delivery: deliveryView(row) };
    },

    async redeliverIntake({ seller, params, req }) {
      const r = await intake.redeliver(req, seller, params.id);
      if (r === "unknown") throw new HttpError(404, "No such delivery");
      if (r === "not_failed") throw new HttpError(409, "Only a failed delivery can be delivered again");
      return { delivery: deliveryView(r) };
    },
  };
}
