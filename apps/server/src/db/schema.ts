// Row types of every table, as Kysely sees them through its CamelCasePlugin (db/connect.ts): the columns are
// snake_case in the database, camelCase here. Times are epoch milliseconds; flags are 0/1 integers (the same on
// SQLite and PostgreSQL); token lists are JSON text. Status columns carry the contract's own types.
import type { Severity } from "@boostdash/api-client/admin/contract";
import type { BugSeverity, BugStatus } from "@boostdash/api-client/bugs/contract";
import type { DomainStatus } from "@boostdash/api-client/domains/contract";
import type { OrderStatus } from "@boostdash/api-client/orders/statuses";
import type { ApprovalMode, RequestSource, RequestStatus } from "@boostdash/api-client/replacements/rules";
import type { SuggestionStatus, VoteType } from "@boostdash/api-client/suggestions/contract";
import type { ColumnType, Generated } from "kysely";

export interface MetaTable {
  key: string;
  value: string;
}

export interface SellersTable {
  id: string;
  name: string;
  discordId: string;
  guildId: string;
  isAdmin: number;
  accessCode: string;
  accessCodeResetAt: number | null;
  botKeyHash: string;
  botKeyHint: string | null;
  botKeyRotatedAt: number | null;
  botLastSeenAt: number | null;
  storeName: Generated<string>;
  storeLink: Generated<string>;
  discordLink: Generated<string>;
  embedColor: Generated<string>;
  embedFooter: Generated<string>;
  oneMonthNitro: Generated<number>;
  oneMonthBoosts: Generated<number>;
  threeMonthNitro: Generated<number>;
  threeMonthBoosts: Generated<number>;
  customCode: Generated<string>;
  createdAt: number;
  /** When the guild id was first told (bot, CLI); null: still the placeholder the store was made with. */
  guildIdSetAt: number | null;
  /** A guild the bot asked to move to, waiting for the owner in Settings. */
  pendingGuildId: string | null;
}

