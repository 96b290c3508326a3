// What a storefront's delivery becomes (docs/decisions.md#storefront-intake): verified over its raw bytes,
// recorded under its delivery id before any work (a retry replays the recorded answer), then an order when the
// buyer gave a valid invite, else a redeem key, each answered with a short text for the customer.
import { randomFillSync } from "node:crypto";
import { isValidInvite } from "@boostdash/api-client/core/links";
import type { IntakeDelivery, IntakeMapping, IntakePlatform } from "@boostdash/api-client/intake/model";
import { formatStockName } from "@boostdash/api-client/orders/rules";
import { publicPageHref } from "@boostdash/api-client/public/pages";
import { generateKey } from "@boostdash/api-client/stock/keyRules";
import type { FastifyRequest } from "fastify";
import type { Store } from "../../store.ts";
import { orderEvent } from "../events/hub.ts";
import { type HandlerDeps, iso, type RequestLogger } from "../handlerKit.ts";
import { type IntakeNotice, notifications } from "../notifications/notifier.ts";
import type { Order } from "../orders/orderRepository.ts";
import type { Seller } from "../sellers/sellerRepository.ts";
import { adapters, type DeliveryRequest, eventOf, fieldValue, type Headers } from "./adapters.ts";
import { type InboundAnswer, isIntakePlatform } from "./inbound.ts";
import { type DeliveryOutcome, type DeliveryRow, IntakeRepository, isMalformed } from "./intakeRepository.ts";
import { refuseMalformed } from "./malformed.ts";

export { type InboundAnswer, isIntakePlatform } from "./inbound.ts";

export const UNMAPPED_ANSWER = "We received your order; the seller will contact you.";

/** What a delivery's transaction made: its outcome, and the order or the minted key to tell others about. */
interface Made {
  outcome: DeliveryOutcome;
  order?: Order;
  key: string | null;
}

/** Failed for a reason the seller can fix, and nothing was delivered: 'Deliver again' is offered. */
const REDELIVERABLE = new Set(["out_of_stock", "failed", "unmapped"]);

export function deliveryView(r: DeliveryRow): IntakeDelivery {
  const done = r.result !== "pending";
  return {
    id: r.id,
    platform: r.platform,
    receivedAt: iso(r.receivedAt),
    productId: r.productId,
    invoiceId: r.invoiceId,
    // A pending row is shown as failed: the screen has no word for "still working", and one left pending means
    // the work stopped midway.
    result: r.result === "pending" ? "failed" : r.replays > 0 ? "replayed" : r.result,
    answer: r.answer,
    orderId: r.orderId,
    test: r.test,
    canRedeliver: !r.test && REDELIVERABLE.has(r.result) && !isMalformed(r),
    error: r.error ?? (done ? null : "Still being worked on, or stopped midway"),
  };
}

export class Intake {
  readonly repo: IntakeRepository;

  constructor(
    private readonly deps: HandlerDeps,
    private readonly log: RequestLogger,
  ) {
    this.repo = new IntakeRepository(deps.store.db);
  }

  /** The host a customer's links point to: the store's active custom domain, else the public host. */
  private async host(seller: Seller): Promise<string> {
    const domains = await this.deps.store.domains.list(seller.id);
    return domains.find((d) => d.status === "active")?.domain ?? this.deps.config.publicHost;
  }

