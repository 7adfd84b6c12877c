// Chromium's explicit compile hint (V8, issue 15): a file whose first line is this comment has
// every function compiled as it loads, on a background thread while it streams, rather than one at
// a time on the main thread the first time each is called. That first-call compiling was most of
// the app's first render, one long task on a phone (8x CPU: /user/{id} 197 -> 80 ms of blocking
// time). Other browsers read a comment.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint first in every chunk of `dir`, after the bundler and its plugins are done (Vite
 * writes its preload map above a chunk's code last), and shifts the chunk's source map one line.
 * Returns how many chunks it changed.
 */
export function addCompileHints(dir) {
  let changed = 0;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(dir, name);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(`${COMPILE_HINT}\n`)) continue;
    writeFileSync(file, `${COMPILE_HINT}\n${code}`);
    const mapFile = `${file}.map`;
    try {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    } catch {
      // no map for this chunk
    }
    changed++;
  }
  return changed;
}
