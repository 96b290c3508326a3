// The storage every route, the CLI and the bot API use, one repository per feature (features/<area>/). Same Kysely
// queries on SQLite and PostgreSQL; anything that must not race (votes, redeems, one domain per seller, claims)
// is a single atomic statement or runs in a write transaction.
import type { Kysely } from "kysely";
import type { Db } from "./db/connect.ts";
import type { Database } from "./db/schema.ts";
import { AuthRepository } from "./features/auth/authRepository.ts";
import { BugRepository } from "./features/bugs/bugRepository.ts";
import { DomainRepository } from "./features/domains/domainRepository.ts";
import { InstanceRepository } from "./features/instance/instanceRepository.ts";
import { LogRepository } from "./features/logs/logRepository.ts";
import { OrderRepository } from "./features/orders/orderRepository.ts";
import { RedeemRepository } from "./features/redeem/redeemRepository.ts";
import { SellerRepository } from "./features/sellers/sellerRepository.ts";
import { SuggestionRepository } from "./features/suggestions/suggestionRepository.ts";

export type { Seller } from "./features/sellers/sellerRepository.ts";

export class Store {
  readonly k: Kysely<Database>;
  readonly instance: InstanceRepository;
  readonly sellers: SellerRepository;
  readonly auth: AuthRepository;
  readonly orders: OrderRepository;
  readonly redeem: RedeemRepository;
  readonly suggestions: SuggestionRepository;
  readonly bugs: BugRepository;
  readonly logs: LogRepository;
  readonly domains: DomainRepository;

  constructor(readonly db: Db) {
    this.k = db.kysely;
    this.instance = new InstanceRepository(db);
    this.sellers = new SellerRepository(db);
    this.auth = new AuthRepository(db);
    this.orders = new OrderRepository(db);
    this.redeem = new RedeemRepository(db);
    this.suggestions = new SuggestionRepository(db);
    this.bugs = new BugRepository(db);
    this.logs = new LogRepository(db);
    this.domains = new DomainRepository(db);
  }

  /** Runs `fn` with a Store whose every query is inside one write transaction. */
  inTx<T>(fn: (store: Store) => Promise<T>): Promise<T> {
    return this.k.transaction().execute((trx) => fn(new Store({ ...this.db, kysely: trx })));
  }
}
