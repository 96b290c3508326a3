// The team's sign-in state: invites, passkeys, authenticators, recovery codes, challenges in flight.
import type { Kysely } from "kysely";
import type { Db } from "../../db/connect.ts";
import { Repository } from "../../db/repository.ts";
import type { Database } from "../../db/schema.ts";
import type { TeamTables } from "./tables.ts";

export interface FactorSummary {
  passkeys: number;
  totp: boolean;
}

export class TeamRepository extends Repository {
  private readonly t: Kysely<Database & TeamTables>;

  constructor(db: Db) {
    super(db);
    this.t = db.kysely.withTables<TeamTables>();
  }

  /** How many passkeys a person holds, and whether they have an authenticator app. */
  async factorSummary(sellerId: string, person: string): Promise<FactorSummary> {
    const [passkeys, totp] = await Promise.all([
      this.t
        .selectFrom("passkeys")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("sellerId", "=", sellerId)
        .where("person", "=", person)
        .executeTakeFirstOrThrow(),
      this.t
        .selectFrom("totpFactors")
        .select("person")
        .where("sellerId", "=", sellerId)
        .where("person", "=", person)
        .executeTakeFirst(),
    ]);
    return { passkeys: Number(passkeys.n), totp: totp !== undefined };
  }
}
