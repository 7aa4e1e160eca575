/**
 * CSV for spreadsheets, written one way (decision 026): every field quoted (RFC 4180, so a comma, a
 * quote, a line feed or a carriage return inside a name never splits a row), and a text field
 * that a spreadsheet would read as a formula (leading `=`, `+`, `-`, `@`, tab or carriage return,
 * OWASP's CSV-injection rule) defused with a leading apostrophe. A plain number, negative amounts
 * included, is data and stays as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One row; rows end with CRLF, as RFC 4180 writes them. */
export function csvRows(rows: readonly (readonly (string | number | null | undefined)[])[]) {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
