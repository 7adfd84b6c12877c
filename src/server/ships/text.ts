/**
 * Text folding for the ship directory: the one definition of "the same name" used for search,
 * sorting, lookups and slugs, so "Célébrité", "CELEBRITE" and "celebrite" all meet.
 */

/** Letters NFD does not decompose into a base letter plus accent. */
const SPECIAL_LETTERS: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};
const SPECIAL_LETTERS_RE = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

/** Lower case, accents stripped (NFD), a few special letters spelt out, spaces collapsed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(SPECIAL_LETTERS_RE, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search box query, folded; at most `max` of them (each must match). */
export function searchTerms(query: string | undefined, max = 6): string[] {
  if (!query) return [];
  const words = foldText(query).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, max);
}

/** Escapes LIKE's wildcards so a term matches literally (backslash is PostgreSQL's default escape). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The text the trigram index searches: name, operator, class, then former names and aliases, folded. */
export function shipSearchText(
  ship: { shipName: string; operator: string; class?: string | null },
  otherNames: readonly string[] = [],
): string {
  const parts = [ship.shipName, ship.operator, ship.class ?? '', ...otherNames].map(foldText).filter(Boolean);
  return [...new Set(parts)].join(' | ');
}

/** A readable URL id: "Le Soléal" → "le-soleal"; empty when the text has no latin letters or digits. */
export function slugify(text: string, maxLength = 80): string {
  return foldText(text)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
