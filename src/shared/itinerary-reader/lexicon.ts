/**
 * The words of itineraries, in the languages cruisers paste (English, German, French, Spanish,
 * Italian, Portuguese, Dutch, Norwegian/Danish/Swedish, Polish, Japanese): sea days, scenic
 * cruising, day markers, table headings and the words around a port's name. Matched on folded text
 * (lower case, no accents: `foldPlaceName`).
 */

/** A whole line (or cell) that is a day at sea, whatever decorates it ("Fun Day at Sea", "At Sea – Good Friday"). */
export const SEA_DAY_PATTERNS: RegExp[] = [
  /\b(fun )?(day|days) at sea\b/,
  /\bat sea\b/,
  /\bsea day(s)?\b/,
  /^(cruising|sailing|navigating|navigation|crossing|at sea)$/,
  /^(sailing|cruising|en route|steaming|heading) (toward|towards|to|for)\b/,
  /^(cruising|sailing|crossing|at sea|sailing toward|sailing towards|en route to|cruise) (the )?(atlantic|pacific|indian|arctic|southern)( ocean)?\b(?! circle)/,
  /\bseetag(e)?\b/,
  /\berholung auf see\b/,
  /\bauf see\b/,
  /^see$/,
  /\ben mer\b/,
  /\bjournee en mer\b/,
  /^mer$/,
  /\bnavegacion\b/,
  /^navegando$/,
  /\bnavegacao\b/,
  /\bdia de navegacao\b/,
  /\bdia en el mar\b/,
  /\bnavigazione\b/,
  /\bin navigazione\b/,
  /\bdag op zee\b/,
  /\bop zee\b/,
  /\bdag til sos\b/,
  // "Til søs", "Til sjøs", "Till sjöss", "Merellä", "Meripäivä": Danish, Norwegian, Swedish, Finnish.
  /^(?:til sos|til sjos|till sjoss|pa sjoen|merella|meripaiva|risteily merella)$/,
  /\bdag pa havet\b/,
  /\bpa havet\b/,
  /\bhavdag\b/,
  /\bsjodag\b/,
  /\bdzien na morzu\b/,
  /\bna morzu\b/,
  /^morze$/,
  // An ocean passage crossed, not cruised for its scenery: "Drake Passage", "Crossing the Drake Passage".
  /^(crossing (the )?)?drake passage( crossing)?$/,
  // An open water named for the day, not a port: "Ionian Sea", "North Atlantic Ocean", "The Tasman Sea".
  // The polar seas an expedition sails for their ice are scenic ("Weddell Sea"), see SCENIC_WATERS.
  /^(?!(the )?(weddell|ross|bellingshausen|amundsen) sea$)(the )?(\p{L}+ ){1,2}(sea|ocean)$/u,
  // "Cruise the Norwegian Sea", "Sailing the Tasman Sea": a day on open water.
  /^(cruise|cruising|sail|sailing)( on| across| through)? (the )?(?!(weddell|ross|bellingshausen|amundsen) sea$)(\p{L}+ ){1,2}(sea|ocean)$/u,
  // "Still floating on the Caribbean Sea", "Sailing across the Atlantic Ocean".
  /\b(floating|sailing|cruising|steaming|crossing) (on|across|through|over) the (\p{L}+ ){1,2}(sea|ocean)\b/u,
  /^crossing (the )?(drake passage|north sea|bay of biscay|tasman sea|gulf of alaska|denmark strait)$/,
];

const COUNT_WORDS: Record<string, number> = Object.fromEntries(
  [
    'two three four five six seven eight nine ten eleven twelve thirteen fourteen',
    'zwei drei vier funf sechs sieben acht neun zehn elf zwolf dreizehn vierzehn',
    'deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze',
    'dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce',
    'due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici',
    'twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien',
  ].flatMap((names) => names.split(' ').map((name, at) => [name, at + 2])),
);
const SEA_DAY_COUNT = new RegExp(
  `^(?:then |followed by |dann |puis |luego |poi )?(\\d{1,2}|${Object.keys(COUNT_WORDS).join('|')}) (?:full |consecutive |volle )?(?:sea days|days at sea|days of (?:cruising|sailing)|seetage|tage auf see|jours en mer|journees en mer|dias de navegacion|dias en el mar|dias de mar|giorni di navigazione|giorni in navigazione|giorni di mare|zeedagen|dagen op zee)$`,
  'u',
);

/** How many days at sea a route's part counts ("Six sea days", "2 Seetage", "trois jours en mer"), or null. */
export function seaDayCount(folded: string): number | null {
  const count = SEA_DAY_COUNT.exec(folded)?.[1];
  if (count === undefined) return null;
  const days = COUNT_WORDS[count] ?? Number(count);
  return days >= 2 && days <= 21 ? days : null;
}

