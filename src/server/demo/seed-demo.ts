/**
 * The demo data generator: pure and deterministic. Given a seed, a number of travellers, "today",
 * the ships and ports of the catalogues and one password hash, it returns every row to insert
 * (the same rows for the same input). Photos name one of `imageCount` generated pictures; the
 * caller stores the files and fills in their URLs. Nothing here touches a database, a file or a clock.
 */
import {
  BIO_ENDINGS,
  BIO_OPENINGS,
  CABIN_CATEGORIES,
  CHECKLIST_ITEMS,
  CRUISING_STYLES,
  DEMO_REGIONS,
  type DemoRegion,
  FIRST_NAMES,
  HOMETOWNS,
  JOURNAL_SENTENCES,
  JOURNAL_TITLES,
  LAST_NAMES,
  ONBOARD_ACTIVITIES,
  PACKING_ITEMS,
  PHOTO_CAPTIONS,
  REVIEW_SENTENCES,
  SHORE_EXCURSIONS,
  SPECIALTY_DINING,
  TRAVEL_AGENTS,
  TRIP_NAME_WORDS,
} from './demo-content.js';
import { createIdMaker, createRandom, type Random } from './random.js';

/** Every demo traveller's address ends with this (a reserved domain): how a seeded database is recognised. */
export const DEMO_EMAIL_DOMAIN = 'cruise.example';
export const DEMO_ACCOUNT_EMAIL = `demo@${DEMO_EMAIL_DOMAIN}`;
/** The password of every demo traveller (passes the app's password policy; demo data only). */
export const DEMO_PASSWORD = 'Starboard Lanterns at Dawn 47';

export interface DemoShip {
  operator: string;
  shipName: string;
  /** The catalogue's "year built" text; a past cruise never sails on a ship built after it. */
  yearBuild?: string | null;
}
export interface DemoPort {
  id: string;
  name: string;
}

export interface DemoInput {
  seed: number;
  travellers: number;
  /** `YYYY-MM-DD`: past, in-progress and upcoming are relative to it. */
  today: string;
  passwordHash: string;
  ships: DemoShip[];
  ports: DemoPort[];
  /** How many different pictures the photos share. */
  imageCount: number;
}

type Row = Record<string, unknown>;
export interface DemoUser extends Row {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  hashedPassword: string;
  authMethod: 'password';
  bio: string;
  hometown: string;
  favoriteCruiseLine: string;
  cruisingStyle: string;
  profileVisibility: 'public' | 'private';
}
export interface DemoCruise extends Row {
  id: string;
  userId: string;
  tripName: string | null;
  cruiseLine: string;
  shipName: string;
  sailDate: string;
  returnDate: string;
  primaryDestination: string;
  reservationNumber: string;
  cabinNumber: string;
  numberOfGuests: number;
  cabinCategory: string;
  departurePort: string;
  bookingDate: string;
  totalCost: string;
  travelAgent: string | null;
  isCompleted: boolean;
  overallRating: number | null;
  shipRating: number | null;
  cabinRating: number | null;
  diningRating: number | null;
  serviceRating: number | null;
  portsRating: number | null;
  entertainmentRating: number | null;
  reviewSummary: string | null;
}
export interface DemoItineraryItem extends Row {
  id: string;
  cruiseId: string;
  dayNumber: number;
  portName: string;
  kind: 'port' | 'sea' | 'scenic';
  portCall: 'docked' | 'tendered' | null;
  arrivalTime: string | null;
  departureTime: string | null;
  allAboardTime: string | null;
  notes: string | null;
}
export interface DemoChecklist extends Row {
  id: string;
  cruiseId: string;
  name: string;
  category: string;
}
export interface DemoChecklistItem extends Row {
  id: string;
  checklistId: string;
  text: string;
  isCompleted: boolean;
  dueDate: string | null;
  position: number;
}
export interface DemoPackingList extends Row {
  id: string;
  cruiseId: string;
  name: string;
}
export interface DemoPackingItem extends Row {
  id: string;
  packingListId: string;
  name: string;
  category: string;
  quantity: number;
  notes: string | null;
  isPacked: boolean;
  position: number;
}
export interface DemoExcursion extends Row {
  id: string;
  cruiseId: string;
  name: string;
  type: 'shore_excursion' | 'onboard_activity' | 'specialty_dining';
  portName: string | null;
  date: string;
  time: string;
  endTime: string;
  bookingReference: string | null;
  notes: string | null;
}
export interface DemoJournalEntry extends Row {
  id: string;
  cruiseId: string;
  dayNumber: number;
  portName: string | null;
  title: string;
  content: string;
  entryDate: string;
}
export interface DemoPhoto extends Row {
  id: string;
  cruiseId: string;
  journalEntryId: string | null;
  filename: string;
  originalName: string;
  caption: string;
  portName: string | null;
  dayNumber: number;
  /** Which generated picture (0 … imageCount − 1). */
  image: number;
}
export interface DemoShare extends Row {
  cruiseId: string;
  includePhotos: boolean;
  includeJournal: boolean;
}

