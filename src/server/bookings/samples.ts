/**
 * Booking confirmations written for the tests in the shapes the lines and agencies send (labels,
 * tables, decoys such as print dates, payment deadlines, group codes and fare names), with the
 * fields each must give. Names, numbers and addresses are made up.
 */
import type { BookingAnswer } from '../../shared/schemas/bookings.js';

export interface BookingSample {
  name: string;
  text: string;
  expected: Omit<BookingAnswer, 'days' | 'shipId'> & {
    /** Day number, port (or null at sea), arrival, departure, for the days given. */
    days: [number, string | null, string | null, string | null][];
  };
}

export const BOOKING_SAMPLES: BookingSample[] = [
  {
    name: 'Royal Caribbean guest confirmation (en), a table itinerary',
    text: `ROYAL CARIBBEAN INTERNATIONAL
Guest Booking Confirmation
Print Date: 03/14/2026
Reservation ID: 4412876
Group ID: 9938812
Ship: Wonder of the Seas
Sail Date: 19 Apr 2026
Itinerary: 7 Night Western Caribbean Cruise
Stateroom: 8254
Stateroom Category: 5D - Ocean View Balcony
Guest 1: MR JOHN SMITH
Guest 2: MRS JANE SMITH
Final Payment Due: 02/03/2026
Cruise Itinerary
Day\tDate\tPort\tArrive\tDepart
1\tSun 19 Apr\tPort Canaveral, Florida\t\t4:30 PM
2\tMon 20 Apr\tPerfect Day at CocoCay, Bahamas\t7:00 AM\t5:00 PM
3\tTue 21 Apr\tCruising\t\t
4\tWed 22 Apr\tCozumel, Mexico\t8:00 AM\t5:00 PM
5\tThu 23 Apr\tRoatan, Honduras\t8:00 AM\t4:00 PM
6\tFri 24 Apr\tCosta Maya, Mexico\t7:00 AM\t3:00 PM
7\tSat 25 Apr\tCruising\t\t
8\tSun 26 Apr\tPort Canaveral, Florida\t6:00 AM\t
Payment Summary
Cruise Fare: USD 3,214.00`,
    expected: {
      cruiseLine: 'Royal Caribbean International',
      shipName: 'Wonder of the Seas',
      sailDate: '2026-04-19',
      returnDate: '2026-04-26',
      embarkPort: 'Port Canaveral',
      disembarkPort: 'Port Canaveral',
      cabinNumber: '8254',
      cabinCategory: '5D - Ocean View Balcony',
      bookingNumber: '4412876',
      guests: ['MR JOHN SMITH', 'MRS JANE SMITH'],
      days: [
        [1, 'Port Canaveral', null, '16:30'],
        [2, 'CocoCay', '07:00', '17:00'],
        [3, null, null, null],
        [4, 'Cozumel', '08:00', '17:00'],
        [5, 'Roatán', '08:00', '16:00'],
        [6, 'Costa Maya', '07:00', '15:00'],
        [7, null, null, null],
        [8, 'Port Canaveral', '06:00', null],
      ],
    },
  },
  {
    name: 'Carnival booking e-mail (en), a fare name and a deposit date as decoys',
    text: `Your Carnival cruise is booked!
Booking #: 9XJ4K2
Ship: Carnival Celebration
Sail Date: Saturday, November 7, 2026
Return Date: Saturday, November 14, 2026
Embarkation Port: Miami, FL
Stateroom: 9231
Category: 8M Balcony
Fare: Early Saver
Deposit Due: October 1, 2026
Guests: John Smith, Jane Smith
Booked on: June 2, 2026`,
    expected: {
      cruiseLine: 'Carnival Cruise Line',
      shipName: 'Carnival Celebration',
      sailDate: '2026-11-07',
      returnDate: '2026-11-14',
      embarkPort: 'Miami',
      disembarkPort: null,
      cabinNumber: '9231',
      cabinCategory: '8M Balcony',
      bookingNumber: '9XJ4K2',
      guests: ['John Smith', 'Jane Smith'],
      days: [],
    },
  },
  {
    name: 'Norwegian Cruise Line reservation (en), US dates, a list itinerary',
    text: `Norwegian Cruise Line
Reservation Confirmation
Reservation Number: 70583921
Ship: Norwegian Prima
Departure Date: 12/06/2026
Return Date: 12/13/2026
Stateroom: 11432
Stateroom Type: Balcony (BA)
Guest Names: Mr. John Smith, Mrs. Jane Smith
Latitudes Rewards #: 123456789
Your Itinerary
Day 1 Port Canaveral, Florida Depart 4:00 PM
Day 2 At Sea
Day 3 Puerto Plata, Dominican Republic 8:00 AM - 5:00 PM
Day 4 St. Thomas, U.S. Virgin Islands 9:00 AM - 6:00 PM
Day 5 Tortola, British Virgin Islands 7:00 AM - 3:00 PM
Day 6 At Sea
Day 7 Great Stirrup Cay, Bahamas 8:00 AM - 4:00 PM
Day 8 Port Canaveral, Florida Arrive 7:00 AM
Important Information`,
    expected: {
      cruiseLine: 'Norwegian Cruise Line',
      shipName: 'Norwegian Prima',
      sailDate: '2026-12-06',
      returnDate: '2026-12-13',
      embarkPort: 'Port Canaveral',
      disembarkPort: 'Port Canaveral',
      cabinNumber: '11432',
      cabinCategory: 'Balcony (BA)',
      bookingNumber: '70583921',
      guests: ['Mr. John Smith', 'Mrs. Jane Smith'],
      days: [
        [1, 'Port Canaveral', null, '16:00'],
        [2, null, null, null],
        [3, 'Puerto Plata', '08:00', '17:00'],
        [4, 'Charlotte Amalie', '09:00', '18:00'],
        [5, 'Road Town', '07:00', '15:00'],
        [6, null, null, null],
        [7, 'Great Stirrup Cay', '08:00', '16:00'],
        [8, 'Port Canaveral', '07:00', null],
      ],
    },
  },
  {
    name: 'MSC booking confirmation (en), day-first dates on the ports',
    text: `MSC Cruises - Booking Confirmation
Booking number: 38562140
Ship: MSC World America
Embarkation: Miami - 20/12/2025
Disembarkation: Miami - 27/12/2025
Cabin: 12045
Cabin category: Balcony Fantastica (BR2)
Guests: Mr John Smith, Mrs Jane Smith
Date of issue: 05/06/2025`,
    expected: {
      cruiseLine: 'MSC Cruises',
      shipName: 'MSC World America',
      sailDate: '2025-12-20',
      returnDate: '2025-12-27',
      embarkPort: 'Miami',
      disembarkPort: 'Miami',
      cabinNumber: '12045',
      cabinCategory: 'Balcony Fantastica (BR2)',
      bookingNumber: '38562140',
      guests: ['Mr John Smith', 'Mrs Jane Smith'],
      days: [],
    },
  },
  {
    name: 'Princess booking (en), a letter and digits cabin, a scenic day',
    text: `PRINCESS CRUISES
BOOKING CONFIRMATION
Booking Number: Q4TX7M
Ship: Discovery Princess
Sailing Date: May 16, 2026
Stateroom: D512
Category: BA
Passengers: Mr John Smith and Mrs Jane Smith
ITINERARY
Date\tPort\tArrive\tDepart
Sat May 16\tSeattle, Washington\t\t4:00 PM
Sun May 17\tAt Sea\t\t
Mon May 18\tJuneau, Alaska\t1:00 PM\t9:00 PM
Tue May 19\tSkagway, Alaska\t7:00 AM\t6:30 PM
Wed May 20\tGlacier Bay National Park (Scenic Cruising)\t6:00 AM\t3:00 PM
Thu May 21\tKetchikan, Alaska\t10:00 AM\t6:00 PM
Fri May 22\tVictoria, British Columbia\t7:00 PM\t11:59 PM
Sat May 23\tSeattle, Washington\t6:00 AM\t
PAYMENT SCHEDULE`,
    expected: {
      cruiseLine: 'Princess Cruises',
      shipName: 'Discovery Princess',
      sailDate: '2026-05-16',
      returnDate: '2026-05-23',
      embarkPort: 'Seattle',
      disembarkPort: 'Seattle',
      cabinNumber: 'D512',
      cabinCategory: 'BA',
      bookingNumber: 'Q4TX7M',
      guests: ['Mr John Smith', 'Mrs Jane Smith'],
      days: [
        [1, 'Seattle', null, '16:00'],
        [2, null, null, null],
        [3, 'Juneau', '13:00', '21:00'],
        [4, 'Skagway', '07:00', '18:30'],
        [5, 'Glacier Bay National Park', '06:00', '15:00'],
        [6, 'Ketchikan', '10:00', '18:00'],
        [7, 'Victoria', '19:00', '23:59'],
        [8, 'Seattle', '06:00', null],
      ],
    },
  },
  {
    name: 'Celebrity reservation (en), a loyalty number as decoy',
    text: `Celebrity Cruises
Reservation: 6612345
Captain's Club #: 3319876542
Ship: Celebrity Apex
Sail Date: 07/12/2026
Stateroom: 9146
Stateroom Category: 2B Veranda
Guests: John Smith, Jane Smith
Departs from: Piraeus (Athens), Greece`,
    expected: {
      cruiseLine: 'Celebrity Cruises',
      shipName: 'Celebrity Apex',
      sailDate: '2026-07-12',
      returnDate: null,
      embarkPort: 'Piraeus',
      disembarkPort: null,
      cabinNumber: '9146',
      cabinCategory: '2B Veranda',
      bookingNumber: '6612345',
      guests: ['John Smith', 'Jane Smith'],
      days: [],
    },
  },
  {
    name: 'Cunard booking (en), grade and a westbound crossing',
    text: `CUNARD
Booking Reference: Q2M7KX
Ship: Queen Mary 2
Departure Date: 5 July 2026
Return Date: 12 July 2026
Embarkation Port: Southampton
Disembarkation Port: New York
Cabin: 5087
Grade: BC - Britannia Balcony
Guest 1: Mr John Smith
Guest 2: Mrs Jane Smith
Balance due: 6 April 2026`,
    expected: {
      cruiseLine: 'Cunard',
      shipName: 'Queen Mary 2',
      sailDate: '2026-07-05',
      returnDate: '2026-07-12',
      embarkPort: 'Southampton',
      disembarkPort: 'New York',
      cabinNumber: '5087',
      cabinCategory: 'BC - Britannia Balcony',
      bookingNumber: 'Q2M7KX',
      guests: ['Mr John Smith', 'Mrs Jane Smith'],
      days: [],
    },
  },
  {
    name: 'AIDA Buchungsbestätigung (de), a range of dates and a Reiseverlauf table',
    text: `AIDA Cruises
Buchungsbestätigung
Vorgangsnummer: 41235678
Schiff: AIDAprima
Reisezeitraum: 12.09.2026 - 19.09.2026
Kabine: 8122
Kabinenkategorie: Balkonkabine (BA)
Reisende: Herr Max Mustermann, Frau Erika Mustermann
Druckdatum: 02.03.2026
Reiseverlauf
Tag\tDatum\tHafen\tAnkunft\tAbfahrt
1\t12.09.2026\tHamburg\t\t18:00
2\t13.09.2026\tSeetag\t\t
3\t14.09.2026\tSouthampton\t07:00\t20:00
4\t15.09.2026\tLe Havre\t08:00\t20:00
5\t16.09.2026\tZeebrügge\t09:00\t19:00
6\t17.09.2026\tRotterdam\t08:00\t18:00
7\t18.09.2026\tSeetag\t\t
8\t19.09.2026\tHamburg\t07:00\t
Zahlungen`,
    expected: {
      cruiseLine: 'AIDA Cruises',
      shipName: 'AIDAprima',
      sailDate: '2026-09-12',
      returnDate: '2026-09-19',
      embarkPort: 'Hamburg',
      disembarkPort: 'Hamburg',
      cabinNumber: '8122',
      cabinCategory: 'Balkonkabine (BA)',
      bookingNumber: '41235678',
      guests: ['Herr Max Mustermann', 'Frau Erika Mustermann'],
      days: [
        [1, 'Hamburg', null, '18:00'],
        [2, null, null, null],
        [3, 'Southampton', '07:00', '20:00'],
        [4, 'Le Havre', '08:00', '20:00'],
        [5, 'Zeebrugge', '09:00', '19:00'],
        [6, 'Rotterdam', '08:00', '18:00'],
        [7, null, null, null],
        [8, 'Hamburg', '07:00', null],
      ],
    },
  },
  {
    name: 'TUI Cruises Buchungsbestätigung (de), a payment deadline as decoy',
    text: `TUI Cruises GmbH
Buchungsbestätigung / Rechnung
Buchungsnummer: 9876543
Schiff: Mein Schiff 3
Abreise: 03.05.2026
Rückreise: 10.05.2026
Einschiffungshafen: Kiel
Ausschiffungshafen: Kiel
Kabine: 10182
Kategorie: Verandakabine
Gäste: Herr Max Mustermann, Frau Erika Mustermann
Zahlungsfrist Restzahlung: 01.04.2026
Rechnungsdatum: 12.01.2026`,
    expected: {
      cruiseLine: 'TUI Cruises',
      shipName: 'Mein Schiff 3',
      sailDate: '2026-05-03',
      returnDate: '2026-05-10',
      embarkPort: 'Kiel',
      disembarkPort: 'Kiel',
      cabinNumber: '10182',
      cabinCategory: 'Verandakabine',
      bookingNumber: '9876543',
      guests: ['Herr Max Mustermann', 'Frau Erika Mustermann'],
      days: [],
    },
  },
  {
    name: 'Holland America (en), labels and values in table cells',
    text: `Holland America Line
Booking Confirmation
Booking Number\tHW3K9P
Ship\tKoningsdam
Sail Date\tSep 5, 2026
Embarkation Port\tVancouver, British Columbia
Disembarkation Port\tVancouver, British Columbia
Stateroom\t6104
Stateroom Category\tVA - Verandah
Guests\tJohn Smith, Jane Smith
Mariner Society Number\t555123456`,
    expected: {
      cruiseLine: 'Holland America Line',
      shipName: 'Koningsdam',
      sailDate: '2026-09-05',
      returnDate: null,
      embarkPort: 'Vancouver',
      disembarkPort: 'Vancouver',
      cabinNumber: '6104',
      cabinCategory: 'VA - Verandah',
      bookingNumber: 'HW3K9P',
      guests: ['John Smith', 'Jane Smith'],
      days: [],
    },
  },
  {
    name: 'P&O Cruises booking (en), cabin number with its deck letter',
    text: `P&O Cruises
Booking confirmation
Booking reference: 7HF92K
Ship: Iona
Departure date: 13 June 2026
Return date: 20 June 2026
Cabin number: D316
Cabin grade: Balcony (BC)
Passengers: Mr John Smith, Mrs Jane Smith
Your itinerary
Day 1 Southampton Depart 17:00
Day 2 At sea
Day 3 Stavanger 08:00 - 17:00
Day 4 Olden 08:00 - 18:00
Day 5 Alesund 08:00 - 17:00
Day 6 At sea
Day 7 At sea
Day 8 Southampton Arrive 06:30
Payment`,
    expected: {
      cruiseLine: 'P&O Cruises',
      shipName: 'Iona',
      sailDate: '2026-06-13',
      returnDate: '2026-06-20',
      embarkPort: 'Southampton',
      disembarkPort: 'Southampton',
      cabinNumber: 'D316',
      cabinCategory: 'Balcony (BC)',
      bookingNumber: '7HF92K',
      guests: ['Mr John Smith', 'Mrs Jane Smith'],
      days: [
        [1, 'Southampton', null, '17:00'],
        [2, null, null, null],
        [3, 'Stavanger', '08:00', '17:00'],
        [4, 'Olden', '08:00', '18:00'],
        [5, 'Ålesund', '08:00', '17:00'],
        [6, null, null, null],
        [7, null, null, null],
        [8, 'Southampton', '06:30', null],
      ],
    },
  },
  {
    name: 'An online travel agency (en): its own itinerary number beside the line’s confirmation',
    text: `Thanks for booking with TravelDeals!
Trip itinerary #: 7392018475523
Cruise line confirmation number: 3318842
Costa Cruises - Costa Smeralda
7-night Western Mediterranean
Sail dates: Nov 14, 2026 - Nov 21, 2026
Departing from: Savona, Italy
Stateroom: 6241
Stateroom type: Inside Classic (IC)
Travelers: John Smith, Jane Smith
Total paid: EUR 1,288.00`,
    expected: {
      cruiseLine: 'Costa Cruises',
      shipName: 'Costa Smeralda',
      sailDate: '2026-11-14',
      returnDate: '2026-11-21',
      embarkPort: 'Savona',
      disembarkPort: null,
      cabinNumber: '6241',
      cabinCategory: 'Inside Classic (IC)',
      bookingNumber: '3318842',
      guests: ['John Smith', 'Jane Smith'],
      days: [],
    },
  },
  {
    name: 'Ein Reisebüro (de): Auftragsbestätigung with the line’s booking number',
    text: `Reisebüro Sonnenschein
Auftragsbestätigung
Kundennummer: 10044
Reederei: Royal Caribbean
Buchungsnummer Reederei: 5521987
Schiff: Harmony of the Seas
Reisedatum: 02.08.2026 - 09.08.2026
Einschiffungshafen: Barcelona
Kabine: 10254 Balkon
Kategorie: 4D Balkonkabine
Reisende: Herr Max Mustermann und Frau Erika Mustermann
Anzahlung fällig: 15.02.2026`,
    expected: {
      cruiseLine: 'Royal Caribbean International',
      shipName: 'Harmony of the Seas',
      sailDate: '2026-08-02',
      returnDate: '2026-08-09',
      embarkPort: 'Barcelona',
      disembarkPort: null,
      cabinNumber: '10254',
      cabinCategory: '4D Balkonkabine',
      bookingNumber: '5521987',
      guests: ['Herr Max Mustermann', 'Frau Erika Mustermann'],
      days: [],
    },
  },
];
