// Row types of the mail feature's tables and columns (migrations.ts), camelCase as Kysely's CamelCasePlugin shows them.

export interface FindOrderLinksTable {
  tokenHash: string;
  sellerId: string;
  /** Lower-cased and trimmed, as the orders' index reads their emails. */
  email: string;
  locale: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

/** The orders' column this feature adds: the language the order was made in. */
export interface OrderLocaleColumns {
  sellerId: string;
  orderId: string;
  email: string | null;
  customerLocale: string | null;
}

/** The sellers' column this feature adds: the customers' default language (null: English). */
export interface SellerLocaleColumns {
  id: string;
  customerLocale: string | null;
}

export type MailTables = {
  findOrderLinks: FindOrderLinksTable;
};
