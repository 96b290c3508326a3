/** CSV writing (RFC 4180) for exports, safe to open in a spreadsheet. */

export type CsvCell = string | number | boolean | null | undefined;

// A text cell a spreadsheet would run as a formula (OWASP "CSV injection"): '=1+1', '+cmd', '-2+3', '@SUM()',
// or one starting with a tab or carriage return. Such a cell gets a leading apostrophe, which shows it as text.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  // Numbers are data, never formulas: a negative count stays a number.
  let text = typeof value === "string" ? value : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row as a CSV line, without its line end (a streamed export writes `\r\n` between lines, as `toCsv`). */
export function csvLine(row: readonly CsvCell[]): string {
  return row.map(cell).join(",");
}

/** Rows to CSV text: comma-separated, quoted where needed, CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map(csvLine).join("\r\n");
}
