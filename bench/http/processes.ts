/** The benchmark's processes: ports, children started and stopped, their CPU time and memory (Linux). */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/** Starts a child and waits until `probe` answers anything at all. */
export async function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  probe: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.on('exit', (code, signal) => {
    exited = true;
    if (!(child as ChildProcess & { stopping?: boolean }).stopping) {
      console.error(`  ${path.basename(args[0] ?? '')} exited on its own (code ${code}, signal ${signal})`);
    }
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !exited) {
    try {
      await fetch(probe);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start`);
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  (child as ChildProcess & { stopping?: boolean }).stopping = true;
  child.kill('SIGTERM');
  await exited;
}

/** The CPU time a process has used so far (user + system), in µs (Linux). */
export function cpuTimeOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command's name.
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1e6;
  } catch {
    return undefined;
  }
}
/** Linux's USER_HZ, the unit of /proc/PID/stat's times. */
const CLOCK_TICKS = 100;

/** The resident memory of a process, in MB (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