  /** The inbound route's work; `test` is set only by the dashboard's test send, in process. */
  async inbound(
    req: FastifyRequest,
    platformText: string,
    intakeId: string,
    headers: Headers,
    raw: Buffer,
    test = false,
    now = Date.now(),
  ): Promise<InboundAnswer> {
    if (!isIntakePlatform(platformText)) return { status: 404, text: "Unknown storefront platform" };
    const platform = platformText;
    const sellerId = await this.repo.sellerOfIntakeId(intakeId);
    const seller = sellerId && (await this.deps.store.sellers.findById(sellerId));
    if (!seller) return { status: 404, text: "Unknown intake URL" };
    const secret = (await this.repo.secrets(seller.id)).get(platform);
    if (!secret) return { status: 404, text: "This storefront is not set up on boostdash" };
    const adapter = adapters[platform];
    const verdict = adapter.verify(raw, headers, secret.secret, now);
    if (!verdict.ok) {
      await this.repo.refused(seller.id, platform, raw, verdict.error, now);
      await this.log(seller, req, "intake_refused", `${platform}: ${verdict.error}`, "warning");
      return { status: 401, text: `Signature refused: ${verdict.error}` };
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      return refuseMalformed(
        this.repo,
        this.log,
        req,
        seller,
        platform,
        raw,
        400,
        "The body is not valid JSON",
        now,
      );
    }
    const event = eventOf(body);
    if (adapter.event && event !== null && event !== adapter.event) {
      return { status: 400, text: `Only ${adapter.event} events are answered (got ${event})` };
    }
    const asked = adapter.read(body, headers);
    if (typeof asked === "string")
      return refuseMalformed(this.repo, this.log, req, seller, platform, raw, 400, asked, now);
    const begun = await this.repo.begin({
      sellerId: seller.id,
      platform,
      deliveryKey: test ? `test:${asked.deliveryKey}` : asked.deliveryKey,
      productId: asked.productId,
      invoiceId: asked.invoiceId,
      buyerEmail: asked.email,
      test,
      rawBody: raw,
      now,
    });
    const row = begun.row;
    if (!begun.created) {
      if (row.result === "pending" || row.statusCode === null) {
        return {
          status: 409,
          text: "This delivery is being worked on; try again shortly.",
          deliveryId: row.id,
        };
      }
      await this.repo.countReplay(seller.id, row.id);
      return { status: row.statusCode, text: row.answer ?? row.error ?? "", deliveryId: row.id };
    }
    const outcome = await this.work(req, seller, platform, asked, test, row.id);
    return { status: outcome.statusCode, text: outcome.answer ?? outcome.error ?? "", deliveryId: row.id };
  }

  /** Runs a failed delivery again from the body it came with (already verified when it arrived). */
  async redeliver(
    req: FastifyRequest,
    seller: Seller,
    id: string,
  ): Promise<DeliveryRow | "unknown" | "not_failed"> {
    const row = await this.repo.get(seller.id, id);
    if (!row || row.test) return "unknown";
    if (!(await this.repo.reopen(seller.id, id))) return "not_failed";
    const adapter = adapters[row.platform];
    // The headers are not kept; a header-only delivery id is the stored key itself.
    const headers: Headers = {
      "idempotency-key": row.deliveryKey,
      "x-shoppex-idempotency-key": row.deliveryKey,
      ...(row.productId ? { "x-sellix-product-id": row.productId } : {}),
    };
    let asked: DeliveryRequest | string;
    try {
      asked = adapter.read(JSON.parse(row.rawBody.toString("utf8")), headers);
    } catch {
      asked = "The stored body is not valid JSON";
    }
    if (typeof asked === "string") {
      const outcome: DeliveryOutcome = { result: "failed", answer: null, statusCode: 400, error: asked };
      await this.repo.finish(seller.id, id, outcome);
      await this.announce(req, seller, row, outcome, undefined);
    } else {
      await this.work(req, seller, row.platform, asked, false, id);
    }
    const after = await this.repo.get(seller.id, id);
    if (!after) return "unknown";
    return after;
  }

  /**
   * What a verified delivery becomes, recorded on its row (`deliveryId`) and announced once. The stock taken, the key
   * minted, the order made and the row's outcome are one transaction: a failure midway leaves none of them, and the
   * row is then marked failed (ready for 'Deliver again') instead of being left pending.
   */
  /**
   * The mapping a purchase follows: its variant's, when the seller mapped that variant, else its product's; the
   * amount is the mapped amount times the quantity bought (two of a "14 boosts" product are 28 boosts).
   */
  private async mappingFor(
    sellerId: string,
    platform: IntakePlatform,
    asked: DeliveryRequest,
  ): Promise<IntakeMapping | undefined> {
    const byVariant =
      asked.variantId && asked.variantId !== asked.productId
        ? await this.repo.mapping(sellerId, platform, asked.variantId)
        : undefined;
    const found =
      byVariant ??
      (asked.productId ? await this.repo.mapping(sellerId, platform, asked.productId) : undefined);
    return found && { ...found, amount: found.amount * asked.quantity };
  }

