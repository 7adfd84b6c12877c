import { describe, expect, it } from 'vitest';
import { escapeLike, foldText, searchTerms, shipSearchText, slugify } from './text.js';

describe('ship text folding', () => {
  it('drops case and accents and spells out special letters', () => {
    expect(foldText('  Le   SOLÉAL ')).toBe('le soleal');
    expect(foldText('Kværner Masa-Yards')).toBe('kvaerner masa-yards');
    expect(foldText('Célébrité')).toBe(foldText('celebrite'));
  });

  it('splits a query into distinct folded words, at most six', () => {
    expect(searchTerms(' Icon  of the SEAS ')).toEqual(['icon', 'of', 'the', 'seas']);
    expect(searchTerms('a b c d e f g h')).toHaveLength(6);
    expect(searchTerms('seas Seas')).toEqual(['seas']);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
  });

  it('builds the search text from name, operator and class', () => {
    expect(shipSearchText({ shipName: 'Le Lyrial', operator: 'Ponant', class: 'Boréal class' })).toBe(
      'le lyrial | ponant | boreal class',
    );
  });

  it('makes readable slugs', () => {
    expect(slugify('Le Soléal')).toBe('le-soleal');
    expect(slugify("L'Austral")).toBe('l-austral');
    expect(slugify('P&O Cruises')).toBe('p-and-o-cruises');
    expect(slugify('海洋')).toBe('');
  });
});
