// A storefront delivery that could not be read (not JSON, missing what the platform's adapter needs, over the size
// limit): answered with a 4xx, and logged in the Storefronts page's delivery log and the activity log, so the seller
// sees why a purchase did not arrive (docs/decisions.md#storefront-intake-invoice-search-and-malformed-deliveries).
import type { IntakePlatform } from "@boostdash/api-client/intake/model";
import type { FastifyRequest } from "fastify";
import type { HandlerDeps, RequestLogger } from "../handlerKit.ts";
import type { Seller } from "../sellers/sellerRepository.ts";
import { type InboundAnswer, isIntakePlatform } from "./inbound.ts";
import type { IntakeRepository } from "./intakeRepository.ts";

export async function refuseMalformed(
  repo: IntakeRepository,
  log: RequestLogger,
  req: FastifyRequest,
  seller: Seller,
  platform: IntakePlatform,
  raw: Buffer,
  status: number,
  reason: string,
  now = Date.now(),
): Promise<InboundAnswer> {
  const deliveryId = await repo.malformed(seller.id, platform, raw, status, reason, now);
  await log(seller, req, "intake_malformed", `${platform}: ${reason}; nothing was delivered`, "warning");
  return { status, text: reason, deliveryId };
}

/**
 * A body over the size limit, refused (413) before it was read: logged against the store its URL names when that
 * platform is set up there. Its signature cannot be checked without the body, as a refused signature's is not
 * trusted either; the log says what arrived, never that it was a purchase.
 */
export async function logTooLarge(
  deps: Pick<HandlerDeps, "store">,
  repo: IntakeRepository,
  log: RequestLogger,
  req: FastifyRequest,
  limit: number,
  now = Date.now(),
): Promise<void> {
  const params = (req.params ?? {}) as Record<string, unknown>;
  const { platform, intakeId } = params;
  if (typeof platform !== "string" || typeof intakeId !== "string" || !isIntakePlatform(platform)) return;
  const sellerId = await repo.sellerOfIntakeId(intakeId);
  const seller = sellerId && (await deps.store.sellers.findById(sellerId));
  if (!seller || !(await repo.secrets(seller.id)).has(platform)) return;
  const length = req.headers["content-length"];
  const size = length && /^\d+$/.test(length) ? ` (${length} bytes)` : "";
  const reason = `The body is over ${limit / (1024 * 1024)} MB${size}; it was not read`;
  await refuseMalformed(repo, log, req, seller, platform, Buffer.alloc(0), 413, reason, now);
}
