import { deflateRawSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importShips } from '../ships/importer.js';
import { signUp } from '../test-support/auth-helpers.js';
import { apiCall, memberWithCruise } from '../test-support/cruise-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { BOOKING_MAX_BYTES } from './routes.js';
import { BOOKING_SAMPLES } from './samples.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = (await signUp(ctx.app)).cookie;
  // The ships the documents name, in the directory (as the catalogue loads them on start).
  const ships = [
    { ship_name: 'Wonder of the Seas', operator: 'Royal Caribbean International' },
    { ship_name: 'Iona', operator: 'P&O Cruises' },
    { ship_name: 'AIDAprima', operator: 'AIDA Cruises' },
  ];
  await importShips(
    ctx.database,
    ships.map((values, i) => ({ line: i + 2, values })),
  );
});
afterAll(() => ctx.close());

const send = (type: string, body: string | Buffer, as = cookie) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/read',
    headers: { 'content-type': type, ...(as ? { cookie: as } : {}) },
    payload: body,
  });

const sample = (start: string) => BOOKING_SAMPLES.find((one) => one.name.startsWith(start))!;

/** A PDF of `lines` in Helvetica, a page per `perPage` lines, as a line's e-ticket is laid out. */
async function pdfOf(lines: string[], options: { perPage?: number; pages?: number; script?: string } = {}) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const perPage = options.perPage ?? 60;
  for (let start = 0; start < lines.length; start += perPage) {
    const page = doc.addPage([595, 842]);
    lines.slice(start, start + perPage).forEach((line, index) => {
      page.drawText(line.replace(/\t/g, '    '), { x: 40, y: 800 - index * 12, size: 9, font });
    });
  }
  for (let i = doc.getPageCount(); i < (options.pages ?? 0); i++) doc.addPage();
  if (options.script) doc.addJavaScript('onOpen', options.script);
  return Buffer.from(await doc.save());
}

