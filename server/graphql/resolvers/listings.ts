import type { GenderCode, Resolvers } from '../resolvers-types.gen.ts';
import { changedFields, type ListingRejectReason } from '../../../domain/listing-review.ts';
import type { GraphQLContext } from '../../context.ts';
import type { ListingReviewRow } from '../../db/schema.ts';
import * as listings from '../../services/listings.ts';
import { owned, viewerOf } from '../authorization.ts';
import { pageArgs } from '../page-args.ts';
import { epochMs } from '../time.ts';

const nameOf = async (row: { name: string } | undefined) => row?.name ?? '';

/** A resubmission's refused version: the product's last refusal before it was sent. */
const refusedBefore = (ctx: GraphQLContext, r: ListingReviewRow) =>
  r.previousReasons.length > 0
    ? listings.lastRefusal(ctx.app.db, r.productId, r.submittedAt)
    : Promise.resolve(undefined);

/** Listings reviewed before buyers see them (issue 50, decision 052). */
export const listingResolvers: Resolvers = {
  Query: {
    listingReviews: (_, args, ctx) =>
      listings.listingQueue(ctx.app, {
        ...pageArgs(args),
        storeId: args.forStore,
        categoryId: args.categoryId,
        reason: args.reason,
        importId: args.importId,
      }),
    listingTrust: (_, { storeId }, ctx) =>
      listings.trustView(ctx.app.db, owned(ctx, 'STORE', storeId), ctx.app.clock.now()),
  },
  Mutation: {
    decideListing: (_, { reviewId, approve, reasons, note }, ctx) =>
      listings.decideListing(ctx.app, viewerOf(ctx), reviewId, { approve, reasons, note }),
    approveListings: (_, { reviewIds }, ctx) =>
      listings.approveListings(ctx.app, viewerOf(ctx), reviewIds),
    setListingTrust: (_, { storeId, trusted }, ctx) =>
      listings.setListingTrust(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'STORE', storeId),
        trusted ?? null,
      ),
    resubmitListing: (_, { productId }, ctx) =>
      listings.resubmitListing(ctx.app, viewerOf(ctx), owned(ctx, 'PRODUCT', productId).product),
  },
  Product: {
    // A buyer sees the approved version and nothing of its review (@staff).
    listingReviews: (p, _, ctx) => listings.reviewsOf(ctx.app.db, p.id),
    hasLiveVersion: (p) => p.live !== null,
    // Batched: a page of inventory cards asks once for all its refused products.
    listingReasons: async (p, _, ctx) =>
      p.listingState === 'REJECTED'
        ? (((await ctx.loaders.lastRefusalByProduct.load(p.id))?.reasons ??
            []) as ListingRejectReason[])
        : [],
  },
  ListingReview: {
    storeName: async (r, _, ctx) => nameOf(await ctx.loaders.storesById.load(r.storeId)),
    submittedAt: (r) => epochMs(r.submittedAt),
    decidedAt: (r) => (r.decidedAt ? epochMs(r.decidedAt) : null),
    version: (r) => r.snapshot,
    changed: (r) => changedFields(r.previous, r.snapshot),
    previousReasons: (r) => r.previousReasons as ListingRejectReason[],
    refused: async (r, _, ctx) => (await refusedBefore(ctx, r))?.snapshot ?? null,
    changedSinceRefusal: async (r, _, ctx) => {
      const refused = await refusedBefore(ctx, r);
      return refused ? changedFields(refused.snapshot, r.snapshot) : [];
    },
    reasons: (r) => r.reasons as ListingRejectReason[],
  },
  ListingVersion: {
    gender: (v) => v.gender as GenderCode,
    category: async (v, _, ctx) => nameOf(await ctx.loaders.categoriesById.load(v.categoryId)),
    subCategory: async (v, _, ctx) =>
      v.subCategoryId ? nameOf(await ctx.loaders.subCategoriesById.load(v.subCategoryId)) : null,
    productImages: (v) => v.images,
    colors: (v, _, ctx) =>
      Promise.all(
        Object.entries(v.colorImages).map(async ([colorId, images]) => ({
          colorId,
          colorName: await nameOf(await ctx.loaders.colorsById.load(colorId)),
          images,
        })),
      ),
    mrps: (v, _, ctx) =>
      Promise.all(
        Object.entries(v.mrpPaise).map(async ([key, mrpPaise]) => {
          const [colorId = '', sizeId = ''] = key.split(':');
          const colour = await nameOf(await ctx.loaders.colorsById.load(colorId));
          const size = await nameOf(await ctx.loaders.sizesById.load(sizeId));
          return { variant: `${colour} / ${size}`, mrpPaise };
        }),
      ),
  },
};
