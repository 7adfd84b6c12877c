/**
 * Every table of the product (SPEC.md section 3). Ids are UUIDv7 made by the app (time-ordered,
 * so inserts stay at the right edge of the primary-key index); ships use readable slugs.
 * Every text column has a maximum length; every foreign key has an index.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { LIMITS } from '../../shared/limits.js';

const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const str = (name: string, length: number) => varchar(name, { length });

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased and trimmed; unique. */
    email: str('email', LIMITS.email).notNull(),
    firstName: str('first_name', LIMITS.personName),
    lastName: str('last_name', LIMITS.personName),
    profileImageUrl: str('profile_image_url', LIMITS.url),
    profileImageKey: str('profile_image_key', LIMITS.mediaKey),
    hashedPassword: str('hashed_password', LIMITS.passwordHash),
    authMethod: str('auth_method', LIMITS.authMethod).notNull().default('password'),
    securityQuestion1: str('security_question_1', LIMITS.securityQuestion),
    securityQuestion2: str('security_question_2', LIMITS.securityQuestion),
    securityQuestion3: str('security_question_3', LIMITS.securityQuestion),
    /** argon2id hashes of the normalised answers; never returned. */
    securityAnswer1: str('security_answer_1', LIMITS.passwordHash),
    securityAnswer2: str('security_answer_2', LIMITS.passwordHash),
    securityAnswer3: str('security_answer_3', LIMITS.passwordHash),
    bio: str('bio', LIMITS.bio),
    hometown: str('hometown', LIMITS.shortText),
    favoriteCruiseLine: str('favorite_cruise_line', LIMITS.cruiseLine),
    cruisingStyle: str('cruising_style', LIMITS.shortText),
    socialInstagram: str('social_instagram', LIMITS.socialHandle),
    socialFacebook: str('social_facebook', LIMITS.socialHandle),
    socialTwitter: str('social_twitter', LIMITS.socialHandle),
    socialTikTok: str('social_tiktok', LIMITS.socialHandle),
    socialPinterest: str('social_pinterest', LIMITS.socialHandle),
    socialYouTube: str('social_youtube', LIMITS.socialHandle),
    coverPhotoUrl: str('cover_photo_url', LIMITS.url),
    coverPhotoKey: str('cover_photo_key', LIMITS.mediaKey),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** A provider account (Google or any OpenID Connect issuer) signed in as a user; never linked by email. */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: str('issuer', LIMITS.url).notNull(),
    subject: str('subject', 255).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_id_idx').on(t.userId)],
);

