// `npm run typecheck`: every TypeScript project at once (the server, the client, the client's tests,
// the end-to-end specs), each a `tsc --noEmit` of its own; fails if any fails.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/build.mjs';

const PROJECTS = ['tsconfig.json', 'tsconfig.client.json', 'tsconfig.client-tests.json', 'tsconfig.e2e.json'];
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

const results = await Promise.all(
  PROJECTS.map(
    (project) =>
      new Promise((resolve) => {
        const started = Date.now();
        let output = '';
        const child = spawn(tsc, ['-p', project, '--noEmit'], { cwd: root });
        child.stdout.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        child.on('exit', (code) =>
          resolve({ project, code, output, seconds: (Date.now() - started) / 1000 }),
        );
      }),
  ),
);
for (const { project, code, output, seconds } of results) {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds.toFixed(1)} s)`);
  if (code !== 0) process.stdout.write(output);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
