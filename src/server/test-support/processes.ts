import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { projectRoot } from '../paths.js';

/** Starts a TypeScript entry point of this project in its own process, with extra environment. */
export function spawnTs(entry: string, env: Record<string, string>, args: string[] = []) {
  // `node --import tsx` runs in one process (the tsx CLI would fork a child that a SIGKILL misses).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, entry), ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return {
    child,
    output: () => output,
    exited: new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))),
  };
}

/** Resolves when `predicate(output)` holds, or rejects after `ms` (with the output so far). */
export async function waitFor(read: () => string, predicate: (output: string) => boolean, ms = 30_000) {
  const started = Date.now();
  while (!predicate(read())) {
    if (Date.now() - started > ms) throw new Error(`Timed out; output so far:\n${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForHealthy(port: number, ms = 30_000) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > ms) throw new Error(`Server on ${port} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
