import { createStore, delMany, getMany, setMany } from 'idb-keyval';
import { graphql } from '../../../gql';
import type {
  CreateProductInput,
  CreateProductMutation,
  CreateProductMutationVariables,
} from '../../../gql/graphql.ts';
import { isRefusal } from '../../../../domain/errors.ts';
import { messages } from '../../../../domain/messages.ts';
import { ApiError } from '../../../lib/graphql.ts';
import { uploadImages } from '../../../lib/upload.ts';
import { defineQueuedWrite } from '../../../offline/queued-write.ts';
import { inventoryKeys } from './keys.ts';

export const CreateProductDocument = graphql(`
  mutation createProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      id
      stock
      name
      mainImage
      productImages
      sizes {
        sizeId
      }
    }
  }
`);

/**
 * A product's photos while its creation waits on the device: blobs in their own IndexedDB store,
 * beside the outbox, each under a key of its own that the queued write holds.
 */
const photoStore = createStore('threadline-photos', 'photos');

/** The product as the seller filled it in, without its images' addresses (not uploaded yet). */
export type NewProduct = Omit<CreateProductInput, 'mainImage' | 'productImages'>;

export interface CreateProductVars extends Record<string, unknown> {
  product: NewProduct;
  /** Keys of the photos in `photoStore`, in the seller's order (the first is the main image). */
  photos: string[];
  /** Addresses of the photos already up, by position: a photo is never uploaded twice. */
  uploaded: (string | null)[];
}

/** Keeps the photos on the device; answers the write's variables. */
export async function keepPhotos(product: NewProduct, files: readonly Blob[]) {
  const photos = files.map(() => crypto.randomUUID());
  await setMany(
    photos.map((key, i) => [key, files[i]]),
    photoStore,
  );
  return { product, photos, uploaded: photos.map(() => null) } satisfies CreateProductVars;
}

/** The photos a queued product keeps, to show them or to edit the product before resending. */
export async function photosOf(vars: CreateProductVars): Promise<Blob[]> {
  const blobs = await getMany<Blob | undefined>(vars.photos, photoStore);
  return blobs.filter((b): b is Blob => b instanceof Blob);
}

/** How far the photos of each queued product are: its record's entity → 0–1. */
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

/** Each queued product is its own entity: it holds back nothing else. */
export const newProductEntity = (vars: CreateProductVars) => `new-product:${vars.photos[0] ?? ''}`;

/**
 * Add Product, online or not (issue 16): the product and its photos wait on the device; when the
 * connection is there the photos go up (each once), then the product is created once (the
 * record's id is its Idempotency-Key), with their addresses.
 */
export const createProductWrite = defineQueuedWrite<
  CreateProductVars,
  CreateProductMutation,
  { version: number },
  CreateProductMutationVariables
>({
  kind: 'createProduct',
  document: CreateProductDocument,
  entity: newProductEntity,
  describe: (vars: CreateProductVars) => `New product: ${vars.product.name}`,
  expectedVersion: () => null,
  rebase: (vars) => vars,
  versionOf: () => null,
  // The inventory shows waiting products from the outbox itself (see useWaitingProducts).
  apply: () => null,
  rollback: () => undefined,
  applied: () => undefined,
  conflictFields: () => [],
  settled: (queryClient) => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  async prepare(vars, save) {
    const entity = newProductEntity(vars);
    const uploaded = [...vars.uploaded];
    const missing = vars.photos.flatMap((key, i) => (uploaded[i] ? [] : [{ key, i }]));
    if (missing.length > 0) {
      const blobs = await getMany<Blob | undefined>(
        missing.map((m) => m.key),
        photoStore,
      );
      report(entity, 0);
      try {
        await uploadImages(
          blobs.map((b) => b ?? new Blob()),
          { folderName: 'productImages', storeId: vars.product.storeId },
          {
            onProgress: (fraction) => report(entity, fraction),
            onEach: async (n, image) => {
              uploaded[missing[n]!.i] = image.url;
              await save({ ...vars, uploaded: [...uploaded] });
            },
          },
        );
      } catch (error) {
        // A photo the server refuses is the photos' fault: said beside them.
        if (error instanceof ApiError && isRefusal(error.code)) {
          throw new ApiError(error.message, error.code, { productImages: error.message });
        }
        throw error;
      } finally {
        report(entity, undefined);
      }
    }
    const urls = uploaded.filter((u): u is string => Boolean(u));
    return { input: { ...vars.product, mainImage: urls[0] ?? null, productImages: urls } };
  },
  fix: {
    label: messages.fixAndResend,
    to: '/store-owner/inventory/edit-product',
    search: (recordId) => ({ queued: recordId }),
  },
  forget: (vars) => delMany(vars.photos, photoStore),
});
