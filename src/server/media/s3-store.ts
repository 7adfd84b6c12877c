import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.js';

type S3Config = NonNullable<Config['s3']>;

/**
 * Media as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, s3rver in tests).
 * Path-style addressing and us-east-1 work with every such service. Checksums are only sent and
 * checked when an operation requires them: the SDK's newer default (CRC32 on every request) is
 * refused by several S3-compatible services, and S3 already verifies the body's signature.
 * (A MediaStore: typed structurally, since store.ts imports this file.)
 */
export function createS3MediaStore(s3: S3Config) {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = s3.bucket;

  return {
    async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },

    async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async size(key: string): Promise<number | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? null;
      } catch (error) {
        const name = (error as { name?: string }).name;
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (name === 'NotFound' || name === 'NoSuchKey' || status === 404) return null;
        throw error;
      }
    },
  };
}