  private async work(
    req: FastifyRequest,
    seller: Seller,
    platform: IntakePlatform,
    asked: DeliveryRequest,
    test: boolean,
    deliveryId: string,
  ): Promise<DeliveryOutcome> {
    const what = `${platform} invoice ${asked.invoiceId ?? "?"}`;
    const mapping = await this.mappingFor(seller.id, platform, asked);
    const row = { id: deliveryId, platform, productId: asked.productId, invoiceId: asked.invoiceId, test };
    if (!mapping) {
      if (!test) {
        await this.log(
          seller,
          req,
          "intake_unmapped",
          `${what}: product ${asked.productId ?? "(none)"} is not mapped to a stock; the buyer was told you will contact them`,
          "warning",
        );
      }
      const outcome: DeliveryOutcome = {
        result: "unmapped",
        answer: UNMAPPED_ANSWER,
        statusCode: 200,
        error: `Product ${asked.productId ?? "(none)"} is not mapped`,
      };
      await this.repo.finish(seller.id, deliveryId, outcome);
      await this.announce(req, seller, row, outcome, undefined);
      return outcome;
    }
    const invite = fieldValue(asked.fields, mapping.inviteField);
    const withInvite = invite !== undefined && isValidInvite(invite);
    const host = await this.host(seller);
    if (test) {
      const outcome = this.testAnswer(seller, host, mapping, withInvite);
      await this.repo.finish(seller.id, deliveryId, outcome);
      await this.announce(req, seller, row, outcome, { mapping, key: null });
      return outcome;
    }
    let made: Made;
    try {
      made = await this.deps.store.inTx(async (tx) => {
        const repo = new IntakeRepository(tx.db);
        let m: Made;
        if (!(await repo.takeStock(seller.id, mapping.stock, mapping.amount))) {
          const error = `Out of stock: ${mapping.amount} boosts of ${formatStockName(mapping.stock)} were asked for`;
          m = { outcome: { result: "out_of_stock", answer: null, statusCode: 503, error }, key: null };
        } else {
          m = await this.fulfil(tx, repo, seller, host, mapping, asked, withInvite ? invite : undefined);
        }
        await repo.finish(seller.id, deliveryId, m.outcome);
        return m;
      });
    } catch (err) {
      // Rolled back: no stock taken, no key, no order. The platform's retry replays this answer; the seller can
      // deliver it again once the cause is fixed.
      const message = err instanceof Error ? err.message : String(err);
      made = {
        outcome: {
          result: "failed",
          answer: null,
          statusCode: 503,
          error: `Not delivered: ${message.slice(0, 300)}`,
        },
        key: null,
      };
      await this.repo.finish(seller.id, deliveryId, made.outcome);
    }
    const { outcome, order, key } = made;
    if (outcome.result === "out_of_stock") {
      await this.log(
        seller,
        req,
        "intake_out_of_stock",
        `${what}: ${outcome.error ?? "out of stock"}; the storefront will retry`,
        "error",
      );
    } else if (outcome.result === "failed") {
      await this.log(seller, req, "intake_failed", `${what}: ${outcome.error ?? "not delivered"}`, "error");
    } else if (order) {
      await this.deps.events.orderChanged(seller.id, orderEvent(order, true));
      await this.log(
        seller,
        req,
        "intake_order",
        `${what}: order #${order.orderId} for ${order.amount} boosts (${formatStockName(order.stock)})`,
        "success",
      );
      await notifications(this.deps.store, this.deps.config.publicHost).orderSaved(seller.id, order.orderId);
    } else if (key) {
      await this.log(seller, req, "intake_key_sent", `${what}: no valid invite, key ${key} sent`, "info");
    }
    await this.announce(req, seller, row, outcome, { mapping, key });
    return outcome;
  }

