import { describe, expect, it } from 'vitest';
import { findTimes } from './times.js';

const read = (text: string) => findTimes(text).map((t) => (t.role ? `${t.clock}/${t.role}` : t.clock));

describe('times as itineraries write them', () => {
  it.each([
    ['3:30 pm', ['15:30']],
    ['7:15 a.m.', ['07:15']],
    ['10:00PM', ['22:00']],
    ['12:00nn', ['12:00']],
    ['Noon', ['12:00']],
    ['Midnight', ['00:00']],
    ['神戸 08:00着 17:00発', ['08:00/arrival', '17:00/departure']],
    ['出港17:00', ['17:00/departure']],
    // Labels after their times: the one between two times is the first's.
    ['那覇 7:00 入港 15:00 出港', ['07:00/arrival', '15:00/departure']],
    ['Nassau 8:00 arrival 17:00 departure', ['08:00/arrival', '17:00/departure']],
    ['沖繩那霸市【遊輪13:30抵達;23:00起航】', ['13:30/arrival', '23:00/departure']],
    // A month's day is no bare hour before a range.
    ['Thurs, Oct 8 - 9am to 6pm, Hilo', ['09:00', '18:00']],
    ['08DEC24 NASSAU BAHAMAS ARR 0700 DEP 1700', ['07:00/arrival', '17:00/departure']],
    ['Departure 2024 season', []],
    ['Land of the Midnight Sun', []],
    ['18H00', ['18:00']],
    ['17h00', ['17:00']],
    ['às 17h', ['17:00']],
    ['16:30 Uhr', ['16:30']],
    ['19.00', ['19:00']],
  ])('%s', (text, clocks) => expect(read(text)).toEqual(clocks));

  it('reads the label before a time, in several languages', () => {
    expect(read('Arrival: 7:00 AM')).toEqual(['07:00/arrival']);
    expect(read('Arrivo:08:00 - Partenza:19:00')).toEqual(['08:00/arrival', '19:00/departure']);
    expect(read('出航17:00')).toEqual(['17:00/departure']);
    expect(read('Einschiffung ab 15:00')).toEqual(['15:00/ignore']);
  });

  it('reads a label after its time, and none of another way of travelling or of the time before', () => {
    expect(read('Sun 7/20 8AM Arrive Kahului, Maui')).toEqual(['08:00/arrival']);
    expect(read('Mon 7/21 6PM Depart Kahului, Maui')).toEqual(['18:00/departure']);
    expect(read('we had 11:30 am boarding time, 6 pm departure')).toEqual([
      '11:30/ignore',
      '18:00/departure',
    ]);
    // The sentence ends at "PM.": "Departure" is the next time's label, not this one's.
    expect(read('Passengers must be on board by 4:00 PM. Departure is at 5:30 PM')).toEqual([
      '16:00',
      '17:30/departure',
    ]);
    expect(read('Barcelona, Spain (Flight Departure) 5:00 AM')).toEqual(['05:00']);
    expect(read('St. Petersburg, Russia (depart 6:00 PM)')).toEqual(['18:00/departure']);
    // A table's activity column is no label of the time before it.
    expect(read('Galveston, Texas\t11:00am\t3:30pm\tBoarding')).toEqual(['11:00', '15:30']);
  });

  it('shares a meridiem written once across a range, and puts a range going back into the afternoon', () => {
    expect(read('1:00-10:00 pm')).toEqual(['13:00', '22:00']);
    expect(read('8:00 - 5:00 pm')).toEqual(['08:00', '17:00']);
    expect(read('7 to 5:45')).toEqual(['07:00', '17:45']);
    expect(read('Huatulco 8-2 pm')).toEqual(['08:00', '14:00']);
    expect(read('Puntarenas 7-7 pm')).toEqual(['07:00', '19:00']);
  });

  it('reads no time in a date, a bare number or a name', () => {
    expect(read('21.05. Kiel')).toEqual([]);
    expect(read('15.07.15: Kiel')).toEqual([]);
    expect(read('2023-07-02')).toEqual([]);
    expect(read('Pier 39')).toEqual([]);
    expect(read('23:00 Tromsø, 2h Aufenthalt')).toEqual(['23:00']);
    expect(read('3h stay in port, sailing at 17h')).toEqual(['17:00']);
    expect(read('4月13日(金)\t奄美大島\t12:00nn\t7:30pm')).toEqual(['12:00', '19:30']);
  });
});