export interface DemoData {
  users: DemoUser[];
  cruises: DemoCruise[];
  itineraryItems: DemoItineraryItem[];
  checklists: DemoChecklist[];
  checklistItems: DemoChecklistItem[];
  packingLists: DemoPackingList[];
  packingItems: DemoPackingItem[];
  excursions: DemoExcursion[];
  journalEntries: DemoJournalEntry[];
  photos: DemoPhoto[];
  shares: DemoShare[];
}

/** `YYYY-MM-DD` plus whole days (UTC, so no time zone moves a date). */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const fill = (template: string, port: string) => template.replaceAll('{port}', port);
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

interface RegionPorts {
  region: DemoRegion;
  homePorts: DemoPort[];
  ports: DemoPort[];
}

/** The regions whose ports are all in the gazetteer given (a port renamed away drops out, not the run). */
function resolveRegions(ports: DemoPort[]): RegionPorts[] {
  const byId = new Map(ports.map((port) => [port.id, port]));
  const known = (ids: string[]) => ids.map((id) => byId.get(id)).filter((port) => port !== undefined);
  const regions = DEMO_REGIONS.map((region) => ({
    region,
    homePorts: known(region.homePorts),
    ports: known(region.ports),
  })).filter((r) => r.homePorts.length > 0 && r.ports.length > 0);
  if (regions.length === 0) throw new Error('The ports catalogue has none of the demo regions’ ports.');
  return regions;
}

type Timing = 'past' | 'now' | 'upcoming';