  /**
   * Tells the seller once per delivery (the notifier keys it by the delivery's id) and their open dashboards: a
   * delivered purchase (`intake.received`) or one that was not (`intake.failed`, the seller's alert for an unknown
   * product or no stock).
   */
  private async announce(
    req: FastifyRequest,
    seller: Seller,
    row: Pick<DeliveryRow, "id" | "platform" | "productId" | "invoiceId" | "test">,
    outcome: DeliveryOutcome,
    made: { mapping: IntakeMapping; key: string | null } | undefined,
  ): Promise<void> {
    const base = {
      deliveryId: row.id,
      platform: row.platform,
      productId: row.productId,
      invoiceId: row.invoiceId,
      test: row.test,
    };
    const orderId = outcome.orderId ?? null;
    const r = outcome.result;
    let notice: IntakeNotice;
    if ((r === "delivered" || r === "key_sent") && made) {
      notice = {
        ...base,
        failed: false,
        result: r,
        stock: made.mapping.stock,
        amount: made.mapping.amount,
        orderId,
        key: made.key,
      };
    } else if (r === "unmapped" || r === "out_of_stock" || r === "failed") {
      notice = { ...base, failed: true, result: r, reason: outcome.error ?? "Not delivered" };
    } else {
      return;
    }
    try {
      await notifications(this.deps.store, this.deps.config.publicHost).intakeAnswered(seller.id, notice);
    } catch (err) {
      // The delivery is answered and stored already: the storefront still gets its answer.
      req.log.error({ err }, "the storefront delivery's notification could not be written");
    }
    await this.deps.events.intakeChanged(seller.id, {
      type: notice.failed ? "intake.failed" : "intake.received",
      ...base,
      result: r,
      orderId,
      reason: notice.failed ? notice.reason : null,
    });
  }

  /**
   * Stock taken (in the caller's transaction): an order made through the redeem path (with a valid invite), else a
   * redeem key minted. Writes through `tx` only; what is told to others waits for the commit.
   */
  private async fulfil(
    tx: Store,
    repo: IntakeRepository,
    seller: Seller,
    host: string,
    mapping: IntakeMapping,
    asked: DeliveryRequest,
    invite: string | undefined,
  ): Promise<Made> {
    const key = generateKey((b) => randomFillSync(b));
    await tx.redeem.addKeys(seller.id, [{ key, amount: mapping.amount, stock: mapping.stock }]);
    if (invite === undefined) {
      const url = `https://${host}${publicPageHref("redeem", { guildId: seller.guildId })}`;
      return {
        outcome: {
          result: "key_sent",
          answer: `Thank you! Your redeem key: ${key}\nRedeem it for ${mapping.amount} boosts at ${url}`,
          statusCode: 200,
        },
        key,
      };
    }
    const result = await tx.redeem.redeem(seller, key, {
      invite,
      email: asked.email ?? "",
      displayName: "",
      bio: "",
      avatar: "",
      banner: "",
    });
    if (!result.ok) throw new Error(`the key minted for it could not be redeemed: ${result.reason}`);
    const order = result.order;
    await repo.markOrder(seller.id, order.orderId, asked.invoiceId, asked.email);
    const url = `https://${host}${publicPageHref("orderStatus", { guildId: seller.guildId, orderId: order.orderId })}`;
    return {
      outcome: {
        result: "delivered",
        answer: `Thank you! Your ${order.amount} boosts are on their way. Follow your order here: ${url}`,
        statusCode: 200,
        orderId: order.orderId,
      },
      order,
      key: null,
    };
  }

  /** A test delivery: the answer it would get, with no stock taken, no key and no order made. */
  private testAnswer(
    seller: Seller,
    host: string,
    mapping: IntakeMapping,
    withInvite: boolean,
  ): DeliveryOutcome {
    if (withInvite) {
      const url = `https://${host}${publicPageHref("orderStatus", { guildId: seller.guildId, orderId: "TEST" })}`;
      return {
        result: "delivered",
        answer: `Thank you! Your ${mapping.amount} boosts are on their way. Follow your order here: ${url}`,
        statusCode: 200,
      };
    }
    const url = `https://${host}${publicPageHref("redeem", { guildId: seller.guildId })}`;
    return {
      result: "key_sent",
      answer: `Thank you! Your redeem key: TEST-KEY\nRedeem it for ${mapping.amount} boosts at ${url}`,
      statusCode: 200,
    };
  }
}
