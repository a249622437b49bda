/** Spreadsheet exports (CSV): how the server writes them and when a caller asks for one. */

/** Whether the caller asked for CSV rather than JSON (a spreadsheet download). */
export const wantsCsv = (accept: string | undefined) => /\btext\/csv\b/i.test(accept ?? '');

/**
 * One cell of a spreadsheet row, always in double quotes (RFC 4180, inner quotes doubled). Quoting
 * every cell, not only those holding a comma, keeps a row whole where the spreadsheet splits cells
 * on another character: Excel set to pt-BR or de-DE splits on ';', and would cut an unquoted
 * `x;=cmd|' /C calc'!A0` into cells, the formula one of its own. A text a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return that hides one) gets a leading
 * apostrophe inside the quotes: a visitor's name must never become a command on the school's
 * computer. Every CSV the server writes is made of these cells.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV line: its cells quoted (csvCell), comma-separated, CRLF-ended. */
export const csvRow = (cells: readonly (string | number | null)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
