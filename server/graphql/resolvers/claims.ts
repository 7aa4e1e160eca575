import type { Resolvers } from '../resolvers-types.gen.ts';
import { CLAIM_RULES, type Evidence } from '../../../domain/claims.ts';
import type { ClaimRow } from '../../db/schema.ts';
import type { ReturnReason } from '../../../domain/dispatch.ts';
import type { GraphQLContext } from '../../context.ts';
import * as claims from '../../services/claims.ts';
import { shownAddress } from '../../uploads/issued.ts';
import { owned, viewerOf } from '../authorization.ts';
import { pageArgs } from '../page-args.ts';
import { epochMs } from '../time.ts';

const itemOf = async (c: ClaimRow, ctx: GraphQLContext) => {
  const item = await ctx.loaders.orderItemsById.load(c.orderItemId);
  if (!item) throw new Error('order item is missing');
  return item;
};

const evidence = (e: Evidence) => e.toUpperCase();

const loaded = <T>(row: T | undefined): T => {
  if (!row) throw new Error('a colour or size is missing');
  return row;
};

/** Return claims (issue 50, decision 054). */
export const claimResolvers: Resolvers = {
  Query: {
    storeClaims: (_, args, ctx) =>
      claims.listClaims(
        ctx.app,
        { storeId: owned(ctx, 'STORE', args.storeId).id, status: args.status },
        pageArgs(args, 20),
      ),
    claimQueue: (_, args, ctx) =>
      claims.listClaims(
        ctx.app,
        { status: args.status, kind: args.kind, storeId: args.forStore },
        pageArgs(args, 20),
      ),
  },
  Mutation: {
    fileClaim: (_, { orderItemId, input }, ctx) => {
      const { item, store } = owned(ctx, 'ORDER_ITEM', orderItemId);
      return claims.fileClaim(ctx.app, viewerOf(ctx), store, item, input);
    },
    decideClaim: (_, args, ctx) =>
      claims.decideClaim(ctx.app, viewerOf(ctx), args.id, {
        decision: args.decision,
        amountPaise: args.amountPaise,
        reason: args.reason,
        restock: args.restock,
      }),
  },
  Claim: {
    storeName: async (c, _, ctx) => (await ctx.loaders.storesById.load(c.storeId))?.name ?? '',
    orderId: async (c, _, ctx) => (await itemOf(c, ctx)).orderId,
    productName: async (c, _, ctx) => (await itemOf(c, ctx)).productName,
    color: async (c, _, ctx) =>
      loaded(await ctx.loaders.colorsById.load((await itemOf(c, ctx)).colorId)),
    size: async (c, _, ctx) =>
      loaded(await ctx.loaders.sizesById.load((await itemOf(c, ctx)).sizeId)),
    itemAmountPaise: async (c, _, ctx) => (await itemOf(c, ctx)).amountPaise,
    returnReason: async (c, _, ctx) => (await itemOf(c, ctx)).returnReason as ReturnReason | null,
    returnNote: async (c, _, ctx) => (await itemOf(c, ctx)).returnNote,
    // Private uploads: signed for this reader, who reached the claim through its store.
    photos: (c, _, ctx) => c.photos.map((p) => shownAddress(ctx.app, p)),
    video: (c, _, ctx) => (c.video ? shownAddress(ctx.app, c.video) : null),
    qcNote: async (c, _, ctx) => (await itemOf(c, ctx)).qcNote,
    qcPhotos: async (c, _, ctx) =>
      (await itemOf(c, ctx)).qcPhotos.map((p) => shownAddress(ctx.app, p)),
    createdAt: (c) => epochMs(c.createdAt),
    decidedAt: (c) => (c.decidedAt ? epochMs(c.decidedAt) : null),
  },
  OrderItem: {
    claim: async (i, _, ctx) => (await ctx.loaders.claimsByItem.load(i.id)) ?? null,
    claimOptions: async (i, _, ctx) =>
      claims
        .claimOptions(ctx.app, i, {
          claimed: Boolean(await ctx.loaders.claimsByItem.load(i.id)),
          history: await ctx.loaders.historyByItem.load(i.id),
          returned: await ctx.loaders.returnLinesByItem.load(i.id),
        })
        .map((o) => ({
          ...o,
          photos: evidence(CLAIM_RULES[o.kind].photos),
          video: evidence(CLAIM_RULES[o.kind].video),
          awb: CLAIM_RULES[o.kind].awb,
        })),
  },
};
