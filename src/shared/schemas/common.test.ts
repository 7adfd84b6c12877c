import { describe, expect, it } from 'vitest';
import { cleanText, multilineText, optionalMultilineText } from './common.js';

describe('text from forms', () => {
  it('refuses line breaks in one-line text', () => {
    expect(cleanText(50).safeParse('Juneau\nAlaska').success).toBe(false);
  });

  it('keeps paragraphs in text-area text, Windows line ends made plain', () => {
    expect(multilineText(100).parse('  Bring gloves.\r\n\r\nMeet at the pier.\tGate 4  ')).toBe(
      'Bring gloves.\n\nMeet at the pier.\tGate 4',
    );
  });

  it('still refuses other control characters and text over the limit', () => {
    expect(multilineText(100).safeParse('nul \u0000 byte').success).toBe(false);
    expect(multilineText(100).safeParse('bell \u0007').success).toBe(false);
    expect(multilineText(5).safeParse('123456').success).toBe(false);
  });

  it('turns a blank optional text area into null', () => {
    expect(optionalMultilineText(10).parse('  \n ')).toBeNull();
    expect(optionalMultilineText(10).parse(undefined)).toBeUndefined();
  });
});
