// What a storefront's delivery becomes (docs/decisions.md#storefront-intake): verified over its raw bytes,
// recorded under its delivery id before any work (a retry replays the recorded answer), then an order when the
// buyer gave a valid invite, else a redeem key, each answered with a short text for the customer.
import { randomFillSync } from "node:crypto";
import type { Severity } from "@boostdash/api-client/admin/contract";
import { isValidInvite } from "@boostdash/api-client/core/links";
import type { IntakeEvent, OrderEvent } from "@boostdash/api-client/events/contract";
import type { IntakeDelivery, IntakeMapping, IntakePlatform } from "@boostdash/api-client/intake/model";
import { intakeInboundDocs } from "@boostdash/api-client/intake/openapi";
import { formatStockName } from "@boostdash/api-client/orders/rules";
import { publicPageHref } from "@boostdash/api-client/public/pages";
import { generateKey } from "@boostdash/api-client/stock/keyRules";
import type { FastifyRequest } from "fastify";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Store } from "../../store.ts";
import { orderEvent, type StoredEvent } from "../events/hub.ts";
import { type HandlerDeps, iso, type RequestLogger, requestLogger } from "../handlerKit.ts";
import { rememberActor, storefrontTrailActor } from "../logs/trail.ts";
import { type IntakeNotice, Notifier, outboxWritten } from "../notifications/notifier.ts";
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
  /** The stock and amount the transaction takes last, just before its commit (`settle`). */
  takes?: Pick<IntakeMapping, "stock" | "amount">;
}

/** The stock ran out: the delivery's transaction is rolled back, and settled out of stock in another. */
class OutOfStock extends Error {}

/** The delivery a transaction settles, as its notifications and live events name it. */
type Told = Pick<DeliveryRow, "id" | "platform" | "productId" | "invoiceId" | "test">;

/** A write that tells others of a delivery: what it is (for the server's log when it fails), and the write. */
type SideWrite = [name: string, write: () => Promise<void>];

/**
 * Runs `writes` inside the transaction `trx` so that a failure undoes its own writes only: a line that tells of an
 * order must not undo the order. Under one savepoint (two statements, however many writes); when one fails, all are
 * undone and the others written again each under its own, since on PostgreSQL a failed statement leaves the
 * transaction unusable until the savepoint is rolled back, so those after it failed too.
 */
async function beside(
  trx: Kysely<Database>,
  writes: readonly SideWrite[],
  onError: (name: string, err: unknown) => void,
): Promise<void> {
  await sql`SAVEPOINT told`.execute(trx);
  let failed = -1;
  for (const [i, [name, write]] of writes.entries()) {
    try {
      await write();
    } catch (err) {
      onError(name, err);
      failed = i;
      break;
    }
  }
  if (failed >= 0) {
    await sql`ROLLBACK TO SAVEPOINT told`.execute(trx);
    for (const [name, write] of writes.filter((_, i) => i !== failed)) {
      await sql`SAVEPOINT one`.execute(trx);
      try {
        await write();
      } catch (err) {
        await sql`ROLLBACK TO SAVEPOINT one`.execute(trx);
        onError(name, err);
      }
      await sql`RELEASE SAVEPOINT one`.execute(trx);
    }
  }
  await sql`RELEASE SAVEPOINT told`.execute(trx);
}

/** The activity log's line for a settled delivery (none for a test, nor for a key-less, order-less success). */
function logLine(row: Told, { outcome, order, key }: Made): [string, string, Severity] | undefined {
  const what = `${row.platform} invoice ${row.invoiceId ?? "?"}`;
  switch (outcome.result) {
    case "unmapped":
      return [
        "intake_unmapped",
        `${what}: product ${row.productId ?? "(none)"} is not mapped to a stock; the buyer was told you will contact them`,
        "warning",
      ];
    case "out_of_stock":
      return [
        "intake_out_of_stock",
        `${what}: ${outcome.error ?? "out of stock"}; the storefront will retry`,
        "error",
      ];
    case "failed":
      return ["intake_failed", `${what}: ${outcome.error ?? "not delivered"}`, "error"];
  }
  if (order) {
    return [
      "intake_order",
      `${what}: order #${order.orderId} for ${order.amount} boosts (${formatStockName(order.stock)})`,
      "success",
    ];
  }
  return key ? ["intake_key_sent", `${what}: no valid invite, key ${key} sent`, "info"] : undefined;
}