/** Generates the whole demo data set; traveller 0 is the demo account (`DEMO_ACCOUNT_EMAIL`). */
export function generateDemoData(input: DemoInput): DemoData {
  if (input.ships.length === 0) throw new Error('No ships in the catalogue to sail on.');
  const random = createRandom(input.seed);
  // Ids start two years before "today", one millisecond apart, in insertion order.
  const newId = createIdMaker(random, Date.parse(`${input.today}T00:00:00Z`) - 2 * 365 * 86_400_000);
  const regions = resolveRegions(input.ports);
  const data: DemoData = {
    users: [],
    cruises: [],
    itineraryItems: [],
    checklists: [],
    checklistItems: [],
    packingLists: [],
    packingItems: [],
    excursions: [],
    journalEntries: [],
    photos: [],
    shares: [],
  };
  const shipsByLine = new Map<string, DemoShip[]>();
  for (const ship of input.ships) {
    const list = shipsByLine.get(ship.operator) ?? [];
    list.push(ship);
    shipsByLine.set(ship.operator, list);
  }
  const builtIn = (ship: DemoShip) => Number(/\b(1[89]|20)\d\d\b/.exec(ship.yearBuild ?? '')?.[0] ?? 0);
  const monthOf = (date: string) => Number(date.slice(5, 7));

  for (let index = 0; index < input.travellers; index++) {
    const isDemoAccount = index === 0;
    const firstName = isDemoAccount ? 'Alex' : random.pick(FIRST_NAMES);
    const lastName = isDemoAccount ? 'Marlowe' : random.pick(LAST_NAMES);
    // A line picked through one of its ships (big fleets are favourites more often, as in life),
    // and one with a few ships to choose from.
    let favoriteLine = random.pick(input.ships).operator;
    for (let attempt = 0; attempt < 20 && (shipsByLine.get(favoriteLine)?.length ?? 0) < 5; attempt++) {
      favoriteLine = random.pick(input.ships).operator;
    }
    const user: DemoUser = {
      id: newId(),
      email: isDemoAccount
        ? DEMO_ACCOUNT_EMAIL
        : `${slug(firstName)}.${slug(lastName)}.${index}@${DEMO_EMAIL_DOMAIN}`,
      firstName,
      lastName,
      hashedPassword: input.passwordHash,
      authMethod: 'password',
      bio: `${random.pick(BIO_OPENINGS)} ${random.pick(BIO_ENDINGS)}`.trim(),
      hometown: random.pick(HOMETOWNS),
      favoriteCruiseLine: favoriteLine,
      cruisingStyle: random.pick(CRUISING_STYLES),
      profileVisibility: isDemoAccount || random.chance(0.65) ? 'public' : 'private',
    };
    data.users.push(user);

    const pickShip = (year: number) => {
      const fleet = random.chance(0.6) ? (shipsByLine.get(favoriteLine) ?? input.ships) : input.ships;
      for (let attempt = 0; attempt < 10; attempt++) {
        const ship = random.pick(attempt < 5 ? fleet : input.ships);
        if (builtIn(ship) <= year) return ship;
      }
      return random.pick(input.ships);
    };
    // A region sailing in the month of `date` (Alaska in summer, Australia in the southern summer).
    const pickTrip = (date: string) => {
      const inSeason = regions.filter((r) => r.region.months?.includes(monthOf(date)) ?? true);
      const where = random.pick(inSeason.length > 0 ? inSeason : regions);
      return { where, nights: random.int(where.region.nights[0], where.region.nights[1]) };
    };
    for (const plan of planCruises(random, input.today, isDemoAccount, pickTrip)) {
      const ship = pickShip(Number(plan.sailDate.slice(0, 4)));
      addCruise(data, random, newId, { ...plan, user, ship, today: input.today, input, isDemoAccount });
    }
    // The demo account always has a share link to show (it is traveller 0: every share so far is its).
    if (isDemoAccount && data.shares.length === 0) {
      const lastPast = data.cruises.filter((c) => c.userId === user.id && c.isCompleted).at(-1);
      if (lastPast) data.shares.push({ cruiseId: lastPast.id, includePhotos: true, includeJournal: true });
    }
  }
  return data;
}

interface Trip {
  where: RegionPorts;
  nights: number;
}
interface CruisePlan extends Trip {
  sailDate: string;
  timing: Timing;
}

/**
 * About ten cruises per traveller: mostly past (back to six years or so), one to three ahead,
 * now and then one under way today (always for the demo account). Never two at once.
 */
function planCruises(
  random: Random,
  today: string,
  isDemoAccount: boolean,
  pickTrip: (date: string) => Trip,
): CruisePlan[] {
  const total = isDemoAccount ? 10 : random.int(8, 12);
  const upcoming = isDemoAccount ? 2 : random.int(1, 3);
  const underway = isDemoAccount || random.chance(0.015);
  const plans: CruisePlan[] = [];
  let earliest = addDays(today, -random.int(20, 90));
  let latest = addDays(today, random.int(20, 120));
  if (underway) {
    let trip = pickTrip(today);
    while (trip.nights < 4) trip = pickTrip(today);
    const { nights } = trip;
    const sailDate = addDays(today, -random.int(1, nights - 1));
    plans.push({ ...trip, sailDate, timing: 'now' });
    earliest = addDays(sailDate, -random.int(30, 120));
    latest = addDays(sailDate, nights + random.int(30, 120));
  }
  for (let i = 0; i < upcoming; i++) {
    const trip = pickTrip(latest);
    plans.push({ ...trip, sailDate: latest, timing: 'upcoming' });
    latest = addDays(latest, trip.nights + random.int(60, 240));
  }
  for (let i = plans.length; i < total; i++) {
    const trip = pickTrip(earliest);
    const sailDate = addDays(earliest, -trip.nights);
    plans.push({ ...trip, sailDate, timing: 'past' });
    earliest = addDays(sailDate, -random.int(45, 280));
  }
  return plans.sort((a, b) => a.sailDate.localeCompare(b.sailDate));
}

