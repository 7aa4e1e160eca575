import type { Resolvers } from '../resolvers-types.gen.ts';
import { createStore, setStorePaused, storeNameAvailable } from '../../services/stores.ts';
import { owned, viewerOf } from '../authorization.ts';
import { maskedKyc } from '../../services/kyc.ts';
import { storeAccess } from '../../services/ownership.ts';
import { epochMs } from '../time.ts';

export const storeResolvers: Resolvers = {
  Query: {
    storeNameAvailable: (_, { name }, ctx) => storeNameAvailable(ctx.app, name),
  },
  Mutation: {
    pauseStore: (_, { storeId }, ctx) =>
      setStorePaused(ctx.app, owned(ctx, 'STORE', storeId), true),
    resumeStore: (_, { storeId }, ctx) =>
      setStorePaused(ctx.app, owned(ctx, 'STORE', storeId), false),
    createStore: (_, { input }, ctx) =>
      createStore(ctx.app, viewerOf(ctx), {
        ...input,
        description: input.description ?? undefined,
        // Required: the rule's message names them when missing.
        stateCode: input.stateCode ?? '',
        pinCode: input.pinCode ?? '',
        images: input.images ?? undefined,
        storePolicy: input.storePolicy ?? undefined,
        returnPolicy: input.returnPolicy ?? undefined,
        shippingPolicy: input.shippingPolicy ?? undefined,
      }),
  },
  Store: {
    createdAt: (s) => epochMs(s.createdAt),
    isPaused: (s) => s.isPaused,
    isApproved: (s) => s.status === 'APPROVED' && !s.isDeleted,
    statusReason: (s) => s.statusReason,
    organisationId: (s) => s.organisationId,
    kyc: async (s, _, ctx) =>
      (await storeAccess(ctx.app, ctx.viewer, s, 'store.kyc')) === 'YES'
        ? maskedKyc(ctx.app, s)
        : null,
    review: async (s, _, ctx) =>
      (await storeAccess(ctx.app, ctx.viewer, s, 'store.read')) === 'YES' ? s : null,
  },
};
