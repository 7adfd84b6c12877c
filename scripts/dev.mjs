// `npm run dev`: the API server with reload (tsx watch) on API_PORT, and Vite with hot reload on PORT.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/build.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
  }),
  spawn(bin('vite'), ['--port', port, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