type IdMaker = () => string;
interface CruiseContext extends CruisePlan {
  user: DemoUser;
  ship: DemoShip;
  today: string;
  input: DemoInput;
  /** The demo account's cruises always have journals and photos to show. */
  isDemoAccount: boolean;
}

function rating(random: Random, around: number) {
  return Math.min(5, Math.max(1, around + random.pick([-1, 0, 0, 0, 1])));
}

function addCruise(data: DemoData, random: Random, newId: IdMaker, ctx: CruiseContext) {
  const { where, timing, nights } = ctx;
  const sailDate = ctx.sailDate;
  const returnDate = addDays(sailDate, nights);
  const home = random.pick(where.homePorts);
  const guests = random.pick([1, 2, 2, 2, 2, 3, 4]);
  const isPast = timing === 'past';
  const overall = isPast ? random.pick([3, 4, 4, 5, 5]) : null;
  const booked = addDays(sailDate, -random.int(60, 420));
  const cruise: DemoCruise = {
    id: newId(),
    userId: ctx.user.id,
    tripName: random.chance(0.4)
      ? `${random.pick(TRIP_NAME_WORDS)} ${where.region.destination} ${sailDate.slice(0, 4)}`
      : null,
    cruiseLine: ctx.ship.operator,
    shipName: ctx.ship.shipName,
    sailDate,
    returnDate,
    primaryDestination: where.region.destination,
    reservationNumber: String(random.int(1_000_000, 9_999_999)),
    cabinNumber: `${random.int(4, 14)}${String(random.int(1, 399)).padStart(3, '0')}`,
    numberOfGuests: guests,
    cabinCategory: random.pick(CABIN_CATEGORIES),
    departurePort: home.name,
    bookingDate: booked < ctx.today ? booked : addDays(ctx.today, -random.int(1, 30)),
    totalCost: (nights * guests * random.int(90, 420) + random.int(0, 99) / 100).toFixed(2),
    travelAgent: random.chance(0.3) ? random.pick(TRAVEL_AGENTS) : null,
    isCompleted: isPast,
    overallRating: overall,
    shipRating: overall && rating(random, overall),
    cabinRating: overall && rating(random, overall),
    diningRating: overall && rating(random, overall),
    serviceRating: overall && rating(random, overall),
    portsRating: overall && rating(random, overall),
    entertainmentRating: overall && rating(random, overall),
    reviewSummary:
      isPast && random.chance(0.75) ? random.sample(REVIEW_SENTENCES, random.int(2, 3)).join(' ') : null,
  };
  data.cruises.push(cruise);
  const days = addItinerary(data, random, newId, cruise, nights, home, where);
  addChecklists(data, random, newId, cruise, ctx.today);
  addPacking(data, random, newId, cruise, ctx.today);
  addExcursions(data, random, newId, cruise, days);
  if (timing !== 'upcoming') {
    const lastDay = timing === 'past' ? days.length : dayOf(sailDate, ctx.today);
    addMemories(data, random, newId, cruise, days.slice(0, lastDay), ctx.input.imageCount, ctx.isDemoAccount);
  }
  if (timing !== 'upcoming' && random.chance(0.08)) {
    data.shares.push({
      cruiseId: cruise.id,
      includePhotos: random.chance(0.6),
      includeJournal: random.chance(0.5),
    });
  }
}