/** Japanese sea days (not folded: the script has no case). "終日航海日が無く" (there is no sea day) is not one. */
export const SEA_DAY_JA =
  /終日航海(?!日が無)|洋上|航海日|終日移動|終日クルージング|終日クルーズ|海上巡航|海上航行|全日航行|海上巡游/u;

/**
 * Scenic cruising of a named water: "Cruise Tracy Arm Fjord", "Scenic cruising Glacier Bay",
 * "Geirangerfjord (Panoramafahrt)", "Passage Loreley". The name is what is left once these go.
 */
export const SCENIC_WORDS =
  /^(scenic cruising|scenic cruise|scenic sailing|cruising|cruise|cruise by|cruise-by|sailing through|sailing by|transit|transiting|rounding|panoramafahrt|panorama fahrt|passage|durchfahrt|croisiere panoramique|navigation panoramique|crociera panoramica|navegacion escenica)\b|\b(scenic cruising|scenic cruise|panoramafahrt|cruise by|cruise-by)\b/;

/** Waters whose name makes a scenic day even without those words. */
export const SCENIC_WATERS =
  /\b(fjord|fjorden|fiord|sound|glacier|gletscher|inlet|arm|strait|straits|channel|canal|locks|passage|narrows|gorge|fiordland|fjordland|fjiordland|loreley|middle rhine|mid rhine|mittelrhein|mittelrheintal|rhine gorge|wachau|drake)\b|\b(?:weddell|ross|bellingshausen|amundsen) sea\b/;

/** The polar circles' names (folded), in the languages cruisers paste: a line crossed, not a port. */
export const ANTARCTIC_CIRCLE =
  'antarctic circle|polar circle antarctic|cercle polaire antarctique|sudlicher polarkreis';
export const ARCTIC_CIRCLE =
  'arctic circle|polar circle|polarkreis|polarcirklen|polcirkeln|polarsirkelen|cercle polaire|napapiiri|koła podbiegunowego|koło podbiegunowe|circolo polare artico|circulo polar artico|poolcirkel';

/** One name for a water written many ways (folded): the Middle Rhine is "mid-Rhine castles", "Mittelrheintal", "Loreley". */
export const WATER_NAMES: [RegExp, string][] = [
  [/\b(?:middle rhine|mid rhine|mittelrhein|mittelrheintal|rhine gorge|loreley|lorelei)\b/u, 'Middle Rhine'],
  [/\bwachau\b/u, 'Wachau Valley'],
  [/\b(?:nord ostsee kanal|nord-ostsee-kanal|kieler kanal|kiel canal)\b/u, 'Kiel Canal'],
  [/\bstraits? of magell?an\b|\bmagell?an straits?\b|\bestrecho de magallanes\b/u, 'Strait of Magellan'],
  [/\bf(?:i|j|ji)ordland(?: national park)?\b/u, 'Fiordland National Park'],
  [new RegExp(`\\b(?:${ANTARCTIC_CIRCLE})\\b`, 'u'), 'Antarctic Circle'],
  [new RegExp(`\\b(?:${ARCTIC_CIRCLE})\\b`, 'u'), 'Arctic Circle'],
];

/** A table's heading row or a section heading: not a day. */
export const HEADING_WORDS = new Set([
  'day',
  'days',
  'date',
  'port',
  'ports',
  'port of call',
  'ports of call',
  'port of calls',
  'ports of calls',
  'location',
  'destination',
  'arrive',
  'arrival',
  'depart',
  'departure',
  'arrive depart',
  'itinerary',
  'cruise itinerary',
  'voyage itinerary',
  'your itinerary',
  'our itinerary',
  'the itinerary',
  'scheduled ports',
  'schedule',
  'time',
  'times',
  'port location',
  'arrival time',
  'departure time',
  'all aboard',
  'tag',
  'datum',
  'hafen',
  'ankunft',
  'abfahrt',
  'reiseverlauf',
  'route',
  'routenverlauf',
  'an',
  'ab',
  'zeit',
  'ab an',
  'an ab',
  'jour',
  'escale',
  'arrivee',
  'depart',
  'itineraire',
  'dia',
  'puerto',
  'llegada',
  'salida',
  'itinerario',
  'giorno',
  'porto',
  'arrivo',
  'partenza',
  'data',
  'dag',
  'havn',
  'ankomst',
  'afgang',
  'dzien',
  'port',
  'przyplyniecie',
  'wyplyniecie',
  'explore',
  'cruise itinerary map',
  'itinerary map',
  'map',
  'view map',
  'ports of call',
  'details',
  'view port',
  'more info',
  'read more',
  'show more',
  'see more',
  'book now',
  'guest ashore',
  'guest onboard',
  'guests ashore',
  'guests onboard',
  'ashore',
  'onboard',
  'on board',
  'all aboard time',
  'docked or tender',
  'port city',
  'ports cities',
  'activity',
  'activities',
  'excursions',
  'shore excursions',
  'visitor site',
  'visitor sites',
  'the route',
  'our route',
  'die tour',
  'die route',
  'die reise',
  'die stationen',
  'stationen',
  'unsere route',
  'unsere reise',
]);

