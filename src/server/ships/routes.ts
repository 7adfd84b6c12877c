import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import {
  NameListSchema,
  OperatorCountListSchema,
  OperatorCountsQuerySchema,
  OperatorParamsSchema,
  ShipDateQuerySchema,
  ShipIdParamsSchema,
  ShipImageParamsSchema,
  ShipImageSchema,
  ShipListQuerySchema,
  ShipListSchema,
  ShipSchema,
  TOTAL_COUNT_HEADER,
} from '../../shared/schemas/ships.js';
import { withoutSessions } from '../auth/sessions.js';
import type { Database } from '../db/client.js';
import { unchangingAnswers } from '../http/unchanging.js';
import { renderShipIllustration } from './illustration.js';
import { createShipService, SHIP_MEMORY_TTL_MS, type ShipPage, shipListKey } from './service.js';

/** SPEC.md section 9: ship and operator lists 5 minutes, the ship image lookup 24 hours. */
const LIST_CACHE = 'public, max-age=300';
const IMAGE_LOOKUP_CACHE = 'public, max-age=86400';
const ILLUSTRATION_CACHE = 'public, max-age=604800';
/** The SVG is a picture: nothing in it may run, load or be framed as a page. */
const ILLUSTRATION_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The public ship directory (SPEC.md section 7, Ships). */
export const shipRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  withoutSessions(app);
  const ships = createShipService(database.db);
  const remember = { ttlMs: SHIP_MEMORY_TTL_MS, cacheControl: LIST_CACHE };
  const operatorsNow = unchangingAnswers(NameListSchema, { ...remember, maxEntries: 1 });
  const shipPages = unchangingAnswers(ShipSchema, { ...remember, maxEntries: 2_000 });
  // Searches and pages of the directory, by what they ask (a flood of distinct searches only
  // pushes the oldest out, and each is compressed quickly).
  const shipLists = unchangingAnswers(ShipListSchema, {
    ...remember,
    maxEntries: 500,
    compression: 'fast',
    bodyOf: (page: ShipPage) => page.ships,
    headersOf: (page: ShipPage) => ({ [TOTAL_COUNT_HEADER]: String(page.total) }),
  });

  app.get(
    '/api/ships',
    {
      schema: {
        querystring: ShipListQuerySchema,
        response: { 200: ShipListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      shipLists(request, reply, shipListKey(request.query), () => ships.listShips(request.query)),
  );

  app.get(
    '/api/ships/operators',
    {
      schema: {
        querystring: ShipDateQuerySchema,
        response: { 200: NameListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { date } = request.query;
      if (date) return reply.header('cache-control', LIST_CACHE).send(await ships.listOperators(date));
      return operatorsNow(request, reply, 'now', () => ships.listOperators());
    },
  );

  app.get(
    '/api/ships/operator-counts',
    {
      schema: {
        querystring: OperatorCountsQuerySchema,
        response: { 200: OperatorCountListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', LIST_CACHE);
      return ships.listOperatorCounts(request.query);
    },
  );

  app.get(
    '/api/ships/by-operator/:operator',
    {
      schema: {
        params: OperatorParamsSchema,
        querystring: ShipDateQuerySchema,
        response: { 200: NameListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', LIST_CACHE);
      return ships.listShipNames(request.params.operator, request.query.date);
    },
  );

  app.get(
    '/api/ships/image/:cruiseLine/:shipName',
    {
      schema: { params: ShipImageParamsSchema, response: { 200: ShipImageSchema, 400: ErrorResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', IMAGE_LOOKUP_CACHE);
      return { coverImage: await ships.findShipImage(request.params.cruiseLine, request.params.shipName) };
    },
  );

  app.get(
    '/api/ships/:id',
    { schema: { params: ShipIdParamsSchema, response: { 200: ShipSchema, ...errors } } },
    async (request, reply) => {
      const { id } = request.params;
      return shipPages(request, reply, id, () => ships.getShip(id));
    },
  );

  app.get(
    '/api/ships/:id/illustration.svg',
    {
      schema: {
        params: ShipIdParamsSchema,
        // An SVG document, sent as-is (only JSON answers go through the serializer).
        response: { 200: z.string(), 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const svg = renderShipIllustration(await ships.getShipForIllustration(request.params.id));
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
      reply
        .header('cache-control', ILLUSTRATION_CACHE)
        .header('etag', etag)
        .header('content-security-policy', ILLUSTRATION_CSP)
        .type('image/svg+xml; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.send(svg);
    },
  );
};
