/**
 * The continent of each country (ISO 3166-1 alpha-2), for "every continent" and the ocean-crossing
 * rule. It follows the UN geoscheme (M49) with the seven-continent model travellers count by:
 * the Caribbean and Central America are North America; Russia and Turkey are Europe, where their
 * cruise ports and most travellers put them (M49 has Turkey in Western Asia), and so is Cyprus.
 * Overseas territories have their own codes and so their own continent (Martinique is North
 * America), but a country's far islands share its code: Hawaii is the US, so North America.
 * South Georgia (GS) is South America, as in M49: it is sub-Antarctic, not the continent.
 */

export const CONTINENTS = [
  'Africa',
  'Antarctica',
  'Asia',
  'Europe',
  'North America',
  'Oceania',
  'South America',
] as const;

export type Continent = (typeof CONTINENTS)[number];

const COUNTRIES_BY_CONTINENT: Record<Continent, string> = {
  Africa:
    'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW IO KE KM LR LS LY MA MG ML ' +
    'MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TF TG TN TZ UG YT ZA ZM ZW',
  Antarctica: 'AQ',
  Asia:
    'AE AF AM AZ BD BH BN BT CN GE HK ID IL IN IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY ' +
    'NP OM PH PK PS QA SA SG SY TH TJ TL TM TW UZ VN YE',
  Europe:
    'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU ' +
    'LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA',
  'North America':
    'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM ' +
    'PR SV SX TC TT US VC VG VI',
  Oceania: 'AS AU CC CK CX FJ FM GU HM KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS',
  'South America': 'AR BO BR BV CL CO EC FK GF GS GY PE PY SR UY VE',
};

const CONTINENT_BY_COUNTRY: ReadonlyMap<string, Continent> = new Map(
  CONTINENTS.flatMap((continent) =>
    COUNTRIES_BY_CONTINENT[continent].split(' ').map((code) => [code, continent] as const),
  ),
);

/** The continent of an ISO alpha-2 code in any case, or null for a code it does not know. */
export function continentOf(countryCode: string): Continent | null {
  return CONTINENT_BY_COUNTRY.get(countryCode.trim().toUpperCase()) ?? null;
}

/** Every country code with a continent: for tests that check a catalogue is covered. */
export const knownCountryCodes = (): string[] => [...CONTINENT_BY_COUNTRY.keys()];
