import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-body.js';

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['{"a":[1,{"b":2}]}', 3],
    ['{"a":"[[[[{{{{"}', 1],
    ['{"a":"quote \\" then [[["}', 1],
    ['[[[]],[[[]]]]', 4],
  ])('measures %s as %i', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  it('stops counting once past the limit', () => {
    expect(jsonDepth('['.repeat(100_000), 8)).toBe(9);
  });
});
