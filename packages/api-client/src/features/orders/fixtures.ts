/** Order fixtures for stories and tests: ids from the shared sequence, tokens from the seeded generator. */
import { MOCK_GUILD_ID, MOCK_NOW, nextId, pick } from "../../core/mocks/fixtures.ts";
import type { Order, OrderStatus } from "./contract.ts";

const TOKEN_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A fake token shaped like a chat-service token; never a real one. */
export function createToken(): string {
  const part = (n: number) => Array.from({ length: n }, () => pick([...TOKEN_CHARS])).join("");
  return `MT${part(22)}.${part(6)}.${part(27)}`;
}

const STOCKS = [
  "oneMonthBoosts.txt",
  "threeMonthBoosts.txt",
  "oneMonthNitroTokens.txt",
  "threeMonthNitroTokens.txt",
];

export function createOrder(over: Partial<Order> = {}): Order {
  const orderId = over.orderId ?? nextId("ORD");
  const amount = over.amount ?? pick([2, 4, 6, 8, 14, 28]);
  const wanted = Math.ceil(amount / 2);
  const success = Array.from({ length: wanted }, () => createToken());
  return {
    orderId,
    guildId: MOCK_GUILD_ID,
    invite: `https://discord.gg/${orderId.toLowerCase().replace(/[^a-z0-9]/g, "")}`,
    stock: pick(STOCKS),
    amount,
    "tokens-used": { success, failed: [] },
    storeLink: "https://store.example.com",
    discordLink: "https://discord.gg/examplestore",
    BBGuildID: "1200000000000000001",
    // As the server sends a redeemed key's or a bot's order; a storefront's carries its invoice id.
    invoiceId: null,
    ...over,
  };
}

/**
 * An order with the wanted status, its tokens agreeing (docs/product.md#order-status-rule); an unfinished one has
 * no tokens yet, and no step time past its own.
 */
export function createOrderWithStatus(status: OrderStatus, over: Partial<Order> = {}): Order {
  const amount = over.amount ?? 8;
  const needed = Math.ceil(amount / 2);
  const unfinished = status === "pending" || status === "processing";
  const successCount = status === "completed" ? needed : status === "partial" ? Math.max(1, needed - 2) : 0;
  const failedCount = unfinished ? 0 : needed - successCount;
  return createOrder({
    amount,
    status,
    ...(unfinished ? { reportedAt: null } : {}),
    ...(status === "pending" ? { claimedAt: null } : {}),
    "tokens-used": {
      success: Array.from({ length: successCount }, () => createToken()),
      failed: Array.from({ length: failedCount }, () => createToken()),
    },
    ...over,
  });
}

export interface MockOrderFolder {
  folderId: string;
  /** ISO date of the folder (the order's createdAt). */
  createdAt: string;
  order: Order;
}

export function createOrderFolder(over: Partial<Order> = {}, createdAt = MOCK_NOW): MockOrderFolder {
  const order = createOrder(over);
  return { folderId: order.orderId, createdAt, order };
}
