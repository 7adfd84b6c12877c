import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates an empty database on the PostgreSQL server of DATABASE_URL, for tests that need a
 * database of their own (migrations from zero, several app instances). Drop it when done.
 */
export async function createScratchPostgres(baseUrl: string) {
  const name = `cruise_scratch_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