/**
 * A booking's or an agent's fact line ("Journey Start : Sat 20 Dec 2025", "Ship: MSC World
 * America", "Cabin: 8123"): the label before the colon says it is about the cruise, not a day.
 */
export const FACT_LABEL =
  /^\s*(?:journey|cruise|voyage|trip|sail(?:ing)?|embark\w*|disembark\w*|departure port|arrival port|home port|landing|return|start|end|ship|vessel|company|cruise line|line|region|destination|count|nights?|duration|length|cabin|stateroom|category|booking|reservation|confirmation|guests?|passengers?|price|fare|total|deck|dates?|from|to|reise|schiff|kabine|buchung|abreise|ruckreise|reisedauer|reederei|navire|compagnie|cabine|pays|barco|naviera|camarote|nave|compagnia|cabina|statek|kajuta|partenza il|ritorno|viaggiatori|spesa|regreso|viajeros|retour|voyageurs|rückreise|reisende)(?:-?\s+\p{L}+){0,4}\s*[:：]/u;

/** A page's byline ("By Manuela", "Written by Safarigal", "Posted by Jo Smith"): not a port. */
export const BYLINE =
  /^\s*(?:(?:[Ww]ritten|[Pp]osted|[Ww]ords|[Pp]hotos?|[Ss]tory)(?: and photos)? )?[Bb]y @?\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2}\s*$/u;

/**
 * A page's own furniture between its lines ("READ NEXT: Embarkation Day", "Related: …", "See
 * also", "Advertisement"), and a title that ends with its itinerary word ("Mississippi River
 * Cruise Itinerary", "Our Alaska schedule"), folded: not a day.
 */
export const PAGE_FURNITURE =
  /^(?:read next|read more|related(?: posts?| articles?)?|see also|you may also like|advertisement|sponsored|share this(?: post)?|click here|(?:our |my )?final thoughts|in conclusion|conclusion)\b|^(?:[\p{L}&'-]+ ){1,5}(?:itinerary|itineraries|schedule|reiseverlauf|itineraire|itinerario|routeplan|reiseplan)$/u;

/** Japanese headings (日程, 寄港地, 入港, 出港, 航路, 日時). */
export const HEADING_JA = /^(日程|日時|寄港地|入港|出港|航路|到着|出発|スケジュール|日付)$/u;

/** Day markers: "Day 3", "Days 2-3", "Tag 3", "3. Tag", "Jour 3", "JOUR 2 et 3", "Día 3", "giorno II", "Dag 3", "3日目". */
const ROMAN = '(?:x{0,3})(?:ix|iv|v?i{0,3})';
/** "Day One", "Day Twenty-Two": a number written in English words, one to thirty-nine. */
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const NUMBER_WORDS = new Map<string, number>([
  ...UNITS.map((word, i) => [word, i + 1] as const),
  ...TEENS.map((word, i) => [word, i + 10] as const),
  ...['twenty', 'thirty'].flatMap((tens, t) => [
    [tens, (t + 2) * 10] as const,
    ...UNITS.map((unit, u) => [`${tens}-${unit}`, (t + 2) * 10 + u + 1] as const),
  ]),
]);
const WORD_NUMBER = `(?:(?:twenty|thirty)(?:-(?:${UNITS.join('|')}))?|${TEENS.join('|')}|${UNITS.join('|')})(?![\\p{L}-])`;
const NUMBER = `(\\d{1,3}|${WORD_NUMBER}|${ROMAN})`;
const RANGE = `(?:\\s?(?:-|–|—|/|&|and|et|e|y|und|og|i|to|bis)\\s?(\\d{1,3}|${ROMAN}))?`;
const DAY_WORD =
  '(?:days?|tag(?:e)?|jour(?:s)?|jornada|d[ií]a(?:s)?|giorno|giorni|dia(?:s)?|dag(?:en)?|dzie[nń]|dni|p[äa]iv[äa])';
export const DAY_MARKER_BEFORE = new RegExp(
  // "Tag -01-": a brochure's number between dashes.
  `^\\s*(?:(?:ship|cruise|voyage)\\s)?${DAY_WORD}\\.?\\s?(?:[-–]\\s?(?=\\d))?${NUMBER}${RANGE}\\b\\s*[:.)\\-–—]?\\s*`,
  'iu',
);
/** "3. Tag", "3. dag"; and by an ordinal: "1er jour", "2E JOUR", "3ème jour", "2° giorno", "1er día". */
export const DAY_MARKER_AFTER =
  /^\s*(\d{1,3})(?:\.\s?(?:tag|dag|dzie[nń]|p[äa]iv[äa])|(?:er|re|ère|ere|e|è|ème|eme|°|º|ª)\s?(?:jour|journée|journee|giorno|d[ií]a))(?!\p{L})\s*[:.)\-–—]?\s*/iu;

/** A day's ports listed after a label ("Vierailusatamat: Florø, Måløy, Torvik", "Ports of call: …"), folded. */
export const PORT_LIST =
  /^\s*(?:vierailusatamat|satamat|ports of call|ports|calls|anlopssteder|anlop|anlaufhafen|hafen|escales|scali|escalas|havne|hamnar)\s*:\s*(.+)$/u;
export const DAY_MARKER_JA = /^\s*(?:第)?(\d{1,3})日目\s*/u;

/** The value of a Roman numeral (i to xxxix), or NaN. */
export function romanValue(text: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10 };
  let total = 0;
  const letters = text.toLowerCase();
  for (let i = 0; i < letters.length; i++) {
    const value = values[letters[i]!];
    const next = values[letters[i + 1] ?? ''] ?? 0;
    if (value === undefined) return Number.NaN;
    total += value < next ? -value : value;
  }
  return total;
}

