/** The product mapping editor's rows as typed, and their check before a save (the server checks them again). */
import type { IntakeMapping, IntakePlatform } from "@boostdash/api-client/intake/model";
import { DEFAULT_INVITE_FIELD, MAX_MAPPED_AMOUNT } from "@boostdash/api-client/intake/rules";
import { STOCK_FILES } from "@boostdash/api-client/stock/keyRules";

/** One row as typed: the amount stays text, so a half-typed number stays in its box. */
export interface MappingRow {
  /** React's key: stable while the seller edits the id. */
  key: string;
  platform: IntakePlatform;
  productId: string;
  stock: string;
  amount: string;
  inviteField: string;
}

export type RowErrors = Partial<Record<"productId" | "amount" | "inviteField", string>>;
export type MappingErrors = Record<string, RowErrors>;

export const mappingMessages = {
  productId: "Enter the product or variant ID",
  amount: `A whole number from 1 to ${MAX_MAPPED_AMOUNT.toLocaleString("en-US")}`,
  inviteField: "Enter the name of the invite field",
  duplicate: "This product is already mapped above",
} as const;

export function toRows(mappings: readonly IntakeMapping[]): MappingRow[] {
  return mappings.map((m, i) => ({
    key: `saved-${i}`,
    platform: m.platform,
    productId: m.productId,
    stock: m.stock,
    amount: String(m.amount),
    inviteField: m.inviteField,
  }));
}

/** Same rows in the same order, whatever their keys. */
export function sameRows(a: readonly MappingRow[], b: readonly MappingRow[]): boolean {
  const strip = (rows: readonly MappingRow[]) => JSON.stringify(rows.map(({ key: _, ...r }) => r));
  return strip(a) === strip(b);
}

// Keys of added rows, unique for the page's life.
let newRows = 0;

/** A new row: the platform given, the first stock, 1, and the invite field of the row above (or the usual one). */
export function blankRow(platform: IntakePlatform, rows: readonly MappingRow[]): MappingRow {
  const last = rows.at(-1);
  newRows += 1;
  return {
    key: `new-${newRows}`,
    platform: last?.platform ?? platform,
    productId: "",
    stock: last?.stock ?? STOCK_FILES[0],
    amount: "1",
    inviteField: last?.inviteField ?? DEFAULT_INVITE_FIELD,
  };
}

export type RowsCheck = { ok: true; mappings: IntakeMapping[] } | { ok: false; errors: MappingErrors };

/** Each row's mistakes by its key, or the mapping to send (ids and field names trimmed). */
export function validateRows(rows: readonly MappingRow[]): RowsCheck & { errors: MappingErrors } {
  const errors: MappingErrors = {};
  const seen = new Set<string>();
  const mappings: IntakeMapping[] = [];
  for (const row of rows) {
    const e: RowErrors = {};
    const productId = row.productId.trim();
    const inviteField = row.inviteField.trim();
    const amountText = row.amount.trim();
    const amount = Number(amountText);
    if (productId === "") e.productId = mappingMessages.productId;
    else if (seen.has(`${row.platform}\u0000${productId}`)) e.productId = mappingMessages.duplicate;
    seen.add(`${row.platform}\u0000${productId}`);
    if (!/^\d{1,7}$/.test(amountText) || amount < 1 || amount > MAX_MAPPED_AMOUNT)
      e.amount = mappingMessages.amount;
    if (inviteField === "") e.inviteField = mappingMessages.inviteField;
    if (Object.keys(e).length > 0) errors[row.key] = e;
    else mappings.push({ platform: row.platform, productId, stock: row.stock, amount, inviteField });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, mappings, errors };
}
