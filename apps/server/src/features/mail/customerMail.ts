// Whether this server sends customers' emails, per database: the notifications plugin turns it on when SMTP_URL is
// set, and the notifier (which a transaction's store makes too, with the same database) reads it before writing
// mail rows into the outbox. Keyed by the database's location, which a transaction's store shares.
import type { Db } from "../../db/connect.ts";

export interface CustomerMailSettings {
  /** The host of the links in the mails (PUBLIC_HOST). */
  publicHost: string;
}

const byDatabase = new Map<string, CustomerMailSettings>();

export function turnCustomerMailOn(db: Pick<Db, "location">, s: CustomerMailSettings): void {
  byDatabase.set(db.location, s);
}

export function turnCustomerMailOff(db: Pick<Db, "location">): void {
  byDatabase.delete(db.location);
}

/** The settings when customers' emails are on for this database, else undefined. */
export function customerMail(db: Pick<Db, "location">): CustomerMailSettings | undefined {
  return byDatabase.get(db.location);
}
