// The server Playwright tests against: the built app on a fresh, throw-away data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/build.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cruise-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = '';
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'warn';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(path.join(root, 'dist', 'node', 'server', 'main.js')).href);
