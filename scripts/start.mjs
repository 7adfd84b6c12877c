// `npm start`: build when the build is missing or stale, then serve the app in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './lib/build.mjs';

try {
  await ensureBuild({ quiet: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'dist', 'node', 'server', 'main.js')).href);
