// Builds the client (Vite) and the server (tsc) when their inputs changed since the last build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { addCompileHints } from './compile-hints.mjs';
import { prerenderPages } from './prerender.mjs';
import { writeRouteModules } from './route-modules.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
const stampFile = path.join(root, 'dist', '.build-stamp');
const INPUTS = [
  'src',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'pwa.config.ts',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'tsconfig.client.json',
  // The build's own steps (pre-rendering, route modules, compile hints): a change to one rebuilds.
  'scripts/lib',
];
const SKIP = /(\.test\.tsx?$)|(^|\/)test-support\//;

function* walk(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* walk(path.join(entry, name));
  } else if (!SKIP.test(entry)) {
    yield entry;
  }
}

/** A hash of every build input's path and content: changes when and only when a rebuild is needed. */
export function inputsFingerprint() {
  const hash = createHash('sha256');
  for (const entry of INPUTS) {
    for (const file of walk(entry)) {
      hash.update(file);
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

export function isBuildFresh(fingerprint = inputsFingerprint()) {
  return (
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === fingerprint &&
    existsSync(path.join(root, 'dist', 'client', 'index.html')) &&
    existsSync(path.join(root, 'dist', 'client', 'prerendered', 'index.html')) &&
    existsSync(path.join(root, 'dist', 'prerender', 'prerender.js')) &&
    existsSync(path.join(root, 'dist', 'node', 'server', 'main.js'))
  );
}

function run(command, args) {
  const bin = path.join(root, 'node_modules', '.bin', command);
  const result = spawnSync(bin, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Writes .br and .gz beside every text asset so the server can send them without compressing. */
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
    } else if (/\.(js|css|html|svg|json|txt|webmanifest)$/.test(name) && statSync(file).size > 1024) {
      const content = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

/** Builds unless the last build is still current (or `force`). Returns whether it built. */
export async function ensureBuild({ force = false, quiet = false } = {}) {
  const fingerprint = inputsFingerprint();
  if (!force && isBuildFresh(fingerprint)) {
    if (!quiet) console.log('Build is up to date.');
    return false;
  }
  console.log('Building the client and the server…');
  const started = Date.now();
  run('vite', ['build', '--logLevel', 'warn']);
  writeRouteModules(root);
  await prerenderPages(root, run);
  addCompileHints(path.join(root, 'dist', 'client', 'assets'));
  precompress(path.join(root, 'dist', 'client', 'assets'));
  run('tsc', ['-p', 'tsconfig.build.json']);
  writeFileSync(stampFile, `${fingerprint}\n`);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
