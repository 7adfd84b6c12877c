import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

// s3rver ships no types: the little used here is typed above.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on loopback, on a free port, keeping its objects in a
 * temporary folder, with one empty bucket. Its fields are a ready `config.s3`.
 */
export async function startS3Server(bucket = 'cruise-media'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'cruise-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
