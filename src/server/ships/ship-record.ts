/**
 * One ship's journey between the outside world (the catalogue file, an import file, the API's
 * snake_case JSON) and a `ships` row. Catalogue seeding and the importer both go through
 * {@link parseShipInput}, so both store exactly the same normalised values.
 */
import { z } from 'zod';
import { LIMITS } from '../../shared/limits.js';
import { SHIP_DETAIL_FIELDS, type Ship, type ShipDetailField } from '../../shared/schemas/ships.js';
import type { ships } from '../db/schema.js';
import { foldText, shipSearchText } from './text.js';

export type ShipRow = typeof ships.$inferSelect;
/** What the repository writes: every stored column except the timestamps. */
export type ShipRecord = Omit<typeof ships.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
  operatorKey: string;
  nameKey: string;
  searchText: string;
};

/** Column (property) of the `ships` table for each detail field of the spec. */
export const DETAIL_COLUMNS = {
  class: 'class',
  owner: 'owner',
  sister_ships: 'sisterShips',
  crew: 'crew',
  passengers: 'passengers',
  cabins: 'cabins',
  decks: 'decks',
  decks_with_cabins: 'decksWithCabins',
  cover_image: 'coverImage',
  ship_url: 'shipUrl',
  flag_state: 'flagState',
  builder: 'builder',
  building_cost: 'buildingCost',
  christened_by: 'christenedBy',
  length_loa: 'lengthLoa',
  beam_width: 'beamWidth',
  gross_tonnage: 'grossTonnage',
  speed: 'speed',
  year_build: 'yearBuild',
  last_refurbishment: 'lastRefurbishment',
} as const satisfies Record<ShipDetailField, keyof ShipRow>;

/** Counts read best with thousands separators ("2,050"); other numbers are kept as written. */
const GROUPED_NUMBERS = new Set<string>(['crew', 'passengers', 'cabins']);

function toText(value: unknown, field: string): unknown {
  // PostgreSQL cannot store NUL: such text is refused as not text at all.
  if (typeof value === 'string') return value.includes('\u0000') ? Symbol.for('NUL') : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) {
    return GROUPED_NUMBERS.has(field) && Number.isInteger(value)
      ? value.toLocaleString('en-US')
      : String(value);
  }
  return value;
}

const required = (field: string, max: number) =>
  z.preprocess(
    (value) => toText(value, field),
    z
      .string({ error: (issue) => (issue.input == null ? 'is required' : 'must be text') })
      .min(1, 'is required')
      .max(max, `must be at most ${max} characters`),
  );

function isUrl(value: string, protocols: string[]) {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const optional = (field: string, max: number, protocols?: string[]) =>
  z.preprocess(
    (value) => {
      const text = toText(value, field);
      return text === '' || text === undefined ? null : text;
    },
    z
      .string({ error: 'must be text' })
      .max(max, `must be at most ${max} characters`)
      .refine((value) => !protocols || isUrl(value, protocols), {
        message: `must be a URL starting with ${protocols?.map((p) => `${p}//`).join(' or ')}`,
      })
      .nullable(),
  );

function detailSchema(field: ShipDetailField) {
  // A cover image is shown in pages, whose CSP allows https images only; links may be http.
  if (field === 'cover_image') return optional(field, LIMITS.url, ['https:']);
  if (field === 'ship_url') return optional(field, LIMITS.url, ['http:', 'https:']);
  if (field === 'sister_ships') return optional(field, LIMITS.shipLongText);
  return optional(field, LIMITS.shipText);
}

export const SHIP_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A ship as a catalogue or import file writes it (the spec's field names). */
const ShipInputSchema = z.object({
  id: z
    .string({ error: 'must be text' })
    .max(LIMITS.shipId, `must be at most ${LIMITS.shipId} characters`)
    .regex(SHIP_ID_PATTERN, 'must be lower-case letters, digits and single hyphens')
    .optional(),
  ship_name: required('ship_name', LIMITS.shipName),
  operator: required('operator', LIMITS.cruiseLine),
  ...(Object.fromEntries(SHIP_DETAIL_FIELDS.map((field) => [field, detailSchema(field)])) as Record<
    ShipDetailField,
    ReturnType<typeof optional>
  >),
});

export type ParsedShip = { id: string | undefined; record: ShipRecord };
export type ShipInputResult = { ok: true; ship: ParsedShip } | { ok: false; reason: string };

/** Validates and normalises one raw ship; the reason names each bad field. */
export function parseShipInput(raw: unknown): ShipInputResult {
  const parsed = ShipInputSchema.safeParse(raw);
  if (!parsed.success) {
    const reason = parsed.error.issues
      .map((issue) => (issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message))
      .join('; ');
    return { ok: false, reason };
  }
  const input = parsed.data;
  const record = { shipName: input.ship_name, operator: input.operator } as ShipRecord;
  for (const field of SHIP_DETAIL_FIELDS) {
    (record as Record<string, unknown>)[DETAIL_COLUMNS[field]] = input[field] ?? null;
  }
  record.operatorKey = foldText(input.operator);
  record.nameKey = foldText(input.ship_name);
  record.searchText = shipSearchText(record);
  return { ok: true, ship: { id: input.id, record } };
}

/** The API's view of a row: the spec's field names, then the hull's status and history. */
export function toShip(
  row: Pick<
    ShipRow,
    | 'id'
    | 'shipName'
    | 'operator'
    | (typeof DETAIL_COLUMNS)[ShipDetailField]
    | 'status'
    | 'statusYear'
    | 'kind'
    | 'imo'
    | 'formerNames'
  >,
): Ship {
  const ship = { id: row.id, ship_name: row.shipName, operator: row.operator } as Ship;
  for (const field of SHIP_DETAIL_FIELDS) ship[field] = row[DETAIL_COLUMNS[field]] ?? null;
  ship.status = row.status as Ship['status'];
  ship.status_year = row.statusYear;
  ship.kind = row.kind as Ship['kind'];
  ship.imo = row.imo;
  ship.former_names = row.formerNames;
  return ship;
}