/** A number as a marker writes it: digits or a Roman numeral. */
export function markerNumber(text: string | undefined): number | null {
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const word = NUMBER_WORDS.get(text.toLowerCase());
  if (word) return word;
  const value = romanValue(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A call that did not happen ("we should have docked in Civitavecchia, but …", "Livorno cancelled"). */
export const CALL_CANCELLED =
  /\b(?:cancel(?:l)?ed|skipped|missed|should have|were supposed to|was supposed to|deberiamos haber|deberia haber|cancelad[oa]|suspendid[oa]|annullat[oa]|saltat[oa]|annule[e]?|abgesagt|gestrichen|ausgefallen|entfiel|entfallt|odwolan[ya])\b/u;
/** Where the ship went instead, after a cancelled call ("instead we sailed to …"), as written. */
export const INSTEAD =
  /(?<!\p{L})(?:instead|in its place|en su lugar|stattdessen|invece|à la place|zamiast)(?!\p{L})/iu;
/** Going aboard at the start of the cruise, or ashore for good at its end (folded). */
export const EMBARKS =
  /\b(?:embark(?:ation|ing|ed)?|board the|we board(?:ed)?|einschiffung|embarquement|embarque|embarco|imbarco|imbarcati|imbarchiamo|inscheping|zaokretowanie)\b/u;
export const DISEMBARKS =
  /\b(?:disembark(?:ation|ing|ed)?|debark(?:ation|ing)?|ausschiffung|debarquement|desembarque|desembarco|desembarcamos|sbarco|sbarchiamo|uitscheping|ruckflug|heimflug|return flight|flight home|vol retour|volo di rientro|vuelo de regreso)\b/u;

/** What happens on board at a time of day, never a port ("17.00 Uhr Seenotrettungsübung", "7:00 Frühstück"). */
export const ONBOARD_EVENT =
  /^(?:seenotrettungsubung|rettungsubung|muster drill|safety drill|lifeboat drill|emergency drill|exercice d'?evacuation|simulacro|esercitazione|breakfast|fruhstuck|lunch|mittagessen|dinner|abendessen|show|party|captain'?s? (?:reception|cocktail|welcome)|kapitansempfang|check[ -]?in|check[ -]?out|boarding|muster)\b/u;

/** A holiday named beside a day ("At Sea – Good Friday"), folded: a decoration, not a stop. */
export const HOLIDAY =
  /^(?:good friday|easter(?: sunday| monday)?|christmas(?: day| eve)?|new years?(?: day| eve)?|new year's(?: day| eve)?|boxing day|thanksgiving(?: day)?|independence day|fourth of july|halloween|memorial day|labou?r day|valentines? day|st patricks? day|karfreitag|ostern|ostersonntag|ostermontag|weihnachten|heiligabend|(?:1|2|erster|zweiter)\.? weihnachtstag|silvester|neujahr|paques|noel|nouvel an|saint sylvestre|navidad|nochebuena|nochevieja|ano nuevo|semana santa|pasqua|natale|vigilia di natale|capodanno|ferragosto|kerst(?:mis|dag)?|oud en nieuw|pasen)$/u;
