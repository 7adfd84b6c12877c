/**
 * A small RFC 4180 CSV reader: comma-separated, fields optionally in double quotes, "" for a
 * quote inside one, line breaks (LF or CRLF) allowed inside quotes. Each record keeps the line it
 * starts on, so the importer can name rejected rows.
 */
export class CsvError extends Error {
  override name = 'CsvError';
}

export interface CsvRecord {
  /** 1-based line on which the record starts. */
  line: number;
  fields: string[];
}

/** Parses CSV text into records; blank lines are skipped. Throws CsvError on broken quoting. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let isQuoted = false;
  let wasQuoted = false;

  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    const isBlank = fields.length === 1 && fields[0] === '';
    if (!isBlank) records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < text.length) {
    const char = text[i] as string;
    if (isQuoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        isQuoted = false;
        wasQuoted = true;
        i++;
        const next = text[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new CsvError(`Unexpected text after a closing quote on line ${line}.`);
        }
        continue;
      }
      if (char === '\n') line++;
      field += char;
      i++;
      continue;
    }
    if (char === '"') {
      if (field !== '' || wasQuoted) throw new CsvError(`Unexpected quote inside a field on line ${line}.`);
      isQuoted = true;
      i++;
      continue;
    }
    if (char === ',') {
      endField();
      i++;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += char;
    i++;
  }
  if (isQuoted) throw new CsvError(`A quoted field starting before line ${line} is never closed.`);
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord();
  return records;
}