export interface SessionsTable {
  tokenHash: string;
  sellerId: string;
  /** The team member signed in; null: the store's owner (the access code). */
  memberId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: number;
  expiresAt: number;
  ip: string | null;
  userAgent: string | null;
  /** The session's public id (the sessions list's); rows made before it was added were given one. */
  id: string;
  /** The last request seen, written at most once a minute (AuthRepository.actorForToken); null: never since. */
  lastSeenAt: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TeamMembersTable {
  id: string;
  sellerId: string;
  name: string;
  /** A TeamRole (packages/api-client/src/core/contract/permissions.ts). */
  role: string;
  createdAt: number;
  /** When the owner removed them; their sessions stop at once. */
  removedAt: number | null;
}

export interface OrdersTable {
  sellerId: string;
  orderId: string;
  guildId: string;
  invite: string;
  stock: string;
  amount: number;
  successTokens: Generated<string>;
  failedTokens: Generated<string>;
  storeLink: string;
  discordLink: string;
  bbGuildId: string;
  /** docs/product.md#order-lifecycle; the step times below are epoch ms, null until the step happened. */
  status: OrderStatus;
  claimedAt: number | null;
  reportedAt: number | null;
  email: string | null;
  displayName: string | null;
  bio: string | null;
  avatar: string | null;
  banner: string | null;
  createdAt: number;
  updatedAt: number;
  /** How many tokens the lists hold, kept by every write (docs/decisions.md#orders-at-scale). */
  successCount: number;
  failedCount: number;
  /** `storedSearchText`: what the Orders search runs over, kept by every write that changes its fields. */
  searchText: string;
  /** A storefront's own invoice id and buyer email, for an order that came from one (features/intake). */
  storefrontInvoiceId: string | null;
  storefrontEmail: string | null;
  /** The original order of a replacement under warranty (features/replacements); null for a sale. */
  replacementOf: Generated<string | null>;
}

/** A stock type's warranty policy (features/replacements); a stock type without a row has the default. */
export interface WarrantyPoliciesTable {
  sellerId: string;
  stock: string;
  windowDays: number;
  maxSharePercent: number;
  approval: ApprovalMode;
  updatedAt: number;
}

/** A replacement request: the customer's, or one the seller started (approved at once). */
export interface ReplacementRequestsTable {
  id: string;
  sellerId: string;
  /** The original order. */
  orderId: string;
  amount: number;
  note: string | null;
  status: RequestStatus;
  source: RequestSource;
  createdAt: number;
  decidedAt: number | null;
  decidedBy: string | null;
  reason: string | null;
  approvedAmount: number | null;
  /** 1 when approved above the policy's limits. */
  override: Generated<number>;
  replacementOrderId: string | null;
}

/** Per seller and status: the orders, the boosts they ask for and their successful tokens (triggers keep it). */
export interface OrderTotalsTable {
  sellerId: string;
  status: OrderStatus;
  orders: number;
  boosts: number;
  success: number;
}

/** One live event for a seller's dashboards (features/events): `data` is the event's JSON. */
export interface OrderEventsTable {
  id: Generated<number>;
  sellerId: string;
  /** The event's number among its store's events (event_counters): the id its streams see. */
  seq: number;
  data: string;
  at: number;
}

/** Each store's last event number. */
export interface EventCountersTable {
  sellerId: string;
  seq: number;
}

export interface RedeemKeysTable {
  sellerId: string;
  key: string;
  amount: number;
  stock: string;
  createdAt: number;
  usedAt: number | null;
}

export interface SuggestionsTable {
  id: string;
  authorId: string;
  author: string;
  title: string;
  description: string;
  status: SuggestionStatus;
  createdAt: number;
}

export interface SuggestionVotesTable {
  suggestionId: string;
  userId: string;
  vote: VoteType;
  createdAt: number;
}

export interface BugsTable {
  id: string;
  authorId: string;
  author: string;
  title: string;
  description: string;
  steps: string;
  expectedBehavior: string;
  actualBehavior: string;
  severity: BugSeverity;
  status: BugStatus;
  createdAt: number;
}

export interface LogsTable {
  id: Generated<number>;
  timestamp: number;
  sellerId: string | null;
  username: string;
  userId: string;
  action: string;
  details: string;
  severity: Severity;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface DomainsTable {
  id: string;
  sellerId: string;
  domain: string;
  status: DomainStatus;
  createdAt: number;
  checkedAt: number | null;
  lastError: string | null;
}

/** One-time sign-in codes of the bot's dashboard links (features/auth/migrations.ts), stored hashed. */
export interface SignInCodesTable {
  codeHash: string;
  sellerId: string;
  createdAt: number;
  expiresAt: number;
}

export interface CaptchaUsedTable {
  id: string;
  expiresAt: number;
}

export interface RateLimitHitsTable {
  key: string;
  hits: number;
  expiresAt: number;
}

export interface JobRunsTable {
  name: string;
  lastRunAt: number;
  runs: number;
  /** host:pid of the instance that ran it last. */
  runBy: string;
}

/** Kysely's Migrator's record of applied migrations (db/migrations.ts). */
export interface KyselyMigrationTable {
  name: string;
  timestamp: string;
}

/** The record of the runner before Kysely's Migrator; kept, read once to carry its versions over. */
export interface SchemaMigrationsTable {
  version: number;
  name: string;
  appliedAt: number;
}

export interface Database {
  meta: MetaTable;
  sellers: SellersTable;
  sessions: SessionsTable;
  teamMembers: TeamMembersTable;
  orders: OrdersTable;
  orderEvents: OrderEventsTable;
  eventCounters: EventCountersTable;
  orderTotals: OrderTotalsTable;
  warrantyPolicies: WarrantyPoliciesTable;
  replacementRequests: ReplacementRequestsTable;
  redeemKeys: RedeemKeysTable;
  suggestions: SuggestionsTable;
  suggestionVotes: SuggestionVotesTable;
  bugs: BugsTable;
  logs: LogsTable;
  domains: DomainsTable;
  captchaUsed: CaptchaUsedTable;
  signInCodes: SignInCodesTable;
  rateLimitHits: RateLimitHitsTable;
  jobRuns: JobRunsTable;
  kyselyMigration: KyselyMigrationTable;
  schemaMigrations: SchemaMigrationsTable;
}