/** Session store (sid, sess, expire); `sid` is the SHA-256 of the cookie's id, never the id itself. */
export const sessions = pgTable(
  'session',
  {
    sid: str('sid', 64).primaryKey(),
    sess: jsonb('sess').notNull().$type<Record<string, unknown>>(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    /** Set once signed in: lets a password change revoke every session of the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_expire_idx').on(t.expire),
    index('session_user_id_idx').on(t.userId),
    // Serves revoking an account's recovery grants (held in visitors' sessions) when its password
    // changes: where sess -> 'recovery' ->> 'userId' = ?.
    index('session_recovery_user_id_idx')
      .on(sql`(${t.sess} -> 'recovery' ->> 'userId')`)
      .where(sql`${t.sess} ? 'recovery'`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token sent by email. */
    token: str('token', 64).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_key').on(t.token),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Failed authentication attempts (sign-in, recovery answers), counted per account and per IP
 * address over a sliding window. Kept in the database so every instance sees the same counts.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: id(),
    /** What failed, e.g. 'login' or 'recovery'. */
    action: str('action', 30).notNull(),
    /** Whose counter: 'account:<email>' or 'ip:<address>'. */
    subject: str('subject', 320).notNull(),
    createdAt: createdAt(),
  },
  // Serves the window count: where action = ? and subject = ? and created_at > now() - window.
  (t) => [index('auth_attempts_action_subject_created_at_idx').on(t.action, t.subject, t.createdAt)],
);

/**
 * Proof-of-work solutions already accepted (auth/proof-of-work.ts): one row per challenge, keyed
 * by its signature, so a solution works once on any instance. Kept until the challenge expires.
 */
export const proofOfWorkRedemptions = pgTable(
  'proof_of_work_redemptions',
  {
    signature: str('signature', 256).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Serves the hourly clean-up: where expires_at < now().
  (t) => [index('proof_of_work_redemptions_expires_at_idx').on(t.expiresAt)],
);

export const cruises = pgTable(
  'cruises',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tripName: str('trip_name', LIMITS.tripName),
    cruiseLine: str('cruise_line', LIMITS.cruiseLine).notNull(),
    shipName: str('ship_name', LIMITS.shipName).notNull(),
    sailDate: date('sail_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    primaryDestination: str('primary_destination', LIMITS.destination).notNull(),
    reservationNumber: str('reservation_number', LIMITS.reservationNumber),
    cabinNumber: str('cabin_number', LIMITS.cabinNumber),
    numberOfGuests: integer('number_of_guests'),
    cabinCategory: str('cabin_category', LIMITS.cabinCategory),
    departurePort: str('departure_port', LIMITS.portName),
    bookingDate: date('booking_date', { mode: 'string' }),
    totalCost: numeric('total_cost', { precision: 10, scale: 2 }),
    travelAgent: str('travel_agent', LIMITS.travelAgent),
    isCompleted: boolean('is_completed').notNull().default(false),
    coverPhotoUrl: str('cover_photo_url', LIMITS.url),
    overallRating: integer('overall_rating'),
    shipRating: integer('ship_rating'),
    cabinRating: integer('cabin_rating'),
    diningRating: integer('dining_rating'),
    serviceRating: integer('service_rating'),
    portsRating: integer('ports_rating'),
    entertainmentRating: integer('entertainment_rating'),
    reviewSummary: str('review_summary', LIMITS.reviewSummary),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Serves every per-user list (planner, logbook, dashboard, profile, stats) ordered by date.
    index('cruises_user_id_sail_date_idx').on(t.userId, t.sailDate),
    check('cruises_dates_order', sql`${t.returnDate} >= ${t.sailDate}`),
    check('cruises_guests_range', sql`${t.numberOfGuests} between 1 and 20`),
    check('cruises_total_cost_positive', sql`${t.totalCost} >= 0`),
    check(
      'cruises_ratings_range',
      sql`coalesce(${t.overallRating}, 1) between 1 and 5 and coalesce(${t.shipRating}, 1) between 1 and 5
        and coalesce(${t.cabinRating}, 1) between 1 and 5 and coalesce(${t.diningRating}, 1) between 1 and 5
        and coalesce(${t.serviceRating}, 1) between 1 and 5 and coalesce(${t.portsRating}, 1) between 1 and 5
        and coalesce(${t.entertainmentRating}, 1) between 1 and 5`,
    ),
  ],
);

const cruiseId = () =>
  uuid('cruise_id')
    .notNull()
    .references(() => cruises.id, { onDelete: 'cascade' });

export const itineraryItems = pgTable(
  'itinerary_items',
  {
    id: id(),
    cruiseId: cruiseId(),
    dayNumber: integer('day_number').notNull(),
    portName: str('port_name', LIMITS.portName).notNull(),
    arrivalTime: str('arrival_time', LIMITS.time),
    departureTime: str('departure_time', LIMITS.time),
    notes: str('notes', LIMITS.notes),
    createdAt: createdAt(),
  },
  (t) => [
    index('itinerary_items_cruise_id_day_idx').on(t.cruiseId, t.dayNumber),
    check('itinerary_items_day_positive', sql`${t.dayNumber} >= 1`),
  ],
);

export const checklists = pgTable(
  'checklists',
  {
    id: id(),
    cruiseId: cruiseId(),
    name: str('name', LIMITS.listName).notNull(),
    category: str('category', LIMITS.shortText),
    createdAt: createdAt(),
  },
  (t) => [index('checklists_cruise_id_idx').on(t.cruiseId)],
);

export const checklistItems = pgTable(
  'checklist_items',
  {
    id: id(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    text: str('text', LIMITS.itemText).notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('checklist_items_checklist_id_idx').on(t.checklistId)],
);

export const packingLists = pgTable(
  'packing_lists',
  {
    id: id(),
    cruiseId: cruiseId(),
    name: str('name', LIMITS.listName).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('packing_lists_cruise_id_idx').on(t.cruiseId)],
);

export const packingItems = pgTable(
  'packing_items',
  {
    id: id(),
    packingListId: uuid('packing_list_id')
      .notNull()
      .references(() => packingLists.id, { onDelete: 'cascade' }),
    name: str('name', LIMITS.listName).notNull(),
    category: str('category', LIMITS.shortText),
    quantity: integer('quantity').notNull().default(1),
    notes: str('notes', LIMITS.notes),
    isPacked: boolean('is_packed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('packing_items_packing_list_id_idx').on(t.packingListId),
    check('packing_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const excursions = pgTable(
  'excursions',
  {
    id: id(),
    cruiseId: cruiseId(),
    name: str('name', LIMITS.listName).notNull(),
    type: str('type', 30).notNull().default('shore_excursion'),
    portName: str('port_name', LIMITS.portName),
    date: date('date', { mode: 'string' }),
    time: str('time', LIMITS.time),
    bookingReference: str('booking_reference', LIMITS.bookingReference),
    notes: str('notes', LIMITS.notes),
    createdAt: createdAt(),
  },
  (t) => [
    index('excursions_cruise_id_date_idx').on(t.cruiseId, t.date),
    check(
      'excursions_type_known',
      sql`${t.type} in ('shore_excursion', 'onboard_activity', 'specialty_dining')`,
    ),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    cruiseId: cruiseId(),
    dayNumber: integer('day_number'),
    portName: str('port_name', LIMITS.portName),
    title: str('title', LIMITS.journalTitle),
    content: text('content').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('journal_entries_cruise_id_entry_date_idx').on(t.cruiseId, t.entryDate),
    check(
      'journal_entries_content_length',
      sql`char_length(${t.content}) <= ${sql.raw(String(LIMITS.journalContent))}`,
    ),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: id(),
    cruiseId: cruiseId(),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id, { onDelete: 'set null' }),
    filename: str('filename', LIMITS.filename).notNull(),
    originalName: str('original_name', LIMITS.filename),
    /** `/media/<key>` of the re-encoded image (never a data URL). */
    url: str('url', LIMITS.url).notNull(),
    thumbnailUrl: str('thumbnail_url', LIMITS.url),
    mediaKey: str('media_key', LIMITS.mediaKey),
    caption: str('caption', LIMITS.caption),
    portName: str('port_name', LIMITS.portName),
    dayNumber: integer('day_number'),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_cruise_id_created_at_idx').on(t.cruiseId, t.createdAt),
    index('photos_journal_entry_id_idx').on(t.journalEntryId),
  ],
);

/** Public ship directory (SPEC.md "Ship"); every attribute is display text. */
export const ships = pgTable(
  'ships',
  {
    id: str('id', LIMITS.shipId).primaryKey(),
    shipName: str('ship_name', LIMITS.shipName).notNull(),
    class: str('class', LIMITS.shipText),
    operator: str('operator', LIMITS.cruiseLine).notNull(),
    owner: str('owner', LIMITS.shipText),
    sisterShips: str('sister_ships', LIMITS.shipLongText),
    crew: str('crew', LIMITS.shipText),
    passengers: str('passengers', LIMITS.shipText),
    cabins: str('cabins', LIMITS.shipText),
    decks: str('decks', LIMITS.shipText),
    decksWithCabins: str('decks_with_cabins', LIMITS.shipText),
    coverImage: str('cover_image', LIMITS.url),
    shipUrl: str('ship_url', LIMITS.url),
    flagState: str('flag_state', LIMITS.shipText),
    builder: str('builder', LIMITS.shipText),
    buildingCost: str('building_cost', LIMITS.shipText),
    christenedBy: str('christened_by', LIMITS.shipText),
    lengthLoa: str('length_loa', LIMITS.shipText),
    beamWidth: str('beam_width', LIMITS.shipText),
    grossTonnage: str('gross_tonnage', LIMITS.shipText),
    speed: str('speed', LIMITS.shipText),
    yearBuild: str('year_build', LIMITS.shipText),
    lastRefurbishment: str('last_refurbishment', LIMITS.shipText),
    /** 'catalogue' (data/ships.json, kept in step at start-up) or 'import' (`npm run ships:import`). */
    source: str('source', 20).notNull().default('import'),
    /** Operator and name folded (lower case, no accents; src/server/ships/text.ts), set on write. */
    operatorKey: str('operator_key', LIMITS.cruiseLine * 2).notNull(),
    nameKey: str('name_key', LIMITS.shipName * 2).notNull(),
    /** Name, operator and class folded, for the trigram search; set on write. */
    searchText: str('search_text', LIMITS.shipLongText).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One ship per (operator, name), whatever the case or accents; the importer upserts on it.
    // Serves the directory's order (operator, then name), the operator filter with that order,
    // by-operator names and the image lookup by line and ship.
    uniqueIndex('ships_operator_key_name_key_key').on(t.operatorKey, t.nameKey),
    // Serves the search box: search_text like '%term%' (pg_trgm, any position in the text).
    // fastupdate off: no pending list for every search to scan (PGlite has no autovacuum to
    // flush one), at a small cost to the rare writes.
    index('ships_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    check('ships_names_present', sql`btrim(${t.shipName}) <> '' and btrim(${t.operator}) <> ''`),
    check('ships_source_known', sql`${t.source} in ('catalogue', 'import')`),
  ],
);

/** Small facts the app keeps about itself, e.g. the hash of the ship catalogue last loaded. */
export const appMeta = pgTable('app_meta', {
  key: str('key', 100).primaryKey(),
  value: str('value', 1000).notNull(),
  updatedAt: updatedAt(),
});

export const schema = {
  users,
  userIdentities,
  sessions,
  passwordResetTokens,
  authAttempts,
  proofOfWorkRedemptions,
  cruises,
  itineraryItems,
  checklists,
  checklistItems,
  packingLists,
  packingItems,
  excursions,
  journalEntries,
  photos,
  ships,
  appMeta,
};
export type Schema = typeof schema;

/** Tables in an order where every table comes after the tables it references (backup, restore). */
export const tablesInDependencyOrder = [
  'app_meta',
  'users',
  'user_identities',
  'session',
  'password_reset_tokens',
  'auth_attempts',
  'proof_of_work_redemptions',
  'ships',
  'cruises',
  'itinerary_items',
  'checklists',
  'checklist_items',
  'packing_lists',
  'packing_items',
  'excursions',
  'journal_entries',
  'photos',
] as const;
