// The server Playwright tests against: the built app on a fresh, throw-away data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/build.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cruise-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'warn';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

// E2E_DATABASE_URL: a PostgreSQL server, on which this run gets a fresh database named after its
// port (the previous run's is dropped first: the app's own shutdown ends the process, so none is
// dropped at exit). Unset: the embedded PGlite in the data folder, as `npm start`.
process.env.DATABASE_URL = '';
if (process.env.E2E_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const name = `cruise_e2e_${Number(process.env.PORT)}`;
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}

// Mail goes to a real SMTP server on loopback that writes each message to E2E_MAIL_DIR, where
// the specs read reset links from.
if (process.env.E2E_MAIL_DIR) {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const { SMTPServer } = await import('smtp-server');
  const mailDir = process.env.E2E_MAIL_DIR;
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(path.join(mailDir, `${Date.now()}-${count++}-${to}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
}
await import(pathToFileURL(path.join(root, 'dist', 'node', 'server', 'main.js')).href);
