// Row types of every table, as Kysely sees them. Times are epoch milliseconds; flags are 0/1 integers
// (the same on SQLite and PostgreSQL); token lists are JSON text.
import type { Generated } from "kysely";

export interface MetaTable {
  key: string;
  value: string;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: number;
}

export interface SellersTable {
  id: string;
  name: string;
  discord_id: string;
  guild_id: string;
  is_admin: number;
  access_code: string;
  access_code_reset_at: number | null;
  bot_key_hash: string;
  bot_key_hint: string | null;
  bot_key_rotated_at: number | null;
  bot_last_seen_at: number | null;
  store_link: Generated<string>;
  discord_link: Generated<string>;
  embed_color: Generated<string>;
  embed_footer: Generated<string>;
  one_month_nitro: Generated<number>;
  one_month_boosts: Generated<number>;
  three_month_nitro: Generated<number>;
  three_month_boosts: Generated<number>;
  custom_code: Generated<string>;
  created_at: number;
}

export interface SessionsTable {
  token_hash: string;
  seller_id: string;
  created_at: number;
  expires_at: number;
  ip: string | null;
  user_agent: string | null;
}

export interface OrdersTable {
  seller_id: string;
  order_id: string;
  guild_id: string;
  invite: string;
  stock: string;
  amount: number;
  success_tokens: Generated<string>;
  failed_tokens: Generated<string>;
  store_link: string;
  discord_link: string;
  bb_guild_id: string;
  /** pending (redeemed, waiting for the bot), claimed (the bot took it), done. */
  state: string;
  email: string | null;
  display_name: string | null;
  bio: string | null;
  avatar: string | null;
  banner: string | null;
  created_at: number;
  updated_at: number;
}

export interface RedeemKeysTable {
  seller_id: string;
  key: string;
  amount: number;
  stock: string;
  created_at: number;
  used_at: number | null;
}

export interface SuggestionsTable {
  id: string;
  author_id: string;
  author: string;
  title: string;
  description: string;
  status: string;
  created_at: number;
}

export interface SuggestionVotesTable {
  suggestion_id: string;
  user_id: string;
  vote: string;
  created_at: number;
}

export interface BugsTable {
  id: string;
  author_id: string;
  author: string;
  title: string;
  description: string;
  steps: string;
  expected_behavior: string;
  actual_behavior: string;
  severity: string;
  status: string;
  created_at: number;
}

export interface LogsTable {
  id: Generated<number>;
  timestamp: number;
  seller_id: string | null;
  username: string;
  user_id: string;
  action: string;
  details: string;
  severity: string;
  ip_address: string | null;
  user_agent: string | null;
}

export interface DomainsTable {
  id: string;
  seller_id: string;
  domain: string;
  status: string;
  created_at: number;
  checked_at: number | null;
  last_error: string | null;
}

export interface CaptchaUsedTable {
  id: string;
  expires_at: number;
}

export interface RateLimitHitsTable {
  key: string;
  hits: number;
  expires_at: number;
}

export interface JobRunsTable {
  name: string;
  last_run_at: number;
  runs: number;
  /** host:pid of the instance that ran it last. */
  run_by: string;
}

export interface Database {
  meta: MetaTable;
  schema_migrations: SchemaMigrationsTable;
  sellers: SellersTable;
  sessions: SessionsTable;
  orders: OrdersTable;
  redeem_keys: RedeemKeysTable;
  suggestions: SuggestionsTable;
  suggestion_votes: SuggestionVotesTable;
  bugs: BugsTable;
  logs: LogsTable;
  domains: DomainsTable;
  captcha_used: CaptchaUsedTable;
  rate_limit_hits: RateLimitHitsTable;
  job_runs: JobRunsTable;
}
