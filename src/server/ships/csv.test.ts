import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads plain and quoted fields, escaped quotes, commas and line breaks inside quotes', () => {
    const text = 'a,b,c\n1,"two, too","say ""hi"""\n"multi\nline",,end\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'two, too', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', '', 'end'] },
    ]);
  });

  it('handles CRLF, a missing final line break, blank lines and empty quoted fields', () => {
    expect(parseCsv('a,b\r\n\r\n1,""\r\n2,x')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['1', ''] },
      { line: 4, fields: ['2', 'x'] },
    ]);
  });

  it('counts lines inside quoted fields for the records after them', () => {
    const records = parseCsv('h\r\n"a\r\nb\r\nc"\r\nnext\r\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
    expect(records[1]!.fields).toEqual(['a\r\nb\r\nc']);
  });

  it('refuses broken quoting with the line', () => {
    expect(() => parseCsv('a\n"never closed\n')).toThrow(CsvError);
    expect(() => parseCsv('a,b\n"x"y,1\n')).toThrow(/line 2/);
    expect(() => parseCsv('a,b\nx"y",1\n')).toThrow(/line 2/);
  });
});
