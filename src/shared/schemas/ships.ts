import { LIMITS } from '../limits.js';
import { SHIP_LIST_MAX_LIMIT, SHIP_SEARCH_MAX_LENGTH } from '../ship-directory.js';
import { z } from '../zod.js';
import { cleanText } from './common.js';

export {
  SHIP_LIST_MAX_LIMIT,
  SHIP_PAGE_SIZE,
  SHIP_SEARCH_MAX_LENGTH,
  shipIllustrationPath,
  TOTAL_COUNT_HEADER,
} from '../ship-directory.js';

/** Where a ship is in its life: sailing now, gone from the fleet (sold, renamed away, scrapped), or being built. */
export const SHIP_STATUSES = ['in_service', 'retired', 'on_order'] as const;
export type ShipStatus = (typeof SHIP_STATUSES)[number];
/** What kind of cruising a ship does. */
export const SHIP_KINDS = ['ocean', 'river', 'expedition'] as const;
export type ShipKind = (typeof SHIP_KINDS)[number];

/** Every field name of the Ship entity, in the spec's order (SPEC.md section 3). */
export const SHIP_FIELDS = [
  'id',
  'ship_name',
  'class',
  'operator',
  'owner',
  'sister_ships',
  'crew',
  'passengers',
  'cabins',
  'decks',
  'decks_with_cabins',
  'cover_image',
  'ship_url',
  'flag_state',
  'builder',
  'building_cost',
  'christened_by',
  'length_loa',
  'beam_width',
  'gross_tonnage',
  'speed',
  'year_build',
  'last_refurbishment',
] as const;
export type ShipField = (typeof SHIP_FIELDS)[number];

/** The descriptive fields: all display text, null when unknown. */
export type ShipDetailField = Exclude<ShipField, 'id' | 'ship_name' | 'operator'>;
export const SHIP_DETAIL_FIELDS = SHIP_FIELDS.filter(
  (field): field is ShipDetailField => field !== 'id' && field !== 'ship_name' && field !== 'operator',
);

const detail = z.string().nullable();

/** A name a hull held before its current one: for which line, from which year to which. */
export const FormerShipNameSchema = z.object({
  name: z.string(),
  operator: z.string(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type FormerShipName = z.infer<typeof FormerShipNameSchema>;

/** A ship as the API returns it: the spec's snake_case names. */
export const ShipSchema = z.object({
  id: z.string(),
  ship_name: z.string(),
  class: detail,
  operator: z.string(),
  owner: detail,
  sister_ships: detail,
  crew: detail,
  passengers: detail,
  cabins: detail,
  decks: detail,
  decks_with_cabins: detail,
  cover_image: detail,
  ship_url: detail,
  flag_state: detail,
  builder: detail,
  building_cost: detail,
  christened_by: detail,
  length_loa: detail,
  beam_width: detail,
  gross_tonnage: detail,
  speed: detail,
  year_build: detail,
  last_refurbishment: detail,
  /** Beyond the spec's fields: where the hull is in its life, what it sails, and its history. */
  status: z.enum(SHIP_STATUSES),
  /** Retired: the year it left its last line; on order: the year it is due. */
  status_year: z.number().int().nullable(),
  kind: z.enum(SHIP_KINDS),
  imo: z.number().int().nullable(),
  /** Earlier names, oldest first. */
  former_names: z.array(FormerShipNameSchema),
});
export type Ship = z.infer<typeof ShipSchema>;

/** A ship in a list: when a search matched only a former name, that name. */
/**
 * A ship of a list, with why a search found it when its own name and line do not say: a former
 * name it sailed under (`matched_name`), or its class (`matched_class`, "Royal class").
 */
export const ShipListItemSchema = ShipSchema.extend({
  matched_name: FormerShipNameSchema.nullable(),
  matched_class: z.string().nullable().optional(),
});
export type ShipListItem = z.infer<typeof ShipListItemSchema>;
export const ShipListSchema = z.array(ShipListItemSchema);

/**
 * Which hulls a list shows: by default those in service or on order; `all` adds retired ones,
 * and each status alone is a filter of its own.
 */
export const SHIP_STATUS_FILTERS = ['all', ...SHIP_STATUSES] as const;
export type ShipStatusFilter = (typeof SHIP_STATUS_FILTERS)[number];

/** Absent or blank means "no filter". */
const optionalText = (max: number) =>
  cleanText(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * `GET /api/ships` query. Without offset and limit the whole (filtered) list comes back, as the
 * spec says; with either, one page. Either way the body is an array and `X-Total-Count` says how
 * many ships match in all.
 */
export const ShipListQuerySchema = z.object({
  q: optionalText(SHIP_SEARCH_MAX_LENGTH),
  operator: optionalText(LIMITS.cruiseLine),
  status: z.enum(SHIP_STATUS_FILTERS).optional(),
  kind: z.enum(SHIP_KINDS).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(SHIP_LIST_MAX_LIMIT).optional(),
});
export type ShipListQuery = z.infer<typeof ShipListQuerySchema>;

export const ShipIdParamsSchema = z.object({ id: cleanText(LIMITS.shipId).pipe(z.string().min(1)) });

export const OperatorParamsSchema = z.object({
  operator: cleanText(LIMITS.cruiseLine).pipe(z.string().min(1)),
});

export const ShipImageParamsSchema = z.object({
  cruiseLine: cleanText(LIMITS.cruiseLine).pipe(z.string().min(1)),
  shipName: cleanText(LIMITS.shipName).pipe(z.string().min(1)),
});

/**
 * `GET /api/ships/operators` and `/by-operator/{operator}` may be asked for a day (a cruise's sail
 * date): the lines and names of that year, a renamed ship under the name it had then.
 */
export const ShipDateQuerySchema = z.object({
  date: z.iso.date({ error: 'must be a real date like 2012-06-30' }).optional(),
});

/** `GET /api/ships/operator-counts`: the list's status and kind filters apply. */
export const OperatorCountsQuerySchema = z.object({
  status: z.enum(SHIP_STATUS_FILTERS).optional(),
  kind: z.enum(SHIP_KINDS).optional(),
});

/** `GET /api/ships/operators` and `GET /api/ships/by-operator/{operator}`: names. */
export const NameListSchema = z.array(z.string());

export const OperatorCountSchema = z.object({ operator: z.string(), count: z.number().int() });
export type OperatorCount = z.infer<typeof OperatorCountSchema>;
/** `GET /api/ships/operator-counts`: each cruise line with its number of listed ships. */
export const OperatorCountListSchema = z.array(OperatorCountSchema);

/** `GET /api/ships/image/{cruiseLine}/{shipName}`. */
export const ShipImageSchema = z.object({ coverImage: z.string().nullable() });
export type ShipImage = z.infer<typeof ShipImageSchema>;