const dayOf = (sailDate: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${sailDate}T00:00:00Z`)) / 86_400_000) + 1;

/** Day 1 embarks at the home port, the last day comes back to it; ports of call and sea days between. */
function addItinerary(
  data: DemoData,
  random: Random,
  newId: IdMaker,
  cruise: DemoCruise,
  nights: number,
  home: DemoPort,
  where: RegionPorts,
): DemoItineraryItem[] {
  const middle = nights - 1;
  const portCount = Math.max(1, Math.min(middle, Math.round(middle * (0.55 + random.next() * 0.25))));
  const calls = where.ports.length === 1 ? [] : random.sample(where.ports, portCount);
  type Slot = { port: DemoPort } | { sea: string; kind: 'sea' | 'scenic' };
  let slots: Slot[];
  if (calls.length === 0) {
    // One island (Bermuda): sail out, stay a few days, sail back.
    const stay = Math.max(1, middle - 2);
    const out = Math.floor((middle - stay) / 2);
    slots = [
      ...Array.from({ length: out }, () => ({ sea: 'At Sea', kind: 'sea' as const })),
      ...Array.from({ length: stay }, () => ({ port: where.ports[0] as DemoPort })),
      ...Array.from({ length: middle - stay - out }, () => ({ sea: 'At Sea', kind: 'sea' as const })),
    ];
  } else {
    slots = calls.map((port) => ({ port }));
    const scenic = where.region.scenic;
    for (let i = calls.length; i < middle; i++) {
      const slot: Slot =
        scenic && i === calls.length && random.chance(0.7)
          ? { sea: random.pick(scenic), kind: 'scenic' }
          : { sea: 'At Sea', kind: 'sea' };
      slots.splice(random.int(0, slots.length), 0, slot);
    }
  }
  const item = (dayNumber: number, fields: Partial<DemoItineraryItem>): DemoItineraryItem => ({
    id: newId(),
    cruiseId: cruise.id,
    dayNumber,
    portName: '',
    kind: 'port',
    portCall: null,
    arrivalTime: null,
    departureTime: null,
    allAboardTime: null,
    notes: null,
    ...fields,
  });
  const departure = random.pick([16 * 60, 16 * 60 + 30, 17 * 60]);
  const days = [
    item(1, {
      portName: home.name,
      portCall: 'docked',
      departureTime: hhmm(departure),
      allAboardTime: hhmm(departure - 30),
      notes: 'Embarkation day',
    }),
  ];
  slots.forEach((slot, i) => {
    if ('sea' in slot) {
      days.push(item(i + 2, { portName: slot.sea, kind: slot.kind }));
      return;
    }
    const arrival = random.int(14, 20) * 30;
    const leave = random.int(32, 40) * 30;
    const tendered = random.chance(0.15);
    days.push(
      item(i + 2, {
        portName: slot.port.name,
        portCall: tendered ? 'tendered' : 'docked',
        arrivalTime: hhmm(arrival),
        departureTime: hhmm(leave),
        allAboardTime: hhmm(leave - 30),
        notes: tendered ? 'Tender port: allow extra time to get back' : null,
      }),
    );
  });
  days.push(
    item(nights + 1, {
      portName: home.name,
      portCall: 'docked',
      arrivalTime: '06:30',
      notes: 'Disembarkation',
    }),
  );
  data.itineraryItems.push(...days);
  return days;
}

function addChecklists(data: DemoData, random: Random, newId: IdMaker, cruise: DemoCruise, today: string) {
  const lists = [
    { name: 'Before you sail', category: 'Documents', items: CHECKLIST_ITEMS.beforeYouSail, count: [4, 7] },
    { name: 'Embarkation day', category: 'Travel', items: CHECKLIST_ITEMS.embarkationDay, count: [3, 5] },
  ] as const;
  for (const list of lists) {
    const checklist: DemoChecklist = {
      id: newId(),
      cruiseId: cruise.id,
      name: list.name,
      category: list.category,
    };
    data.checklists.push(checklist);
    random.sample(list.items, random.int(list.count[0], list.count[1])).forEach((text, position) => {
      const dueDate = list.category === 'Documents' ? addDays(cruise.sailDate, -random.int(3, 60)) : null;
      data.checklistItems.push({
        id: newId(),
        checklistId: checklist.id,
        text,
        isCompleted: cruise.sailDate <= today || (dueDate !== null && dueDate < today && random.chance(0.8)),
        dueDate,
        position,
      });
    });
  }
}

function addPacking(data: DemoData, random: Random, newId: IdMaker, cruise: DemoCruise, today: string) {
  const list: DemoPackingList = { id: newId(), cruiseId: cruise.id, name: 'Suitcase' };
  data.packingLists.push(list);
  const soon = addDays(today, 14);
  const packedChance = cruise.sailDate <= today ? 1 : cruise.sailDate <= soon ? 0.6 : 0.1;
  random.sample(PACKING_ITEMS, random.int(8, 12)).forEach((item, position) => {
    data.packingItems.push({
      id: newId(),
      packingListId: list.id,
      name: item.name,
      category: item.category,
      quantity: item.quantity ? random.int(item.quantity[0], item.quantity[1]) : 1,
      notes: null,
      isPacked: random.chance(packedChance),
      position,
    });
  });
}

function addExcursions(
  data: DemoData,
  random: Random,
  newId: IdMaker,
  cruise: DemoCruise,
  days: DemoItineraryItem[],
) {
  const portDays = days.slice(1, -1).filter((day) => day.kind === 'port');
  const seaDays = days.slice(1, -1).filter((day) => day.kind !== 'port');
  const count = random.int(1, 3);
  for (let i = 0; i < count; i++) {
    const kind = random.next();
    const onShore = portDays.length > 0 && (kind < 0.7 || seaDays.length === 0);
    const day = onShore ? random.pick(portDays) : random.pick(seaDays.length > 0 ? seaDays : days);
    const start = onShore ? random.int(17, 22) * 30 : random.int(34, 40) * 30;
    const type = onShore ? 'shore_excursion' : kind < 0.85 ? 'onboard_activity' : 'specialty_dining';
    const name = random.pick(
      type === 'shore_excursion'
        ? SHORE_EXCURSIONS
        : type === 'onboard_activity'
          ? ONBOARD_ACTIVITIES
          : SPECIALTY_DINING,
    );
    data.excursions.push({
      id: newId(),
      cruiseId: cruise.id,
      name,
      type,
      portName: onShore ? day.portName : null,
      date: addDays(cruise.sailDate, day.dayNumber - 1),
      time: hhmm(start),
      endTime: hhmm(start + random.int(4, 10) * 30),
      bookingReference: random.chance(0.5) ? `EX${random.int(100_000, 999_999)}` : null,
      notes: onShore && random.chance(0.3) ? 'Meet on the pier; bring water and sunscreen.' : null,
    });
  }
}

/** Journal entries and photos of the days sailed so far. */
function addMemories(
  data: DemoData,
  random: Random,
  newId: IdMaker,
  cruise: DemoCruise,
  days: DemoItineraryItem[],
  imageCount: number,
  always: boolean,
) {
  if (days.length === 0) return;
  const entries = new Map<number, DemoJournalEntry>();
  if (random.chance(0.7) || always) {
    for (const day of random.sample(days, Math.min(days.length, random.int(2, 4)))) {
      const port = day.kind === 'port' ? day.portName : null;
      const titles = port ? JOURNAL_TITLES : JOURNAL_TITLES.filter((t) => !t.includes('{port}'));
      const entry: DemoJournalEntry = {
        id: newId(),
        cruiseId: cruise.id,
        dayNumber: day.dayNumber,
        portName: port,
        title: fill(random.pick(titles), port ?? ''),
        content: random.sample(JOURNAL_SENTENCES, random.int(3, 5)).join(' '),
        entryDate: addDays(cruise.sailDate, day.dayNumber - 1),
      };
      entries.set(day.dayNumber, entry);
      data.journalEntries.push(entry);
    }
  }
  if (!random.chance(0.75) && !always) return;
  const portDays = days.filter((day) => day.kind === 'port');
  for (let i = random.int(2, 5); i > 0; i--) {
    const day = random.pick(portDays.length > 0 && random.chance(0.8) ? portDays : days);
    const port = day.kind === 'port' ? day.portName : null;
    const captions = port ? PHOTO_CAPTIONS : PHOTO_CAPTIONS.filter((c) => !c.includes('{port}'));
    const name = `IMG_${random.int(1000, 9999)}.jpg`;
    const entry = entries.get(day.dayNumber);
    data.photos.push({
      id: newId(),
      cruiseId: cruise.id,
      journalEntryId: entry && random.chance(0.6) ? entry.id : null,
      filename: name,
      originalName: name,
      caption: fill(random.pick(captions), port ?? ''),
      portName: port,
      dayNumber: day.dayNumber,
      image: random.int(0, imageCount - 1),
    });
  }
}

/** Rows per table, for the summary line. */
export function countRows(data: DemoData): Record<keyof DemoData, number> {
  return Object.fromEntries(Object.entries(data).map(([name, rows]) => [name, rows.length])) as Record<
    keyof DemoData,
    number
  >;
}
