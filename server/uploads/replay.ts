import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { idempotencyRecords } from '../db/schema.ts';

/** What an upload answers: the stored image's addresses. */
export interface UploadAnswer {
  url: string;
  thumbnailUrl: string;
}

/**
 * `POST /cdnfile` with an `Idempotency-Key` (decision 025): an upload sent again after its answer was
 * lost gets the first answer, and its image is stored once. The key's record lives beside the
 * mutations' (idempotency_records, per user); the request is the folder and the file's bytes.
 */
export interface UploadReplay {
  /** The image's stored name (without extension): the same for the same key and bytes. */
  name: string;
  /** The answer recorded for this key and these bytes, if any. */
  recorded(): Promise<UploadAnswer | 'reused' | null>;
  /** Records the answer; answers what is recorded now (a duplicate may have come first). */
  record(answer: UploadAnswer): Promise<UploadAnswer | 'reused'>;
}

export function uploadReplay(
  app: App,
  userId: string,
  key: string,
  folder: string,
  file: Buffer,
): UploadReplay {
  const hash = createHash('sha256').update(folder).update('\n').update(file).digest('hex');
  // Named by user, key and bytes: a duplicate of the same upload writes the same name (once),
  // another file under the same key never overwrites it.
  const digest = createHash('sha256').update(`${userId}\n${key}\n${hash}`).digest('hex');
  const name = `${folder}/${digest.slice(0, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}-${digest.slice(16, 20)}-${digest.slice(20, 32)}`;
  const read = async () => {
    const [row] = await app.db
      .select()
      .from(idempotencyRecords)
      .where(and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.key, key)));
    if (!row) return null;
    return row.requestHash === hash ? (row.response as UploadAnswer) : 'reused';
  };
  return {
    name,
    recorded: read,
    async record(answer) {
      await app.db
        .insert(idempotencyRecords)
        .values({ key, userId, requestHash: hash, response: answer, createdAt: app.clock.now() })
        .onConflictDoNothing();
      return (await read()) ?? answer;
    },
  };
}