/** An e-mail as a mail client saves it (.eml): HTML body, quoted-printable, an optional PDF attached. */
function emlOf(html: string, attachment?: Buffer) {
  const boundary = 'b1_confirmation';
  const parts = [
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    html.replace(/=/g, '=3D').replace(/ü/g, '=C3=BC').replace(/ä/g, '=C3=A4'),
  ];
  if (attachment)
    parts.push(
      `--${boundary}`,
      'Content-Type: application/pdf; name="eticket.pdf"',
      'Content-Disposition: attachment; filename="eticket.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      attachment.toString('base64').replace(/.{76}/g, '$&\r\n'),
    );
  return [
    'From: "P&O Cruises" <bookings@example.com>',
    'To: john.smith@example.com',
    'Subject: Your booking confirmation 7HF92K',
    'Date: Tue, 3 Mar 2026 10:12:00 +0000',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    ...parts,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

describe('POST /api/bookings/read', () => {
  it('answers a visitor 401 and reads nothing', async () => {
    expect((await send('text/plain', 'Booking #: 9XJ4K2', '')).statusCode).toBe(401);
  });

  it('reads a pasted confirmation: the ship matched to the directory, its days ready to import', async () => {
    const { cookie: member, cruiseId } = await memberWithCruise(ctx.app);
    const res = await send('text/plain; charset=utf-8', sample('Royal Caribbean').text, member);
    expect(res.statusCode).toBe(200);
    const read = res.json();
    expect(read).toMatchObject({
      cruiseLine: 'Royal Caribbean International',
      shipName: 'Wonder of the Seas',
      shipId: expect.any(String),
      sailDate: '2026-04-19',
      returnDate: '2026-04-26',
      bookingNumber: '4412876',
      cabinNumber: '8254',
      guests: ['MR JOHN SMITH', 'MRS JANE SMITH'],
    });
    expect(read.days).toHaveLength(8);
    expect(read.days[1]).toMatchObject({
      portName: 'CocoCay',
      countryCode: 'BS',
      timeZone: 'America/Nassau',
    });
    // The directory's ship is the one the answer names.
    const ship = await apiCall(ctx.app, 'GET', `/api/ships/${read.shipId}`, member);
    expect(ship.json().ship_name).toBe('Wonder of the Seas');
    const imported = await apiCall(ctx.app, 'POST', `/api/cruises/${cruiseId}/itinerary/import`, member, {
      days: read.days,
    });
    expect(imported.statusCode, imported.body).toBe(201);
  });

  it('reads an .eml: its HTML body and the PDF e-ticket it carries', async () => {
    const html = `<html><head><style>td{color:red}</style></head><body><h1>P&amp;O Cruises</h1>
      <table><tr><td>Booking reference</td><td>7HF92K</td></tr>
      <tr><td>Ship</td><td>Iona</td></tr><tr><td>Departure date</td><td>13 June 2026</td></tr>
      <tr><td>Cabin number</td><td>D316</td></tr><tr><td>Passengers</td><td>Mr John Smith, Mrs Jane Smith</td></tr>
      </table><script>alert(1)</script></body></html>`;
    const ticket = await pdfOf(
      sample('P&O').text.split('\n').slice(sample('P&O').text.split('\n').indexOf('Your itinerary')),
    );
    const res = await send('message/rfc822', emlOf(html, ticket));
    expect(res.statusCode, res.body).toBe(200);
    const read = res.json();
    expect(read).toMatchObject({
      cruiseLine: 'P&O Cruises',
      shipName: 'Iona',
      bookingNumber: '7HF92K',
      sailDate: '2026-06-13',
      returnDate: '2026-06-20',
      cabinNumber: 'D316',
      guests: ['Mr John Smith', 'Mrs Jane Smith'],
    });
    expect(read.days.map((day: { portName: string | null }) => day.portName)).toEqual([
      'Southampton',
      null,
      'Stavanger',
      'Olden',
      'Ålesund',
      null,
      null,
      'Southampton',
    ]);
  });

  it('reads a PDF confirmation as its text, whatever runs in it never run', async () => {
    const pdf = await pdfOf(sample('AIDA').text.split('\n'), { script: 'app.alert("hello")' });
    const res = await send('application/pdf', pdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      cruiseLine: 'AIDA Cruises',
      shipName: 'AIDAprima',
      bookingNumber: '41235678',
      sailDate: '2026-09-12',
      returnDate: '2026-09-19',
      cabinNumber: '8122',
      guests: ['Herr Max Mustermann', 'Frau Erika Mustermann'],
    });
    expect(res.json().days).toHaveLength(8);
  });

  it('refuses another type with 415, and a document over the limit with 413', async () => {
    const zip = await send('application/zip', Buffer.from('PK\u0003\u0004'));
    expect(zip.statusCode).toBe(415);
    expect(zip.json().message).toMatch(/text\/plain.*message\/rfc822.*application\/pdf/);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/read',
      headers: { cookie },
      payload: { text: 'Booking #: 9XJ4K2' },
    });
    expect(json.statusCode).toBe(415);
    const huge = await send('message/rfc822', Buffer.alloc(BOOKING_MAX_BYTES + 1, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/larger than the 10 MB/);
  });

  it('answers a hostile or broken document 400 with a clear message', async () => {
    // A zip bomb sent as a PDF: a deflate stream of 50 MB of zeros in a few KB, no PDF header.
    const bomb = Buffer.concat([
      Buffer.from('PK\u0003\u0004'),
      deflateRawSync(Buffer.alloc(50 * 1024 * 1024)),
    ]);
    expect(bomb.length).toBeLessThan(BOOKING_MAX_BYTES);
    const asPdf = await send('application/pdf', bomb);
    expect([asPdf.statusCode, asPdf.json().message]).toEqual([400, 'This file is not a PDF.']);

    const pages = await send('application/pdf', await pdfOf(['Booking #: 9XJ4K2'], { pages: 500 }));
    expect(pages.statusCode).toBe(400);
    expect(pages.json().message).toMatch(/500 pages; a booking confirmation is read up to 30/);

    const broken = await send(
      'application/pdf',
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF'),
    );
    expect(broken.statusCode).toBe(400);

    const noHeaders = await send(
      'message/rfc822',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]),
    );
    expect([noHeaders.statusCode, noHeaders.json().message]).toEqual([
      400,
      'This is not an e-mail (.eml) file: it has no headers.',
    ]);
    const empty = await send('text/plain', '   \n  ');
    expect(empty.statusCode).toBe(400);
  });
});
