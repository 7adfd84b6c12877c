import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonArrayStream, jsonObjectStream } from './json-stream.js';

const Item = z.object({ id: z.number(), text: z.string() });

async function* pagesOf<T>(pages: T[][]) {
  for (const page of pages) yield page;
}

async function textOf(stream: AsyncIterable<unknown>) {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

describe('streamed JSON answers', () => {
  const pages = [
    [{ id: 1, text: 'a "quoted" line\n' }],
    [],
    [
      { id: 2, text: 'ü' },
      { id: 3, text: '' },
    ],
  ];

  it('is the JSON of the whole array, whatever the pages (empty ones too)', async () => {
    expect(JSON.parse(await textOf(jsonArrayStream(Item, pagesOf(pages))))).toEqual(pages.flat());
    expect(await textOf(jsonArrayStream(Item, pagesOf([[], []])))).toBe('[]');
  });

  it('says no more than the schema: keys it does not name are left out', async () => {
    const leaky = [[{ id: 1, text: 'x', userId: 'someone', email: 'a@b.c' }]];
    expect(JSON.parse(await textOf(jsonArrayStream(Item, pagesOf(leaky))))).toEqual([{ id: 1, text: 'x' }]);
  });

  it('puts the array under its key after the other keys of the object, each checked by its schema', async () => {
    const Head = z.object({ name: z.string() });
    const text = await textOf(
      jsonObjectStream<{ name: string; items: unknown[] }, 'items', typeof Item>(
        { schema: Head, value: { name: 'Voyage', secret: 1 } as { name: string } },
        'items',
        Item,
        pagesOf(pages),
      ),
    );
    expect(JSON.parse(text)).toEqual({ name: 'Voyage', items: pages.flat() });
    const empty = await textOf(
      jsonObjectStream<{ items: unknown[] }, 'items', typeof Item>(
        { schema: z.object({}), value: {} },
        'items',
        Item,
        pagesOf([]),
      ),
    );
    expect(JSON.parse(empty)).toEqual({ items: [] });
  });
});
