/**
 * Large JSON answers written a page at a time: each page is turned to text on its own turn of the
 * event loop, so an answer of megabytes (a long journal) never holds up another request, and the
 * answer's bytes leave as they are made. Each item goes through its schema first, as the route's
 * serializer would take it (keys the schema does not name are left out): a stream never says more
 * than the answer's schema.
 */
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';

/** A stream of the JSON text of a `T`. */
export type JsonStream<T> = Readable & { readonly jsonOf?: T };

/**
 * The stream as the route's typed answer: Fastify sends a stream as it is, without the response
 * schema's serializer, so the schema stays the answer's documentation and the types still check
 * the presenter that makes the items.
 */
export const asAnswer = <T>(stream: JsonStream<T>): T => stream as unknown as T;

async function* arrayText(item: z.ZodType, pages: AsyncIterable<readonly unknown[]>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const text = page.map((value) => JSON.stringify(item.parse(value))).join(',');
    yield first ? text : `,${text}`;
    first = false;
    await nextTurn();
  }
  yield ']';
}

/** `[…]` of every page's items, in order. */
export function jsonArrayStream<S extends z.ZodType>(
  item: S,
  pages: AsyncIterable<readonly z.input<S>[]>,
): JsonStream<z.output<S>[]> {
  return Readable.from(arrayText(item, pages), { objectMode: false });
}

/**
 * `head` as a JSON object with one more key, `key`, whose array is the pages' items (written last,
 * after every key of `head`).
 */
export function jsonObjectStream<T extends object, K extends keyof T & string, S extends z.ZodType>(
  head: { schema: z.ZodType<Omit<T, K>>; value: Omit<T, K> },
  key: K,
  item: S,
  pages: AsyncIterable<readonly z.input<S>[]>,
): JsonStream<T> {
  async function* text() {
    const open = JSON.stringify(head.schema.parse(head.value)).slice(0, -1);
    yield `${open}${open.length > 1 ? ',' : ''}${JSON.stringify(key)}:`;
    yield* arrayText(item, pages);
    yield '}';
  }
  return Readable.from(text(), { objectMode: false });
}
