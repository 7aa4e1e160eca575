import { getLocale, m } from '../../domain/messages.ts';
import type { UploadFolder } from '../../domain/uploads.ts';
import { ApiError } from './graphql.ts';
import { session } from './session.ts';
import { errorCodeOf } from '../../domain/errors.ts';

/** An upload fails when no bytes move for this long (a slow but moving upload goes on). */
export const UPLOAD_IDLE_TIMEOUT_MS = 20_000;

export interface Uploaded {
  url: string;
  thumbnailUrl: string;
}

/**
 * Sends one image to `POST /cdnfile`, reporting progress (0–1). XHR rather than fetch, because
 * only XHR reports upload progress; the timeout is on idleness, so a large photo on a slow line
 * is not cut off while it is still moving.
 */
export function uploadImage(
  file: Blob,
  target: { folderName: UploadFolder; storeId?: string },
  onProgress: (fraction: number) => void = () => undefined,
  /** A queued photo's own key: sent again, it answers the same address (decision 025). */
  idempotencyKey?: string,
): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const stall = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        xhr.abort();
        reject(new ApiError(m.uploadStalled(), 'TIMEOUT'));
      }, UPLOAD_IDLE_TIMEOUT_MS);
    };
    xhr.open('POST', '/cdnfile');
    const token = session.get().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('X-Locale', getLocale());
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      stall();
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      clearTimeout(idle);
      const body = xhr.response as {
        data?: Uploaded;
        error?: { code: string; message: string };
      } | null;
      if (xhr.status === 200 && body?.data) {
        onProgress(1);
        return resolve(body.data);
      }
      reject(
        new ApiError(
          body?.error?.message ?? m.unableToUploadDetails(),
          errorCodeOf(body?.error?.code),
        ),
      );
    };
    xhr.onerror = () => {
      clearTimeout(idle);
      reject(new ApiError(m.unableToUploadDetails(), 'NETWORK'));
    };
    const form = new FormData();
    form.set('folderName', target.folderName);
    if (target.storeId) form.set('storeId', target.storeId);
    form.set('file', file);
    stall();
    xhr.send(form);
  });
}

/** Which image of a batch an upload's error came from (its position), for the message to name. */
const failedAt = new WeakMap<object, number>();
export const failedUploadIndex = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null ? failedAt.get(error) : undefined;

/** How many images go up at once: enough to fill a slow line, few enough not to starve it. */
export const UPLOAD_PARALLEL = 3;

/**
 * Sends several images, `UPLOAD_PARALLEL` at a time, in their order: `onProgress` gets the whole
 * batch's fraction (0–1), and `onEach` each image's address as soon as it is up (so a caller that
 * saves it never sends that image again). Fails with the first failure; images already up stay.
 */
export async function uploadImages(
  files: readonly Blob[],
  target: { folderName: UploadFolder; storeId?: string },
  {
    onProgress = () => undefined,
    onEach = () => undefined,
    keys,
  }: {
    onProgress?(fraction: number): void;
    onEach?(index: number, uploaded: Uploaded): void | Promise<void>;
    /** Each file's Idempotency-Key, by position (queued photos: sent again, stored once). */
    keys?: readonly string[];
  } = {},
): Promise<Uploaded[]> {
  const fractions = files.map(() => 0);
  const report = () => onProgress(fractions.reduce((a, b) => a + b, 0) / (files.length || 1));
  const results: Uploaded[] = [];
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < files.length) {
      const i = nextIndex++;
      results[i] = await uploadImage(
        files[i]!,
        target,
        (fraction) => {
          fractions[i] = fraction;
          report();
        },
        keys?.[i],
      ).catch((error: unknown) => {
        // The error as it was (callers tell a refusal from a lost connection by it), marked with
        // the image it came from.
        if (typeof error === 'object' && error !== null) failedAt.set(error, i);
        throw error;
      });
      await onEach(i, results[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOAD_PARALLEL, files.length) }, worker));
  return results;
}
