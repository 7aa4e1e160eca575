/** Issue 32's catalogue in bulk: the import's job, the bulk editor's reads and batch, photos. */
import type { Resolvers } from '../resolvers-types.gen.ts';
import * as bulk from '../../services/bulk-inventory.ts';
import * as imports from '../../services/catalogue-import.ts';
import * as products from '../../services/products.ts';
import { owned, viewerOf } from '../authorization.ts';
import { epochMs } from '../time.ts';

export const catalogueBulkResolvers: Resolvers = {
  Query: {
    storeVariants: (_, args, ctx) =>
      bulk.listStoreVariants(ctx.app, owned(ctx, 'STORE', args.storeId), args),
    storeLocationStock: (_, { storeId, location }, ctx) =>
      bulk.listLocationStock(ctx.app, owned(ctx, 'STORE', storeId), location),
    catalogueImport: (_, { storeId, id }, ctx) =>
      imports.storeImport(ctx.app, owned(ctx, 'STORE', storeId), id),
  },
  Mutation: {
    applyCatalogueImport: (_, { storeId, id }, ctx) =>
      imports.applyImport(ctx.app, owned(ctx, 'STORE', storeId), id),
    bulkUpdateInventory: (_, { storeId, changes, location }, ctx) =>
      bulk.bulkUpdateInventory(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'STORE', storeId),
        changes,
        undefined,
        location ?? null,
      ),
    applyStockTake: (_, { storeId, input }, ctx) =>
      bulk.applyStockTake(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), input),
    setColorImages: (_, { productId, colorId, images }, ctx) =>
      products.setColorImages(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'PRODUCT', productId),
        colorId,
        images,
      ),
    setProductPhotos: (_, { productId, productImages, mainImage }, ctx) =>
      products.setProductPhotos(ctx.app, viewerOf(ctx), owned(ctx, 'PRODUCT', productId), {
        productImages,
        mainImage,
      }),
  },
  CatalogueImport: {
    errorCount: (row) => row.errors.length,
    errors: (row, { first }) => row.errors.slice(0, Math.min(Math.max(first ?? 100, 0), 1000)),
    createdAt: (row) => epochMs(row.createdAt),
    finishedAt: (row) => (row.finishedAt ? epochMs(row.finishedAt) : null),
  },
};
