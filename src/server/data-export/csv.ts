/**
 * CSV for spreadsheets (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a
 * comma, a quote or a line break, quotes doubled). A text cell starting with `=`, `+`, `-`, `@`,
 * a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as text instead of
 * running it as a formula (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A whole table: the header row, then one row per record. */
export function toCsv<T>(columns: { header: string; value: (row: T) => CsvValue }[], rows: T[]): string {
  return (
    csvRow(columns.map((column) => column.header)) +
    rows.map((row) => csvRow(columns.map((column) => column.value(row)))).join('')
  );
}
