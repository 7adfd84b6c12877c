import { nightsOf, parseLocalDate } from '../../shared/cruise-timing';
import type { Cruise } from '../../shared/schemas/cruises';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface DateFormats {
  date: { format(day: Date): string };
  short: { format(day: Date): string };
}

/**
 * US English's two formats written out ("Feb 6, 2027", "Feb 6"): a page's first
 * `Intl.DateTimeFormat` costs 13–35 ms on this machine (the browser loads its calendar data), most
 * of a cruise page's first render. `cruise-format.test.ts` holds them to `Intl`'s own.
 */
export const US_ENGLISH: DateFormats = {
  date: { format: (day) => `${MONTHS[day.getMonth()]} ${day.getDate()}, ${day.getFullYear()}` },
  short: { format: (day) => `${MONTHS[day.getMonth()]} ${day.getDate()}` },
};

/** "November 2026": `Intl`'s en-US month and year, written out for the same reason. */
export const usMonthYear = (day: Date) => `${LONG_MONTHS[day.getMonth()]} ${day.getFullYear()}`;

/** "12,345.678": `Intl.NumberFormat('en-US')`'s default (up to three decimals), written out. */
export function usNumber(value: number): string {
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** The browser's language's formats, made on first use; US English's without `Intl`. */
let formats: DateFormats | undefined;
const dateFormats = (): DateFormats => {
  if (formats) return formats;
  const language = globalThis.navigator?.language;
  formats =
    language === 'en-US' || language === 'en'
      ? US_ENGLISH
      : {
          date: new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' }),
          short: new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }),
        };
  return formats;
};

/** "Feb 6 – Feb 13, 2027", or with both years when the cruise crosses New Year. */
export function dateRange(cruise: Pick<Cruise, 'sailDate' | 'returnDate'>): string {
  const { date, short } = dateFormats();
  const sail = parseLocalDate(cruise.sailDate);
  const back = parseLocalDate(cruise.returnDate);
  const first = sail.getFullYear() === back.getFullYear() ? short.format(sail) : date.format(sail);
  return `${first} – ${date.format(back)}`;
}

export const cruiseTitle = (cruise: Pick<Cruise, 'tripName' | 'primaryDestination'>) =>
  cruise.tripName || cruise.primaryDestination;

export const lineAndShip = (cruise: Pick<Cruise, 'cruiseLine' | 'shipName'>) =>
  `${cruise.cruiseLine} - ${cruise.shipName}`;

export function nightsLabel(cruise: Pick<Cruise, 'sailDate' | 'returnDate'>) {
  const n = nightsOf(cruise);
  return `${n} ${n === 1 ? 'night' : 'nights'}`;
}
