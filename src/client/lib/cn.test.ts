import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn';

/**
 * `cn` merges classes with its own small table of utility kinds (`cn.ts`); `tailwind-merge`, which
 * knows all of Tailwind, is the judge. Every word in a string of `src/client` is a candidate class;
 * those `tailwind-merge` knows (a class twice is once) are tried in every pair that can meet (the
 * same variants), both ways round, and must merge alike. A class of a kind `cn` was not taught fails
 * here, named, before it can render differently.
 */
const clientRoot = path.resolve(import.meta.dirname, '..');
const mergerFile = path.join(import.meta.dirname, 'cn.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // The merger itself names kinds of class in its strings, not classes.
    const isClassUser = /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') && full !== mergerFile;
    return isClassUser ? [full] : [];
  });
}

function candidateClasses(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(clientRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const literal of text.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      // Pieces of template strings (`divide-${…}`) are not classes.
      for (const word of (literal[2] ?? '').split(/[\s${}]+/))
        if (word && !word.endsWith('-')) words.add(word);
    }
  }
  return [...words].sort();
}

const candidates = candidateClasses();
const known = candidates.filter((word) => twMerge(`${word} ${word}`) === word);
const unknown = candidates.filter((word) => twMerge(`${word} ${word}`) !== word);
/** The variants and `!` of a class: two classes can only override each other within the same. */
function scopeOf(word: string): string {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < word.length; i++) {
    if (word[i] === '[' || word[i] === '(') depth++;
    else if (word[i] === ']' || word[i] === ')') depth--;
    else if (word[i] === ':' && depth === 0) end = i;
  }
  return `${word.slice(0, end)}${word.includes('!') ? '!' : ''}`;
}

describe('cn', () => {
  it('finds the classes the components use', () => {
    // The corpus is real: the button's own classes and a few hundred more.
    expect(known).toEqual(expect.arrayContaining(['inline-flex', 'px-4', 'text-sm', 'hover:bg-ocean-700']));
    expect(known.length).toBeGreaterThan(500);
  });

  it('merges every pair of those classes as tailwind-merge does', () => {
    const byScope = new Map<string, string[]>();
    for (const word of known) {
      const scope = scopeOf(word);
      byScope.set(scope, [...(byScope.get(scope) ?? []), word]);
    }
    const differences: string[] = [];
    let pairs = 0;
    for (const words of byScope.values()) {
      for (const first of words) {
        for (const second of words) {
          if (first === second) continue;
          pairs++;
          const pair = `${first} ${second}`;
          const expected = twMerge(pair);
          const actual = mergeClasses(pair);
          if (actual !== expected)
            differences.push(`"${pair}": cn gives "${actual}", tailwind-merge "${expected}"`);
        }
      }
    }
    expect(pairs).toBeGreaterThan(100_000);
    expect(differences.slice(0, 30)).toEqual([]);
  });

  it('keeps every word tailwind-merge does not know as a class', () => {
    const merged = unknown.filter((word) => mergeClasses(`${word} ${word}`) !== `${word} ${word}`);
    expect(merged.slice(0, 60)).toEqual([]);
  });

  it('overrides within a variant, a later side within a whole, and keeps unknown classes', () => {
    expect(cn('inline-flex h-10 px-4 text-sm', 'h-auto px-0')).toBe('inline-flex text-sm h-auto px-0');
    expect(cn('px-4 py-2', 'p-0')).toBe('p-0');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('hidden sm:flex', 'sm:grid')).toBe('hidden sm:grid');
    expect(cn('hover:focus:bg-white', 'focus:hover:bg-ocean-50')).toBe('focus:hover:bg-ocean-50');
    expect(cn('text-sm text-white', 'text-ocean-900', false, null, undefined, { 'font-bold': true })).toBe(
      'text-sm text-ocean-900 font-bold',
    );
    expect(cn('card-shadow', 'card-shadow')).toBe('card-shadow card-shadow');
  });
});
