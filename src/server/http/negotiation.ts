/**
 * What a browser's request headers say about the answer it can take: the encoding it prefers and
 * whether it already holds a version. Shared by the answers kept once (`unchanging.ts`) and a
 * member's private answers (`private-answers.ts`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an If-None-Match header names `etag` (weak comparison, as for a GET). */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/** Brotli when the browser takes it, else gzip, else none (an encoding with `q=0` is refused). */
export function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  if (/\bbr\b(?!;\s*q=0(\.0+)?\b)/.test(accepted)) return 'br';
  if (/\bgzip\b(?!;\s*q=0(\.0+)?\b)/.test(accepted)) return 'gzip';
  return undefined;
}

/** Sets the answer's ETag and says it varies with Accept-Encoding (after any Vary already set). */
export function setValidator(reply: FastifyReply, etag: string) {
  const vary = reply.getHeader('vary');
  reply.header('etag', etag).header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}
