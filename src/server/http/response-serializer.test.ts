/**
 * The fast writer of answers (issue 15): what it writes for a route's zod schema, in production
 * (fast function alone) and in development and tests (checked against zod).
 */
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CruiseListSchema } from '../../shared/schemas/cruises.js';
import { createResponseSerializerCompiler } from './response-serializer.js';

const compile = (schema: z.ZodType, check: boolean) =>
  createResponseSerializerCompiler({ check })({
    schema,
    method: 'GET',
    url: '/api/test',
    httpStatus: '200',
  } as Parameters<ReturnType<typeof createResponseSerializerCompiler>>[0]);

const Member = z.object({
  id: z.string(),
  name: z.string().nullable(),
  age: z.number().nullable(),
  tags: z.array(z.string()),
  note: z.string().optional(),
});

describe('the fast response writer', () => {
  it('writes only what the schema names: a column it does not name never leaks', () => {
    const row = { id: 'u1', name: null, age: 41, tags: ['a"b', 'ü\n'], passwordHash: 'secret', email: 'x@y' };
    for (const check of [false, true]) {
      const text = compile(Member, check)(row);
      expect(text).not.toContain('secret');
      expect(JSON.parse(text)).toEqual({ id: 'u1', name: null, age: 41, tags: ['a"b', 'ü\n'] });
    }
  });

  it('says the same as zod for a cruise list, nulls, numbers and escapes included', () => {
    const cruise = {
      id: '7a0f4c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
      tripName: 'Fjords "and" ice \u2028',
      cruiseLine: 'Hurtigruten',
      shipName: 'MS Trollfjord',
      sailDate: '2026-06-01',
      returnDate: '2026-06-12',
      primaryDestination: 'Norway',
      reservationNumber: null,
      cabinNumber: '512',
      numberOfGuests: 2,
      cabinCategory: null,
      departurePort: 'Bergen',
      bookingDate: null,
      totalCost: 4321.5,
      travelAgent: null,
      isCompleted: false,
      coverPhotoUrl: null,
      coverThumbnailUrl: null,
      overallRating: null,
      shipRating: 4,
      cabinRating: null,
      diningRating: null,
      serviceRating: null,
      portsRating: null,
      entertainmentRating: null,
      reviewSummary: 'Lone surrogate \ud800 and emoji 🚢',
      entryCount: 0,
      createdAt: '2026-01-02T03:04:05.678Z',
      updatedAt: '2026-01-02T03:04:05.678Z',
      userId: 'never shown',
    };
    const text = compile(CruiseListSchema, false)([cruise, { ...cruise, id: 'second' }]);
    expect(text).toBe(JSON.stringify(CruiseListSchema.parse([cruise, { ...cruise, id: 'second' }])));
  });

  it('in development and tests, refuses an answer that does not match its schema', () => {
    const write = compile(Member, true);
    let error: unknown;
    try {
      write({ id: 'u1', name: 42, age: null, tags: [] });
    } catch (caught) {
      error = caught;
    }
    expect(isResponseSerializationError(error)).toBe(true);
  });

  it('writes through zod what JSON Schema cannot say (a Date), and still checks it', () => {
    const Stamped = z.object({ at: z.date() });
    expect(compile(Stamped, false)({ at: new Date(0), extra: 1 })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    expect(() => compile(Stamped, false)({ at: 'yesterday' })).toThrow();
  });
});
