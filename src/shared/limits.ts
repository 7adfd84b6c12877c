/**
 * Length limits shared by the database schema, the request schemas and the forms,
 * so a value the form accepts always fits its column and a 1 MB name is refused everywhere.
 */
export const LIMITS = {
  email: 254,
  personName: 100,
  password: { min: 8, max: 128 },
  passwordHash: 255,
  authMethod: 50,
  securityQuestion: 256,
  securityAnswer: 200,
  bio: 2000,
  shortText: 100,
  url: 2048,
  mediaKey: 200,
  socialHandle: 255,
  tripName: 200,
  cruiseLine: 100,
  shipName: 100,
  destination: 100,
  reservationNumber: 50,
  cabinNumber: 20,
  cabinCategory: 50,
  travelAgent: 100,
  reviewSummary: 5000,
  portName: 200,
  time: 20,
  notes: 2000,
  listName: 200,
  itemText: 500,
  bookingReference: 100,
  journalTitle: 200,
  journalContent: 20000,
  filename: 255,
  caption: 500,
  shipId: 120,
  shipText: 200,
  shipLongText: 1000,
} as const;

export const GUESTS = { min: 1, max: 20, default: 2 } as const;
export const RATING = { min: 1, max: 5 } as const;
export const EXCURSION_TYPES = ['shore_excursion', 'onboard_activity', 'specialty_dining'] as const;
export const AUTH_METHODS = ['password', 'google', 'oidc'] as const;

/**
 * The longest cruise: a world cruise is under 300 days (the longest sold run about 275), so a year
 * is room enough. Every path that makes a cruise or its days holds it (add, edit, paste, import):
 * one member's 20-year "cruise" must not make every page of theirs, and the server, crawl.
 */
export const MAX_CRUISE_DAYS = 365;

/**
 * How many records a member, and each cruise, may hold: far beyond any real traveller (a world
 * cruise is one entry a day; a lifetime of cruising is a few hundred cruises), and small enough
 * that every answer built from them (a cruise page, the calendar feed, a shared journal, the
 * export) stays quick to read, render and send. Every path that adds a record holds them (the
 * API, the paste, the import).
 */
export const RECORD_LIMITS = {
  cruisesPerMember: 500,
  itineraryDaysPerCruise: MAX_CRUISE_DAYS,
  journalEntriesPerCruise: 500,
  excursionsPerCruise: 500,
  /** Checklists, and packing lists, each. */
  listsPerCruise: 50,
  photosPerCruise: 5000,
} as const;

/** What a member is told when a record would go beyond RECORD_LIMITS (the API's 400 LIMIT_REACHED). */
export const LIMIT_MESSAGES = {
  cruises: `You can keep at most ${RECORD_LIMITS.cruisesPerMember} cruises.`,
  itineraryDays: `A cruise holds at most ${RECORD_LIMITS.itineraryDaysPerCruise} itinerary days.`,
  journalEntries: `A cruise's journal holds at most ${RECORD_LIMITS.journalEntriesPerCruise} entries.`,
  excursions: `A cruise holds at most ${RECORD_LIMITS.excursionsPerCruise} excursions.`,
  checklists: `A cruise holds at most ${RECORD_LIMITS.listsPerCruise} checklists.`,
  packingLists: `A cruise holds at most ${RECORD_LIMITS.listsPerCruise} packing lists.`,
  photos: `A cruise holds at most ${RECORD_LIMITS.photosPerCruise} photos.`,
} as const;
