import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Request body limits. Most routes take a few fields of text, so they get a few kilobytes; only
 * routes where images arrive (as data URLs) declare `bodyLimit: BODY_LIMITS.image`.
 */
export const BODY_LIMITS = {
  /** Sign-in, sign-up, recovery, passwords: small forms. */
  auth: 8 * 1024,
  /** Every other JSON route (profile text, cruise fields, lists). */
  default: 32 * 1024,
  /** A pasted itinerary (`MAX_PASTE_CHARS` characters, some of four bytes, escaped in JSON). */
  paste: 1024 * 1024,
  /** Routes that receive an image as a data URL (a 5 MB file is ~6.7 MB as base64). */
  image: 8 * 1024 * 1024,
} as const;

/** No request of this API nests deeper; a deeper body is refused before it is parsed. */
export const MAX_JSON_DEPTH = 8;

/** The nesting depth of a JSON text, read in one pass without parsing it (strings skipped). */
export function jsonDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}

/**
 * JSON bodies only (a cross-site HTML form can send text/plain without a preflight), parsed by
 * Fastify's own parser (prototype poisoning refused) once a cheap scan found them no deeper than
 * {@link MAX_JSON_DEPTH}: a megabyte of `[[[[…` costs a scan, not a parse and a validation.
 */
export function registerJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(new AppError('BODY_TOO_DEEP', 400, 'The request body is nested too deeply.'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
