import { nightsOf, parseLocalDate } from '../../shared/cruise-timing';
import type { Cruise } from '../../shared/schemas/cruises';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
const shortFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** "Feb 6 – Feb 13, 2027", or with both years when the cruise crosses New Year. */
export function dateRange(cruise: Pick<Cruise, 'sailDate' | 'returnDate'>): string {
  const sail = parseLocalDate(cruise.sailDate);
  const back = parseLocalDate(cruise.returnDate);
  const first =
    sail.getFullYear() === back.getFullYear() ? shortFormat.format(sail) : dateFormat.format(sail);
  return `${first} – ${dateFormat.format(back)}`;
}

export const cruiseTitle = (cruise: Pick<Cruise, 'tripName' | 'primaryDestination'>) =>
  cruise.tripName || cruise.primaryDestination;

export const lineAndShip = (cruise: Pick<Cruise, 'cruiseLine' | 'shipName'>) =>
  `${cruise.cruiseLine} - ${cruise.shipName}`;

export function nightsLabel(cruise: Pick<Cruise, 'sailDate' | 'returnDate'>) {
  const n = nightsOf(cruise);
  return `${n} ${n === 1 ? 'night' : 'nights'}`;
}
