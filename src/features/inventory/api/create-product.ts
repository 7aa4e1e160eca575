import { graphql } from '../../../gql';
import type {
  CreateProductInput,
  CreateProductMutation,
  CreateProductMutationVariables,
} from '../../../gql/graphql.ts';
import { m } from '../../../../domain/messages.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { forgetPhotos, keepPhotos, uploadKept, type KeptPhotos } from '../../../offline/photos.ts';
import { defineQueuedWrite } from '../../../offline/queued-write.ts';
import { inventoryKeys, CREATE_PRODUCT_KIND } from './keys.ts';

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

/** The product as the seller filled it in, without its images' addresses (not uploaded yet). */
export type NewProduct = Omit<CreateProductInput, 'mainImage' | 'productImages'>;

export interface CreateProductVars extends KeptPhotos {
  product: NewProduct;
}

/** Keeps the product's photos on the device; answers the write's variables. */
export async function keepProductPhotos(product: NewProduct, files: readonly Blob[]) {
  return { product, ...(await keepPhotos(files)) } satisfies CreateProductVars;
}

/** Each queued product is its own entity: it holds back nothing else. */
export const newProductEntity = (vars: CreateProductVars) => `new-product:${vars.photos[0] ?? ''}`;

/**
 * Add Product, online or not (decision 020): the product and its photos wait on the device; when the
 * connection is there the photos go up (each once), then the product is created once (the
 * record's id is its Idempotency-Key), with their addresses.
 */
export const createProductWrite = defineQueuedWrite<
  CreateProductVars,
  CreateProductMutation,
  { version: number },
  CreateProductMutationVariables
>({
  kind: CREATE_PRODUCT_KIND,
  document: CreateProductDocument,
  entity: newProductEntity,
  describe: ({ product, photos }: CreateProductVars) => {
    const entries = product.colors.length * product.sizes.length;
    return [
      m.syncNewProduct({ name: product.name }),
      m.priceWithGst({ price: formatRupees(product.price) }),
      m.variantsTimesStock({ variants: entries, stock: product.stock }),
      m.photoCount({ count: photos.length }),
    ].join(' · ');
  },
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
    const urls = await uploadKept(
      vars,
      { folderName: 'productImages', storeId: vars.product.storeId },
      {
        entity: newProductEntity(vars),
        field: 'productImages',
        save: (uploaded) => save({ ...vars, uploaded }),
      },
    );
    return { input: { ...vars.product, mainImage: urls[0] ?? null, productImages: urls } };
  },
  fix: {
    label: m.fixAndResend,
    to: '/store-owner/inventory/edit-product',
    search: (recordId) => ({ queued: recordId }),
  },
  forget: forgetPhotos,
});
