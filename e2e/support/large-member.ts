/**
 * The largest member the limits allow, as an export file to import: one cruise at every per-cruise
 * limit (a year of days, the most journal entries, each as long as an entry may be, the most
 * excursions) and more cruises beside it to fill the calendar feed.
 */
import { randomUUID } from 'node:crypto';
import yazl from 'yazl';
import { LIMITS, MAX_CRUISE_DAYS, RECORD_LIMITS } from '../../src/shared/limits.js';

const PORTS = [
  'Barcelona',
  'Marseille',
  'Genoa',
  'Civitavecchia',
  'Naples',
  'Messina',
  'Valletta',
  'Piraeus',
  'Mykonos',
  'Santorini',
  'Kusadasi',
  'Dubrovnik',
  'Kotor',
  'Venice',
];
const STAMP = '2026-11-01T10:00:00.000Z';
const stamps = { createdAt: STAMP, updatedAt: STAMP };

const isoDay = (start: string, offset: number) => {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

/** Words of a long journal entry: `length` characters exactly. */
function prose(length: number, seed: number): string {
  const words = ['harbour', 'sunrise', 'gelato', 'cathedral', 'deck', 'waves', 'market', 'lighthouse'];
  let text = '';
  let i = seed;
  while (text.length < length) text += `${words[i++ % words.length]} `;
  return text.slice(0, length - 1).concat('.');
}

function cruise(sailDate: string, days: number, extra: { journal: number; excursions: number }, n: number) {
  const id = randomUUID();
  const itinerary = Array.from({ length: days }, (_, i) => {
    const port = i === 0 || i === days - 1 || i % 2 === 0;
    return {
      id: randomUUID(),
      dayNumber: i + 1,
      portName: port ? PORTS[(i + n) % PORTS.length]! : 'At Sea',
      kind: port ? 'port' : 'sea',
      portCall: port ? 'docked' : null,
      arrivalTime: port && i > 0 ? '08:00' : null,
      departureTime: port && i < days - 1 ? '18:00' : null,
      allAboardTime: port && i < days - 1 ? '17:30' : null,
      notes: null,
      ...stamps,
    };
  });
  return {
    id,
    tripName: `Voyage ${n + 1}`,
    cruiseLine: 'Cunard',
    shipName: 'Queen Mary 2',
    sailDate,
    returnDate: isoDay(sailDate, days - 1),
    primaryDestination: 'Western',
    reservationNumber: 'QM2-123456',
    cabinNumber: '8021',
    numberOfGuests: 2,
    cabinCategory: 'Balcony',
    departurePort: 'Barcelona',
    bookingDate: null,
    totalCost: 12345,
    travelAgent: null,
    isCompleted: false,
    coverPhoto: null,
    overallRating: null,
    shipRating: null,
    cabinRating: null,
    diningRating: null,
    serviceRating: null,
    portsRating: null,
    entertainmentRating: null,
    reviewSummary: null,
    ...stamps,
    itinerary,
    checklists: [],
    packingLists: [],
    excursions: Array.from({ length: extra.excursions }, (_, i) => ({
      id: randomUUID(),
      name: `Walking tour ${i + 1}`,
      type: 'shore_excursion',
      portName: PORTS[i % PORTS.length]!,
      date: isoDay(sailDate, i % days),
      time: '09:30',
      endTime: '12:00',
      bookingReference: null,
      notes: null,
      ...stamps,
    })),
    journalEntries: Array.from({ length: extra.journal }, (_, i) => ({
      id: randomUUID(),
      dayNumber: 1 + (i % days),
      portName: null,
      title: `Day ${1 + (i % days)}`,
      content: prose(LIMITS.journalContent, i),
      entryDate: isoDay(sailDate, i % days),
      ...stamps,
    })),
    photos: [],
  };
}

/** The export zip of the largest member, and which of its cruises is the largest. */
export async function largeMemberExport(otherCruises: number): Promise<{ zip: Buffer; bigCruiseId: string }> {
  const big = cruise(
    '2027-01-05',
    MAX_CRUISE_DAYS,
    { journal: RECORD_LIMITS.journalEntriesPerCruise, excursions: RECORD_LIMITS.excursionsPerCruise },
    0,
  );
  const others = Array.from({ length: otherCruises }, (_, n) =>
    cruise(isoDay('2028-02-01', n * 20), 14, { journal: 2, excursions: 3 }, n + 1),
  );
  const data = {
    format: 'cruise-companion-export',
    version: 1,
    exportedAt: STAMP,
    account: {
      firstName: 'Ida',
      lastName: 'Lewis',
      bio: null,
      hometown: null,
      favoriteCruiseLine: null,
      cruisingStyle: null,
      profileVisibility: 'private',
      socialInstagram: null,
      socialFacebook: null,
      socialTwitter: null,
      socialTikTok: null,
      socialPinterest: null,
      socialYouTube: null,
      profileImage: null,
      coverPhoto: null,
    },
    cruises: [big, ...others],
  };
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(data)), 'data.json');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return { zip: Buffer.concat(chunks), bigCruiseId: big.id };
}
