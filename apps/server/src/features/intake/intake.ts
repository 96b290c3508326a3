// What a storefront's delivery becomes (docs/decisions.md#storefront-intake): verified over its raw bytes,
// recorded under its delivery id before any work (a retry replays the recorded answer), then an order when the
// buyer gave a valid invite, else a redeem key, each answered with a short text for the customer.
import { randomFillSync } from "node:crypto";
import { isValidInvite } from "@boostdash/api-client/core/links";
import type { IntakeDelivery, IntakeMapping, IntakePlatform } from "@boostdash/api-client/intake/model";
import { INTAKE_PLATFORMS } from "@boostdash/api-client/intake/rules";
import { formatStockName } from "@boostdash/api-client/orders/rules";
import { publicPageHref } from "@boostdash/api-client/public/pages";
import { generateKey } from "@boostdash/api-client/stock/keyRules";
import type { FastifyRequest } from "fastify";
import { orderEvent } from "../events/hub.ts";
import { type HandlerDeps, iso, type RequestLogger } from "../handlerKit.ts";
import { notifications } from "../notifications/notifier.ts";
import type { Seller } from "../sellers/sellerRepository.ts";
import { adapters, type DeliveryRequest, eventOf, fieldValue, type Headers } from "./adapters.ts";
import { type DeliveryOutcome, type DeliveryRow, IntakeRepository } from "./intakeRepository.ts";

export const UNMAPPED_ANSWER = "We received your order; the seller will contact you.";

/** What the inbound route sends back: a status and a text/plain body. */
export interface InboundAnswer {
  status: number;
  text: string;
  deliveryId?: string;
}

export const isIntakePlatform = (p: string): p is IntakePlatform =>
  (INTAKE_PLATFORMS as readonly string[]).includes(p);

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
    canRedeliver: !r.test && REDELIVERABLE.has(r.result),
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
      return { status: 400, text: "The body is not valid JSON" };
    }
    const event = eventOf(body);
    if (adapter.event && event !== null && event !== adapter.event) {
      return { status: 400, text: `Only ${adapter.event} events are answered (got ${event})` };
    }
    const asked = adapter.read(body, headers);
    if (typeof asked === "string") return { status: 400, text: asked };
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
    const outcome = await this.work(req, seller, platform, asked, test);
    await this.repo.finish(seller.id, row.id, outcome);
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
    const outcome: DeliveryOutcome =
      typeof asked === "string"
        ? { result: "failed", answer: null, statusCode: 400, error: asked }
        : await this.work(req, seller, row.platform, asked, false);
    await this.repo.finish(seller.id, id, outcome);
    const after = await this.repo.get(seller.id, id);
    if (!after) return "unknown";
    return after;
  }

  private async work(
    req: FastifyRequest,
    seller: Seller,
    platform: IntakePlatform,
    asked: DeliveryRequest,
    test: boolean,
  ): Promise<DeliveryOutcome> {
    const what = `${platform} invoice ${asked.invoiceId ?? "?"}`;
    const mapping = asked.productId
      ? await this.repo.mapping(seller.id, platform, asked.productId)
      : undefined;
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
      return {
        result: "unmapped",
        answer: UNMAPPED_ANSWER,
        statusCode: 200,
        error: `Product ${asked.productId ?? "(none)"} is not mapped`,
      };
    }
    const invite = fieldValue(asked.fields, mapping.inviteField);
    const withInvite = invite !== undefined && isValidInvite(invite);
    const host = await this.host(seller);
    if (test) return this.testAnswer(seller, host, mapping, withInvite);
    if (!(await this.repo.takeStock(seller.id, mapping.stock, mapping.amount))) {
      const error = `Out of stock: ${mapping.amount} boosts of ${formatStockName(mapping.stock)} were asked for`;
      await this.log(
        seller,
        req,
        "intake_out_of_stock",
        `${what}: ${error}; the storefront will retry`,
        "error",
      );
      return { result: "out_of_stock", answer: null, statusCode: 503, error };
    }
    try {
      return await this.fulfil(req, seller, host, mapping, asked, withInvite ? invite : undefined, what);
    } catch (err) {
      await this.repo.giveBackStock(seller.id, mapping.stock, mapping.amount);
      throw err;
    }
  }

  /** Stock taken: an order made through the redeem path (with a valid invite), else a redeem key minted. */
  private async fulfil(
    req: FastifyRequest,
    seller: Seller,
    host: string,
    mapping: IntakeMapping,
    asked: DeliveryRequest,
    invite: string | undefined,
    what: string,
  ): Promise<DeliveryOutcome> {
    const { store } = this.deps;
    const key = generateKey((b) => randomFillSync(b));
    await store.redeem.addKeys(seller.id, [{ key, amount: mapping.amount, stock: mapping.stock }]);
    if (invite === undefined) {
      const url = `https://${host}${publicPageHref("redeem", { guildId: seller.guildId })}`;
      await this.log(seller, req, "intake_key_sent", `${what}: no valid invite, key ${key} sent`, "info");
      return {
        result: "key_sent",
        answer: `Thank you! Your redeem key: ${key}\nRedeem it for ${mapping.amount} boosts at ${url}`,
        statusCode: 200,
      };
    }
    const result = await store.redeem.redeem(seller, key, {
      invite,
      email: asked.email ?? "",
      displayName: "",
      bio: "",
      avatar: "",
      banner: "",
    });
    if (!result.ok) throw new Error(`a key minted for ${what} could not be redeemed: ${result.reason}`);
    const order = result.order;
    await this.repo.markOrder(seller.id, order.orderId, asked.invoiceId, asked.email);
    await this.deps.events.orderChanged(seller.id, orderEvent(order, true));
    await this.log(
      seller,
      req,
      "intake_order",
      `${what}: order #${order.orderId} for ${order.amount} boosts (${formatStockName(order.stock)})`,
      "success",
    );
    await notifications(store, this.deps.config.publicHost).orderSaved(seller.id, order.orderId);
    const url = `https://${host}${publicPageHref("orderStatus", { guildId: seller.guildId, orderId: order.orderId })}`;
    return {
      result: "delivered",
      answer: `Thank you! Your ${order.amount} boosts are on their way. Follow your order here: ${url}`,
      statusCode: 200,
      orderId: order.orderId,
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
