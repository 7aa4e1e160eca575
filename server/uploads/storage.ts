import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PRIVATE_FOLDERS } from '../../domain/uploads.ts';

/**
 * Where uploaded images live: a folder served at /uploads/, or an S3-compatible bucket. Names are
 * chosen by the server (random, or derived from an upload's Idempotency-Key and bytes), so a
 * stored object is never overwritten and caches forever.
 */
export interface ImageStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * The address a browser loads the object from: on disk, relative to the console (`/uploads/…`,
   * the same origin whatever address the console was opened at, decision 025); in a bucket, under
   * its public base.
   */
  url(key: string): string;
  /** Whether the object was stored (an image address must name one that exists). */
  exists(key: string): Promise<boolean>;
  /** The object's bytes, or null: private uploads are served through this server (decision 027). */
  read(key: string): Promise<Readable | null>;
}

export function diskStorage(uploadsDir: string): ImageStorage {
  return {
    async put(key, body) {
      const file = path.join(uploadsDir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flag: 'wx' });
    },
    url: (key) => `/uploads/${key}`,
    async exists(key) {
      return (await stat(path.join(uploadsDir, key)).catch(() => null))?.isFile() ?? false;
    },
    async read(key) {
      const file = path.join(uploadsDir, key);
      if (!(await stat(file).catch(() => null))?.isFile()) return null;
      return createReadStream(file);
    },
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
  const { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
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
          CacheControl: isPrivateKey(key)
            ? 'private, no-store'
            : 'public, max-age=31536000, immutable',
        }),
      );
    },
    url: (key) => `${settings.publicUrl.replace(/\/+$/, '')}/${key}`,
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async read(key) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return got.Body instanceof Readable ? got.Body : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}

/** An S3 error that says the object is not there. */
function missing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** Keys of folders served only to whom they belong (domain/uploads.ts PRIVATE_FOLDERS). */
export function isPrivateKey(key: string): boolean {
  return PRIVATE_FOLDERS.some((folder) => key.startsWith(`${folder}/`));
}
