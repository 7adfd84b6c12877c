// Runs a TypeScript entry point with tsx (used by the db:* and bench scripts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/build.mjs';

const [entry, ...args] = process.argv.slice(2);
const result = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(root, entry), ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
