/**
 * The data.json of an import file checked on its own: its format, version and schema, and the
 * ids it holds (none twice).
 */
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportData,
  ExportDataSchema,
  IMPORT_KINDS,
  type ImportKind,
} from '../../shared/schemas/data-export.js';
import { AppError } from '../errors.js';

export const badFile = (message: string) => new AppError('INVALID_EXPORT_FILE', 400, message);

/** Where a value lies in data.json, as a reader names it: `cruises[2].itinerary[0].dayNumber`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(top)';
}

/** data.json parsed and checked: format and version first, with their own clear messages. */
export function parseData(bytes: Buffer): ExportData {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badFile('data.json is not valid JSON.');
  }
  const head = (json ?? {}) as { format?: unknown; version?: unknown };
  if (head.format !== EXPORT_FORMAT) {
    throw badFile(`data.json is not a ${EXPORT_FORMAT} file.`);
  }
  if (head.version !== EXPORT_VERSION) {
    throw badFile(
      `data.json is version ${JSON.stringify(head.version)} of the export format; this app imports version ${EXPORT_VERSION}.`,
    );
  }
  const parsed = ExportDataSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badFile(`${formatPath(issue.path)}: ${issue.message}`);
  }
  return parsed.data;
}

export type Ids = Record<ImportKind, string[]>;

export function idsOf(data: ExportData): Ids {
  const ids = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, [] as string[]])) as Ids;
  for (const cruise of data.cruises) {
    ids.cruises.push(cruise.id);
    ids.itineraryDays.push(...cruise.itinerary.map((r) => r.id));
    ids.checklists.push(...cruise.checklists.map((r) => r.id));
    ids.checklistItems.push(...cruise.checklists.flatMap((l) => l.items.map((r) => r.id)));
    ids.packingLists.push(...cruise.packingLists.map((r) => r.id));
    ids.packingItems.push(...cruise.packingLists.flatMap((l) => l.items.map((r) => r.id)));
    ids.excursions.push(...cruise.excursions.map((r) => r.id));
    ids.journalEntries.push(...cruise.journalEntries.map((r) => r.id));
    ids.photos.push(...cruise.photos.map((r) => r.id));
  }
  for (const kind of IMPORT_KINDS) {
    const seen = new Set<string>();
    for (const id of ids[kind]) {
      const lower = id.toLowerCase();
      if (seen.has(lower)) throw badFile(`data.json holds the id ${id} twice (${kind}).`);
      seen.add(lower);
    }
  }
  return ids;
}
