/**
 * Issue 15's budget, checked on every build the suite runs against: no route loads more than 120 KB
 * of gzip JavaScript before its first screen. A route's first load is the entry script of
 * index.html and its page module, with everything they import statically; what they import with
 * `import()` (dialogs, tabs, a select's popup, a form's zod checks) loads after it. Lighthouse
 * measures the nine pages of `npm run bench:web` in a browser; this covers every route of the
 * router, cheaply. (A file, not a browser test: phone project only, so it runs once.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_KB = 120;
const root = path.resolve(import.meta.dirname, '..');
const assets = path.join(root, 'dist', 'client', 'assets');

/** The chunks a set of chunks imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const match of code.matchAll(
      /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g,
    )) {
      pending.push(match[1] as string);
    }
  }
  return seen;
}

const gzipKb = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file))).length, 0) / 1024;

test('every route loads at most 120 KB of gzip JavaScript before its first screen', () => {
  const html = readFileSync(path.join(root, 'dist', 'client', 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/assets\/([\w.-]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  expect(entry).toHaveLength(1);

  const router = readFileSync(path.join(root, 'src', 'client', 'router.tsx'), 'utf8');
  const pages = [...router.matchAll(/\bimport\('\.\/([\w/-]+)'\)/g)].map((match) =>
    path.basename(match[1] as string),
  );
  expect(pages.length).toBeGreaterThan(15);

  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const sizes: Record<string, number> = { '/ (the entry alone)': gzipKb(staticClosure(entry)) };
  for (const page of pages) {
    const chunk = chunks.find((file) => new RegExp(`^${page}-[\\w-]{8}\\.js$`).test(file));
    expect(chunk, `the built chunk of ${page}`).toBeDefined();
    sizes[page] = gzipKb(staticClosure([...entry, chunk as string]));
  }
  const over = Object.entries(sizes)
    .filter(([, kb]) => kb > BUDGET_KB)
    .map(([page, kb]) => `${page}: ${kb.toFixed(1)} KB`);
  expect(over, `over ${BUDGET_KB} KB`).toEqual([]);
  // The closure is real: a page with a form weighs more than the entry alone.
  expect(sizes['add-cruise-page']).toBeGreaterThan((sizes['/ (the entry alone)'] as number) + 10);
});

test('every chunk of the app asks Chromium to compile it as it loads, not function by function', () => {
  // vite.config.ts's postBanner: V8's explicit compile hint, which must be the file's first line.
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(20);
  const unhinted = chunks.filter(
    (file) => !readFileSync(path.join(assets, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
  );
  expect(unhinted).toEqual([]);
});
