import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../paths.js';

const isRoot = process.getuid?.() === 0;

/**
 * Runs `storage-server.ts` in a mount namespace of its own (`unshare`: as root, or as anyone
 * through a user namespace), with DATA_DIR a tmpfs of `sizeMb` that nobody else sees. `run()`
 * executes a shell command in that namespace: fill the disk, remount the media folder read-only.
 */
export function startStorageSandbox(options: {
  dataDir: string;
  sizeMb: number;
  port: number;
  snapshot: string;
}) {
  const { dataDir, sizeMb, port, snapshot } = options;
  const script = [
    `mount -t tmpfs -o size=${sizeMb}m tmpfs "$DATA_DIR"`,
    'mkdir -p "$DATA_DIR/media"',
    // The media folder as a mount of its own, so it can be made read-only alone.
    'mount --bind "$DATA_DIR/media" "$DATA_DIR/media"',
    `exec "${process.execPath}" --import tsx "${path.join(projectRoot, 'src/server/test-support/storage-server.ts')}"`,
  ].join(' && ');
  const child = spawn(
    'unshare',
    [...(isRoot ? [] : ['--user', '--map-root-user']), '--mount', 'sh', '-c', script],
    {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SNAPSHOT: snapshot, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return {
    child,
    output: () => output,
    exited: new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))),
    /** A shell command in the server's mount namespace (its output; a failing command throws). */
    run(command: string) {
      const enter = [
        '-t',
        String(child.pid),
        ...(isRoot ? [] : ['--user', '--preserve-credentials']),
        '--mount',
      ];
      return execFileSync('nsenter', [...enter, 'sh', '-c', command], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
    },
  };
}
