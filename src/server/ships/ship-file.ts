/**
 * Reads an import file (CSV or JSON, the spec's field names) into raw rows, each with the line
 * it starts on. Anything wrong with the file as a whole (not CSV or JSON, unknown or missing
 * columns, no ships) is one ShipFileError, raised before anything is written.
 */
import path from 'node:path';
import { SHIP_FIELDS } from '../../shared/schemas/ships.js';
import { CsvError, parseCsv } from './csv.js';

export class ShipFileError extends Error {
  override name = 'ShipFileError';
}

/** One ship of the file, or why its row could not even be read as one. */
export type RawShipRow =
  | { line: number; values: Record<string, unknown>; error?: undefined }
  | { line: number; error: string; values?: undefined };

const KNOWN = new Set<string>(SHIP_FIELDS);
const REQUIRED = ['ship_name', 'operator'] as const;
const FIELD_LIST = SHIP_FIELDS.join(', ');

function checkColumns(columns: Iterable<string>, where: (column: string) => string) {
  const present = new Set<string>();
  for (const column of columns) {
    if (!KNOWN.has(column)) {
      throw new ShipFileError(
        `Unknown column "${column}"${where(column)}. Columns must be the spec's field names: ${FIELD_LIST}.`,
      );
    }
    present.add(column);
  }
  const missing = REQUIRED.filter((column) => !present.has(column));
  if (missing.length > 0) {
    throw new ShipFileError(`The file has no ${missing.join(' or ')} column; both are required.`);
  }
}

function readCsv(text: string): RawShipRow[] {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new ShipFileError(`Not a readable CSV file: ${error.message}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw new ShipFileError('The file is empty.');
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const duplicate = columns.find((name, index) => columns.indexOf(name) !== index);
  if (duplicate !== undefined)
    throw new ShipFileError(`The column "${duplicate}" appears twice in the header.`);
  checkColumns(columns, () => ' in the header');
  if (data.length === 0) throw new ShipFileError('The file has a header but no ships.');
  return data.map((record): RawShipRow => {
    if (record.fields.length !== columns.length) {
      return {
        line: record.line,
        error: `has ${record.fields.length} values where the header has ${columns.length}`,
      };
    }
    return {
      line: record.line,
      values: Object.fromEntries(columns.map((name, i) => [name, record.fields[i]])),
    };
  });
}

/** Line (1-based) on which each element of the top-level JSON array starts. */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectElement && char !== undefined && !/\s/.test(char)) {
      lines.push(line);
      expectElement = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expectElement = true;
  }
  return lines;
}

function readJson(text: string): RawShipRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ShipFileError(`Not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new ShipFileError('A JSON import must be an array of ships.');
  if (data.length === 0) throw new ShipFileError('The file has no ships.');
  const lines = elementLines(text);
  const rows = data.map((item, index) => ({ line: lines[index] ?? index + 1, item }));
  const columns = new Map<string, number>();
  for (const { line, item } of rows) {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const key of Object.keys(item)) if (!columns.has(key)) columns.set(key, line);
    }
  }
  checkColumns(columns.keys(), (column) => ` (line ${columns.get(column)})`);
  return rows.map(
    ({ line, item }): RawShipRow =>
      item && typeof item === 'object' && !Array.isArray(item)
        ? { line, values: item as Record<string, unknown> }
        : { line, error: 'is not an object with ship fields' },
  );
}

/** Parses the bytes of an import file; the name's extension picks the format, else the content does. */
export function readShipFile(content: Buffer, fileName: string): RawShipRow[] {
  if (content.subarray(0, 8192).includes(0)) throw new ShipFileError('This is not a CSV or JSON file.');
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ShipFileError('The file is empty.');
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.json') return readJson(text);
  if (extension === '.csv') return readCsv(text);
  const start = text.trimStart()[0];
  if (start === '[' || start === '{') return readJson(text);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.includes(',')) return readCsv(text);
  throw new ShipFileError(
    "This is not a CSV or JSON file (use a .csv or .json file with the spec's field names).",
  );
}
