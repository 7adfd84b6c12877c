/** One traveller's three years at sea, shared by the year-in-review and achievement tests. */
import { loggedCruise, PORTS as P } from './travel-log.fixtures.js';

const sea = (n: number) => Array.from({ length: n }, () => 'sea' as const);

export const transatlantic = loggedCruise('2023-04-10', '2023-04-17', [P.southampton, ...sea(6), P.newYork], {
  tripName: 'QM2 Crossing',
  cruiseLine: 'Cunard',
  shipName: 'Queen Mary 2',
});
export const caribbean = loggedCruise(
  '2023-11-02',
  '2023-11-07',
  [P.miami, P.nassau, 'sea', 'unknown', P.cozumel, P.miami],
  { primaryDestination: 'Western Caribbean' },
);
export const bali = loggedCruise('2024-02-01', '2024-02-05', [P.singapore, 'sea', P.benoa], {
  tripName: 'Bali Escape',
  shipName: 'Spectrum of the Seas',
});
export const northCape = loggedCruise(
  '2024-06-10',
  '2024-06-20',
  [P.bergen, P.trondheim, P.tromso, P.honningsvag],
  { tripName: 'North Cape', cruiseLine: 'Hurtigruten', shipName: 'Richard With' },
);
/** No itinerary entered. */
export const bahamas = loggedCruise('2024-09-01', '2024-09-08', [], { isCompleted: true });
export const southPacific = loggedCruise(
  '2025-03-01',
  '2025-03-10',
  [P.auckland, 'sea', P.suva, 'sea', P.apia],
  {
    cruiseLine: 'Princess',
    shipName: 'Royal Princess',
    primaryDestination: 'South Pacific',
  },
);
export const transpacific = loggedCruise('2025-04-01', '2025-04-12', [P.honolulu, ...sea(9), P.yokohama], {
  cruiseLine: 'princess ',
  shipName: 'Grand Princess',
  primaryDestination: 'Transpacific',
});
/** In progress on 15 January 2026, and still to come: neither counts. */
export const onboard = loggedCruise('2026-01-10', '2026-01-20', [P.capeTown, P.rio]);
export const upcoming = loggedCruise('2026-05-01', '2026-05-08', [P.ushuaia, P.detailleIsland]);

export const threeYears = [
  upcoming,
  transpacific,
  bali,
  onboard,
  caribbean,
  northCape,
  transatlantic,
  bahamas,
  southPacific,
];
