import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live: a folder served at /uploads/, or an S3-compatible bucket. Names are
 * chosen by the server (random, or derived from an upload's Idempotency-Key and bytes), so a
 * stored object is never overwritten and caches forever.
 */
export interface ImageStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * The address a browser loads the object from: on disk, relative to the console (`/uploads/…`,
   * the same origin whatever address the console was opened at, issue 28); in a bucket, under
   * its public base.
   */
  url(key: string): string;
}

export function diskStorage(uploadsDir: string): ImageStorage {
  return {
    async put(key, body) {
      const file = path.join(uploadsDir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flag: 'wx' });
    },
    url: (key) => `/uploads/${key}`,
  };
}

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects from, e.g. https://cdn.example.com (the bucket's public base). */
  publicUrl: string;
}

/** An S3-compatible bucket (AWS, MinIO, R2…), through the AWS SDK; loaded only when configured. */
export async function s3Storage(settings: S3Settings): Promise<ImageStorage> {
  const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    url: (key) => `${settings.publicUrl.replace(/\/+$/, '')}/${key}`,
  };
}
