import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ProductUpdateInput } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { meKeys } from '../../../lib/me.ts';
import { inventoryKeys } from './keys.ts';
import type { ProductDetails } from './queries.ts';

const ProductUpdateDocument = graphql(`
  mutation productUpdate($id: ID!, $input: ProductUpdateInput!, $expectedVersion: Int) {
    productUpdate(id: $id, input: $input, expectedVersion: $expectedVersion) {
      id
      name
      description
      gender
      customReturnPolicy
      customShippingPolicy
      version
      listingState
      listingReasons
      hasLiveVersion
    }
  }
`);

/** Saves the product's text (online); a newer edit elsewhere answers CONFLICT. */
export async function updateProduct(
  queryClient: QueryClient,
  id: string,
  input: ProductUpdateInput,
  expectedVersion: number,
) {
  const { productUpdate } = await request(ProductUpdateDocument, { id, input, expectedVersion });
  queryClient.setQueryData<ProductDetails>(
    inventoryKeys.product(id),
    (old) => old && { ...old, ...productUpdate },
  );
  await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  return productUpdate;
}

const DeleteProductDocument = graphql(`
  mutation deleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

export async function deleteProduct(queryClient: QueryClient, id: string) {
  await request(DeleteProductDocument, { id });
  queryClient.removeQueries({ queryKey: inventoryKeys.product(id) });
  await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
}

const PauseStoreDocument = graphql(`
  mutation pauseStore($storeId: ID!) {
    pauseStore(storeId: $storeId) {
      id
      isPaused
    }
  }
`);

const ResumeStoreDocument = graphql(`
  mutation resumeStore($storeId: ID!) {
    resumeStore(storeId: $storeId) {
      id
      isPaused
    }
  }
`);

export async function setStorePaused(queryClient: QueryClient, storeId: string, paused: boolean) {
  if (paused) await request(PauseStoreDocument, { storeId });
  else await request(ResumeStoreDocument, { storeId });
  await queryClient.invalidateQueries({ queryKey: meKeys.me() });
}

const SetProductPhotosDocument = graphql(`
  mutation setProductPhotos($productId: ID!, $productImages: [String!]!) {
    setProductPhotos(productId: $productId, productImages: $productImages) {
      id
      mainImage
      productImages
      needsPhotos
      listingState
      listingReasons
      version
    }
  }
`);

/** Gives a draft its photos (online): it is listed from then on. */
export async function setProductPhotos(
  queryClient: QueryClient,
  productId: string,
  productImages: string[],
) {
  const { setProductPhotos: saved } = await request(SetProductPhotosDocument, {
    productId,
    productImages,
  });
  queryClient.setQueryData<ProductDetails>(
    inventoryKeys.product(productId),
    (old) => old && { ...old, ...saved },
  );
  await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  return saved;
}

const SetColorImagesDocument = graphql(`
  mutation setColorImages($productId: ID!, $colorId: ID!, $images: [String!]!) {
    setColorImages(productId: $productId, colorId: $colorId, images: $images) {
      id
      version
      colors {
        colorId
        images
      }
    }
  }
`);

/** Sets one colour's own photos (online); none shows the product's for it again. */
export async function setColorImages(
  queryClient: QueryClient,
  vars: { productId: string; colorId: string; images: string[] },
) {
  const { setColorImages: saved } = await request(SetColorImagesDocument, vars);
  queryClient.setQueryData<ProductDetails>(
    inventoryKeys.product(vars.productId),
    (old) => old && { ...old, ...saved },
  );
  await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  return saved;
}
