import { hsnOf } from '../../../domain/order-tax.ts';
import type { Resolvers } from '../resolvers-types.gen.ts';
import { pageArgs } from '../page-args.ts';
import { paiseToRupees } from '../../../domain/money.ts';
import { isLowStock, needsPhotos } from '../../../domain/product.ts';
import type { GraphQLContext } from '../../context.ts';
import type { InventoryEntryRow, ProductRow } from '../../db/schema.ts';
import * as inventory from '../../services/inventory.ts';
import * as lists from '../../services/product-lists.ts';
import * as products from '../../services/products.ts';
import { asBuyerSees } from '../../services/listings.ts';
import { updateSettings } from '../../services/users.ts';
import { owned, viewerOf } from '../authorization.ts';
import { epochMs } from '../time.ts';

const entriesOf = (p: ProductRow, ctx: GraphQLContext) => ctx.loaders.entriesByProduct.load(p.id);

/** Rows the resolver already holds go into the request's loaders, so fields do not read again. */
function primeEntries(ctx: GraphQLContext, product: ProductRow, entries: InventoryEntryRow[]) {
  ctx.loaders.productsById.prime(product.id, product);
  ctx.loaders.entriesByProduct.prime(product.id, entries);
}

/** An entry's MRP as its reader sees it: a buyer, the approved version's (issue 50). */
async function mrpShown(e: InventoryEntryRow, ctx: GraphQLContext): Promise<number | null> {
  if (ctx.viewer?.role !== 'CUSTOMER') return e.mrpPaise;
  const product = await ctx.loaders.productsById.load(e.productId);
  const live = product?.live?.mrpPaise[`${e.colorId}:${e.sizeId}`];
  return live === undefined ? e.mrpPaise : live;
}

const loaded = <T>(row: T | undefined, what: string): T => {
  if (!row) throw new Error(`${what} is missing`);
  return row;
};

