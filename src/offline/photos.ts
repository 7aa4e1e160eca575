import { createStore, delMany, getMany, setMany } from 'idb-keyval';
import { isRefusal } from '../../domain/errors.ts';
import type { UploadFolder } from '../../domain/uploads.ts';
import { ApiError } from '../lib/graphql.ts';
import { uploadImages } from '../lib/upload.ts';

/**
 * Photos that wait on the device with a queued write (a new product's, a quality check's): blobs
 * in their own IndexedDB store, beside the outbox, each under a key of its own that the record
 * holds. The key is also the photo's Idempotency-Key when it goes up (decision 025): an upload sent
 * again after its answer was lost gets the same address, so the write that follows is the same
 * request, byte for byte, and is answered from the server's record.
 */
const photoStore = createStore('threadline-photos', 'photos');

export interface KeptPhotos extends Record<string, unknown> {
  /** Keys of the photos in the store, in the seller's order. */
  photos: string[];
  /** Addresses of the photos already up, by position: a photo is never uploaded twice. */
  uploaded: (string | null)[];
}

/** Keeps the photos on the device; answers the record's part that names them. */
export async function keepPhotos(files: readonly Blob[]): Promise<KeptPhotos> {
  const photos = files.map(() => crypto.randomUUID());
  await setMany(
    photos.map((key, i) => [key, files[i]]),
    photoStore,
  );
  return { photos, uploaded: photos.map(() => null) };
}

/** The photos a record keeps, to show them or to edit the write before resending. */
export async function photosOf(kept: Pick<KeptPhotos, 'photos'>): Promise<Blob[]> {
  const blobs = await getMany<Blob | undefined>(kept.photos, photoStore);
  return blobs.filter((b): b is Blob => b instanceof Blob);
}

export const forgetPhotos = (kept: Pick<KeptPhotos, 'photos'>) => delMany(kept.photos, photoStore);

/** How far the photos of each queued write are: its record's entity → 0–1. */
const progress = new Map<string, number>();
const progressListeners = new Set<() => void>();
export const uploadProgress = {
  of: (entity: string) => progress.get(entity),
  subscribe(listener: () => void) {
    progressListeners.add(listener);
    return () => progressListeners.delete(listener);
  },
};
function report(entity: string, fraction: number | undefined) {
  if (fraction === undefined) progress.delete(entity);
  else progress.set(entity, fraction);
  progressListeners.forEach((l) => l());
}

/**
 * Uploads the photos not yet up, each under its own key, saving each address in the record as
 * soon as it is up (`save`); answers every address in order. A photo the server refuses is the
 * photos' fault: said beside them, as `field`.
 */
export async function uploadKept(
  kept: KeptPhotos,
  target: { folderName: UploadFolder; storeId: string },
  {
    entity,
    field,
    save,
  }: { entity: string; field: string; save(uploaded: (string | null)[]): Promise<void> },
): Promise<string[]> {
  const uploaded = [...kept.uploaded];
  const missing = kept.photos.flatMap((key, i) => (uploaded[i] ? [] : [{ key, i }]));
  if (missing.length > 0) {
    const blobs = await getMany<Blob | undefined>(
      missing.map((m) => m.key),
      photoStore,
    );
    report(entity, 0);
    try {
      await uploadImages(
        blobs.map((b) => b ?? new Blob()),
        target,
        {
          keys: missing.map((m) => m.key),
          onProgress: (fraction) => report(entity, fraction),
          onEach: async (n, image) => {
            uploaded[missing[n]!.i] = image.url;
            await save([...uploaded]);
          },
        },
      );
    } catch (error) {
      if (error instanceof ApiError && isRefusal(error.code)) {
        throw new ApiError(error.message, error.code, { [field]: error.message });
      }
      throw error;
    } finally {
      report(entity, undefined);
    }
  }
  return uploaded.filter((u): u is string => Boolean(u));
}
