import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found by walking up from this file (works from src/ and dist/). */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsDir = path.join(projectRoot, 'drizzle');
export const clientDistDir = path.join(projectRoot, 'dist', 'client');
/** Reference data shipped with the product (ships, ports): never under DATA_DIR, the user's own data. */
export const catalogDir = path.join(projectRoot, 'catalog');
