/**
 * The bot API's calls as the reference and the dashboard show them (docs/product.md#bot-api): what each is for and
 * an example, as a `curl` command against this server. Free of JSON Schema: the dashboard's Bot Key card uses it.
 */
import { API_BASE_PATH } from "../../core/contract/paths.ts";
import { type ContractRouteName, contractRoutes } from "../../core/contract/routes.ts";

/** What each bot call is for, in the reference's words. */
export const botRouteDocs = {
  botPushStock: {
    summary: "Push the stock counts",
    description:
      "The four counts the live stock page shows. The Stock & Keys page shows that the bot changed them.",
  },
  botStoreSettings: {
    summary: "Push the store settings",
    description:
      "Store and Discord links, embed colour and footer; the bot may also tell its guild id. Fields left out stay as they are. The first guild id applies at once; a later, different one is not applied: the answer is 202 and the move waits for the owner's confirmation in Settings.",
  },
  botUpsertOrder: {
    summary: "Create or update an order",
    description: "The body is the bot's order.json; its orderId must equal the folder id in the path.",
  },
  botAddRedeemKeys: {
    summary: "Add redeem keys",
    description:
      "Keys of at least 8 characters; keys that already exist are skipped. Guessable keys are added with a `warning`.",
  },
  botClaimRedeems: {
    summary: "Claim pending redeems",
    description: "Hands out up to `limit` redeems customers made, each to exactly one caller.",
  },
  botRedeemResult: {
    summary: "Report a redeem's result",
    description:
      "The tokens used for the redeem, successful and failed; the order's status follows from them.",
  },
  botSignInLink: {
    summary: "Open the dashboard",
    description:
      "A link that signs the seller in to the dashboard once: valid for 5 minutes, for one use. Send it to the seller (for example in a DM), never to a channel.",
  },
  botListReplacements: {
    summary: "List open replacement requests",
    description:
      "Customers' open requests under warranty, each with its order's standing (delivered, already replaced, the most an approval may give) and `botMayApprove`: true where the stock type's policy lets the bot verify and re-deliver, within its limits.",
  },
  botApproveReplacement: {
    summary: "Approve a replacement request",
    description:
      "Only where the policy lets the bot decide (403 otherwise), within the policy's limits (400 above them; the bot has no override). Makes the replacement order, which the claim queue then hands out like any order.",
  },
} as const satisfies Partial<Record<ContractRouteName, { summary: string; description: string }>>;

export type BotRouteName = keyof typeof botRouteDocs;

/** An example call of each, for the reference page and the dashboard's Bot Key card. */
export const botRouteExamples: Record<BotRouteName, { params?: Record<string, string>; body: unknown }> = {
  botPushStock: {
    body: {
      oneMonthNitroTokens: 12,
      oneMonthServerBoosts: 24,
      threeMonthNitroTokens: 3,
      threeMonthServerBoosts: 6,
    },
  },
  botStoreSettings: { body: { embedColor: "#8b5cf6", embedFooter: "Thanks for shopping" } },
  botUpsertOrder: {
    params: { folderId: "ORDER-1001" },
    body: {
      orderId: "ORDER-1001",
      guildId: "1100000000000000001",
      invite: "https://discord.gg/abc123",
      stock: "oneMonthBoosts.txt",
      amount: 4,
      "tokens-used": { success: ["token-1", "token-2"], failed: [] },
    },
  },
  botAddRedeemKeys: {
    body: { keys: [{ key: "7KQ2M-9XW4T-HB3NP-ZR6CV", amount: 14, stock: "oneMonthBoosts.txt" }] },
  },
  botClaimRedeems: { body: { limit: 10 } },
  botRedeemResult: {
    params: { redeemKey: "7KQ2M-9XW4T-HB3NP-ZR6CV" },
    body: { "tokens-used": { success: ["token-1"], failed: ["token-2"] } },
  },
  botSignInLink: { body: {} },
  botListReplacements: { body: undefined },
  botApproveReplacement: { params: { id: "6772f0a1c3b9e2d4a5f60718" }, body: { amount: 2 } },
};

/** A call as a shell command (`curl`), against the server at `origin` with the bot key `key`. */
export function curlExample(origin: string, name: BotRouteName, key: string): string {
  const route = contractRoutes[name];
  const example = botRouteExamples[name];
  const path = route.path.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(example.params?.[p] ?? p));
  const url = `${origin.replace(/\/+$/, "")}${API_BASE_PATH}${path}`;
  const lines = [`curl -X ${route.method} ${url}`, `  -H "Authorization: ${key}"`];
  // A read sends no body.
  if (example.body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(example.body)}'`);
  }
  return lines.join(" \\\n");
}
export const botRouteNames = Object.keys(botRouteDocs) as BotRouteName[];