export const catalogueResolvers: Resolvers = {
  Query: {
    async storeInventoryTC(_, args, ctx) {
      const store = owned(ctx, 'STORE', args.storeId);
      const { items, ...page } = await lists.listInventory(ctx.app, viewerOf(ctx), store, args);
      for (const { product } of items) ctx.loaders.productsById.prime(product.id, product);
      ctx.loaders.storesById.prime(store.id, store);
      return { ...page, items: items.map((r) => r.entry) };
    },
    async storeProducts(_, args, ctx) {
      const store = owned(ctx, 'STORE', args.storeId);
      const page = await lists.listStoreProducts(ctx.app, viewerOf(ctx), store, args);
      for (const product of page.items) ctx.loaders.productsById.prime(product.id, product);
      ctx.loaders.storesById.prime(store.id, store);
      return page;
    },
    async adminInventory(_, args, ctx) {
      const { items, ...page } = await lists.listAllInventory(ctx.app, args);
      for (const { product } of items) ctx.loaders.productsById.prime(product.id, product);
      for (const { store } of items) ctx.loaders.storesById.prime(store.id, store);
      return { ...page, items: items.map((r) => r.entry) };
    },
    product: (_, { id }, ctx) => owned(ctx, 'PRODUCT', id).product,
    async shopProducts(_, args, ctx) {
      const page = await lists.listShopProducts(ctx.app, {
        ...pageArgs(args),
        search: args.search,
      });
      // Buyers see each product's approved version (issue 50).
      return { ...page, items: page.items.map(asBuyerSees) };
    },
  },
  Mutation: {
    async createProduct(_, { input }, ctx) {
      const store = owned(ctx, 'STORE', input.storeId);
      const { product, entries } = await products.createProduct(ctx.app, viewerOf(ctx), store, {
        ...input,
        tags: input.tags ?? [],
        // Left out: the store's own (withStorePolicies).
        customShippingPolicy: input.customShippingPolicy ?? '',
        customReturnPolicy: input.customReturnPolicy ?? '',
      });
      primeEntries(ctx, product, entries);
      return product;
    },
    productUpdate: (_, { id, input, expectedVersion }, ctx) =>
      products.updateProduct(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'PRODUCT', id),
        {
          name: input.name ?? undefined,
          description: input.description ?? undefined,
          gender: input.gender ?? undefined,
          customReturnPolicy: input.customReturnPolicy ?? undefined,
          customShippingPolicy: input.customShippingPolicy ?? undefined,
          hsnCode: input.hsnCode ?? undefined,
        },
        expectedVersion,
      ),
    updateInventory: (_, args, ctx) =>
      inventory.updateInventory(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'PRODUCT', args.productId),
        args,
      ),
    deleteProduct: (_, { id }, ctx) => products.deleteProduct(ctx.app, owned(ctx, 'PRODUCT', id)),
    updateSettings: (_, { lowStockThreshold }, ctx) =>
      updateSettings(ctx.app, viewerOf(ctx), lowStockThreshold),
  },
  Product: {
    storeName: async (p, _, ctx) =>
      loaded(await ctx.loaders.storesById.load(p.storeId), 'store').name,
    productImages: (p) => p.images,
    needsPhotos: (p) => needsPhotos(p),
    createdAt: (p) => epochMs(p.createdAt),
    async category(p, _, ctx) {
      const c = loaded(await ctx.loaders.categoriesById.load(p.categoryId), 'category');
      return { id: c.id, name: c.name };
    },
    subCategory: async (p, _, ctx) =>
      p.subCategoryId
        ? ((await ctx.loaders.subCategoriesById.load(p.subCategoryId))?.name ?? null)
        : null,
    chosenHsnCode: (p) => p.hsnCode,
    async hsnCode(p, _, ctx) {
      const category = loaded(await ctx.loaders.categoriesById.load(p.categoryId), 'category');
      const sub = p.subCategoryId
        ? await ctx.loaders.subCategoriesById.load(p.subCategoryId)
        : null;
      return hsnOf(p.hsnCode, category.name, sub?.name);
    },
    entries: (p, _, ctx) => entriesOf(p, ctx),
    stock: async (p, _, ctx) => (await entriesOf(p, ctx)).reduce((n, e) => n + e.totalStock, 0),
    price: async (p, _, ctx) =>
      paiseToRupees(Math.min(...(await entriesOf(p, ctx)).map((e) => e.pricePaise))),
    maxPrice: async (p, _, ctx) =>
      paiseToRupees(Math.max(...(await entriesOf(p, ctx)).map((e) => e.pricePaise))),
    pricePaise: async (p, _, ctx) =>
      Math.min(...(await entriesOf(p, ctx)).map((e) => e.pricePaise)),
    maxPricePaise: async (p, _, ctx) =>
      Math.max(...(await entriesOf(p, ctx)).map((e) => e.pricePaise)),
    availableStock: async (p, _, ctx) =>
      (await entriesOf(p, ctx)).reduce((n, e) => n + e.totalStock - e.reservedStock, 0),
    async lowStock(p, _, ctx) {
      const store = loaded(await ctx.loaders.storesById.load(p.storeId), 'store');
      const owner = loaded(await ctx.loaders.usersById.load(store.ownerId), 'user');
      return (await entriesOf(p, ctx)).some((e) =>
        isLowStock(e.totalStock - e.reservedStock, owner.lowStockThreshold),
      );
    },
    async colors(p, _, ctx) {
      // A buyer sees each colour's approved photos (issue 50).
      const own =
        ctx.viewer?.role === 'CUSTOMER' && p.live
          ? new Map(Object.entries(p.live.colorImages))
          : await ctx.loaders.colorImagesByProduct.load(p.id);
      return [...new Set((await entriesOf(p, ctx)).map((e) => e.colorId))].map((colorId) => ({
        colorId,
        images: own.get(colorId) ?? [],
      }));
    },
    sizes: async (p, _, ctx) =>
      [...new Set((await entriesOf(p, ctx)).map((e) => e.sizeId))].map((sizeId) => ({ sizeId })),
  },
  InventoryEntry: {
    price: (e) => paiseToRupees(e.pricePaise),
    async mrp(e, _, ctx) {
      const mrpPaise = await mrpShown(e, ctx);
      return mrpPaise === null ? null : paiseToRupees(mrpPaise);
    },
    mrpPaise: (e, _, ctx) => mrpShown(e, ctx),
    availableStock: (e) => e.totalStock - e.reservedStock,
    productColorId: (e) => e.colorId,
    productSizeId: (e) => e.sizeId,
    categoryId: async (e, _, ctx) =>
      loaded(await ctx.loaders.productsById.load(e.productId), 'product').categoryId,
    subCategoryId: async (e, _, ctx) =>
      loaded(await ctx.loaders.productsById.load(e.productId), 'product').subCategoryId,
    color: async (e, _, ctx) => loaded(await ctx.loaders.colorsById.load(e.colorId), 'colour'),
    size: async (e, _, ctx) => loaded(await ctx.loaders.sizesById.load(e.sizeId), 'size'),
    product: async (e, _, ctx) =>
      loaded(await ctx.loaders.productsById.load(e.productId), 'product'),
    async lowStock(e, _, ctx) {
      const product = loaded(await ctx.loaders.productsById.load(e.productId), 'product');
      const store = loaded(await ctx.loaders.storesById.load(product.storeId), 'store');
      const owner = loaded(await ctx.loaders.usersById.load(store.ownerId), 'user');
      return isLowStock(e.totalStock - e.reservedStock, owner.lowStockThreshold);
    },
  },
};