/**
 * What the seller is told of a delivery: received (an order or a redeem key, with the mapping it followed), or
 * failed (`intake.failed`, the seller's alert for an unknown product or no stock); undefined for anything else.
 */
function noticeOf(
  row: Told,
  outcome: DeliveryOutcome,
  mapping: IntakeMapping | undefined,
  key: string | null,
): IntakeNotice | undefined {
  const base = {
    deliveryId: row.id,
    platform: row.platform,
    productId: row.productId,
    invoiceId: row.invoiceId,
    test: row.test,
  };
  const r = outcome.result;
  if ((r === "delivered" || r === "key_sent") && mapping) {
    return {
      ...base,
      failed: false,
      result: r,
      stock: mapping.stock,
      amount: mapping.amount,
      orderId: outcome.orderId ?? null,
      key,
    };
  }
  if (r === "unmapped" || r === "out_of_stock" || r === "failed") {
    return { ...base, failed: true, result: r, reason: outcome.error ?? "Not delivered" };
  }
  return undefined;
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
    // Signed by the platform: the delivery's log entries are the storefront's (a refused signature is nobody's
    // known). A test send stays the person's who pressed it.
    if (!test) rememberActor(req, storefrontTrailActor(intakeInboundDocs[platform].label));
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
      await this.settle(req, seller, row, undefined, async () => ({ outcome, key: null }));
    } else {
      await this.work(req, seller, row.platform, asked, false, id);
    }
    const after = await this.repo.get(seller.id, id);
    if (!after) return "unknown";
    return after;
  }

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

  /**
   * What a verified delivery becomes, recorded on its row (`deliveryId`) and announced once. The stock taken, the key
   * minted, the order made, the row's outcome and what others are told are one transaction (`settle`): a failure midway leaves none of them, and the
   * row is then marked failed (ready for 'Deliver again') instead of being left pending.
   */
  private async work(
    req: FastifyRequest,
    seller: Seller,
    platform: IntakePlatform,
    asked: DeliveryRequest,
    test: boolean,
    deliveryId: string,
  ): Promise<DeliveryOutcome> {
    const mapping = await this.mappingFor(seller.id, platform, asked);
    const row = { id: deliveryId, platform, productId: asked.productId, invoiceId: asked.invoiceId, test };
    const invite = mapping ? fieldValue(asked.fields, mapping.inviteField) : undefined;
    const validInvite = invite !== undefined && isValidInvite(invite) ? invite : undefined;
    const host = mapping ? await this.host(seller) : "";
    try {
      const made = await this.settle(req, seller, row, mapping, async (tx, repo): Promise<Made> => {
        if (!mapping) {
          const outcome: DeliveryOutcome = {
            result: "unmapped",
            answer: UNMAPPED_ANSWER,
            statusCode: 200,
            error: `Product ${asked.productId ?? "(none)"} is not mapped`,
          };
          return { outcome, key: null };
        }
        if (test)
          return { outcome: this.testAnswer(seller, host, mapping, validInvite !== undefined), key: null };
        const made = await this.fulfil(tx, repo, seller, host, mapping, asked, validInvite);
        return { ...made, takes: mapping };
      });
      return made.outcome;
    } catch (err) {
      // Rolled back: no stock taken, no key, no order. The platform's retry replays this answer; the seller can
      // deliver it again once the cause is fixed.
      const message = err instanceof Error ? err.message : String(err);
      const outcome: DeliveryOutcome =
        err instanceof OutOfStock && mapping
          ? {
              result: "out_of_stock",
              answer: null,
              statusCode: 503,
              error: `Out of stock: ${mapping.amount} boosts of ${formatStockName(mapping.stock)} were asked for`,
            }
          : {
              result: "failed",
              answer: null,
              statusCode: 503,
              error: `Not delivered: ${message.slice(0, 300)}`,
            };
      await this.settle(req, seller, row, mapping, async () => ({ outcome, key: null }));
      return outcome;
    }
  }

  /**
   * Everything a delivery writes after its claim, in one transaction (one commit, where each write used to be its
   * own and each commit an fsync on SQLite; docs/decisions.md#storefront-intake-one-commit-per-delivery): what
   * `make` does (stock, key, order), the row's outcome, the activity log line, the notifications' outbox rows and
   * the live events. This process's event streams and the outbox's sender are told after the commit, so nobody
   * hears of an order that was rolled back.
   */
  private async settle(
    req: FastifyRequest,
    seller: Seller,
    row: Told,
    mapping: IntakeMapping | undefined,
    make: (tx: Store, repo: IntakeRepository) => Promise<Made>,
  ): Promise<Made> {
    let outboxWrote = false;
    const { made, events } = await this.deps.store.inTx(async (tx) => {
      const repo = new IntakeRepository(tx.db);
      const notifier = new Notifier(tx, this.deps.config.publicHost, {
        written: () => {
          outboxWrote = true;
        },
        memo: true,
      });
      // Read before the order's insert locks the store's order totals (PostgreSQL) until the commit.
      await notifier.prepare(seller.id);
      const m = await make(tx, repo);
      await repo.finish(seller.id, row.id, m.outcome);
      const events = await this.tell(tx, notifier, req, seller, row, m, mapping);
      // The stock last: on PostgreSQL its UPDATE locks the store's row until the commit, and the store's other
      // deliveries wait on that lock; taken first, they waited out this whole transaction. Too little left: all of
      // the above rolls back, and the delivery is settled out of stock in a transaction of its own.
      if (m.takes && !(await repo.takeStock(seller.id, m.takes.stock, m.takes.amount)))
        throw new OutOfStock();
      return { made: m, events };
    });
    if (outboxWrote) outboxWritten.emit("written");
    try {
      await this.deps.events.published(seller.id, events);
    } catch (err) {
      // Committed and answered already: a stream that missed the event catches up when it resumes.
      req.log.error({ err }, "the storefront delivery's live events could not be sent");
    }
    return made;
  }

  /**
   * What others are told of a delivery, written in its transaction (`tx`): the activity log line, the order's and
   * the delivery's notifications (once per delivery: the notifier keys them by its id, and a platform's retry is
   * answered from the stored answer before it gets here), and the live events, which it returns for `published`.
   * Each is written beside the delivery, never instead of it: one that fails is undone alone and reported to the
   * server's log, and the delivery still commits.
   */
  private async tell(
    tx: Store,
    notifier: Notifier,
    req: FastifyRequest,
    seller: Seller,
    row: Told,
    made: Made,
    mapping: IntakeMapping | undefined,
  ): Promise<StoredEvent[]> {
    const { outcome, order, key } = made;
    const writes: SideWrite[] = [];
    const line = row.test ? undefined : logLine(row, made);
    if (line) writes.push(["log line", () => requestLogger(tx)(seller, req, ...line)]);
    if (order) writes.push(["order notification", () => notifier.orderSaved(seller.id, order.orderId)]);
    const notice = noticeOf(row, outcome, mapping, key);
    if (notice) writes.push(["notification", () => notifier.intakeAnswered(seller.id, notice)]);
    const live: (OrderEvent | IntakeEvent)[] = [];
    if (order) live.push(orderEvent(order, true));
    if (notice) {
      live.push({
        type: notice.failed ? "intake.failed" : "intake.received",
        deliveryId: row.id,
        platform: row.platform,
        productId: row.productId,
        invoiceId: row.invoiceId,
        test: row.test,
        result: notice.result,
        orderId: outcome.orderId ?? null,
        reason: notice.failed ? notice.reason : null,
      });
    }
    let stored: StoredEvent[] = [];
    writes.push([
      "live events",
      async () => {
        stored = [];
        stored = await this.deps.events.recordIn(tx.k, seller.id, live);
      },
    ]);
    await beside(tx.k, writes, (name, err) =>
      req.log.error({ err }, `the storefront delivery's ${name} could not be written`),
    );
    return stored;
  }

  /**
   * In the caller's transaction, which takes the stock before it commits: an order made through the redeem path
   * (with a valid invite), else a redeem key minted. Writes through `tx` only; what is told to others waits for the
   * commit.
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
    await repo.markOrder(seller.id, order, asked.invoiceId, asked.email);
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
