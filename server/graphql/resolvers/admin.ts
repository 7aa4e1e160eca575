import type { Resolvers } from '../resolvers-types.gen.ts';
import { paiseToRupees } from '../../../domain/money.ts';
import * as admin from '../../services/store-admin.ts';
import { owned, viewerOf } from '../authorization.ts';

const epochMs = (d: Date) => String(d.getTime());

/** The admin area: store decisions, KYC reveals, users blocked, the audit log. */
export const adminResolvers: Resolvers = {
  Query: {
    stores: (_, args, ctx) =>
      admin.listStores(ctx.app, {
        page: args.page ?? 1,
        limit: args.limit ?? 10,
        status: args.status,
        search: args.search,
      }),
    auditLog: (_, args, ctx) => admin.listAudit(ctx.app, args.page ?? 1, args.limit ?? 20),
    async adminOverview(_, __, ctx) {
      const o = await admin.adminOverview(ctx.app);
      return {
        ...o,
        revenueToday: paiseToRupees(o.revenueTodayPaise),
        revenue30: paiseToRupees(o.revenue30Paise),
      };
    },
  },
  Mutation: {
    approveStore: (_, { storeId, reason }, ctx) =>
      admin.decideStore(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId).id, 'APPROVE', reason),
    rejectStore: (_, { storeId, reason }, ctx) =>
      admin.decideStore(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId).id, 'REJECT', reason),
    deactivateStore: (_, { storeId, reason }, ctx) =>
      admin.decideStore(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'STORE', storeId).id,
        'DEACTIVATE',
        reason,
      ),
    reactivateStore: (_, { storeId, reason }, ctx) =>
      admin.decideStore(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'STORE', storeId).id,
        'REACTIVATE',
        reason,
      ),
    revealStoreKyc: (_, { storeId, reason }, ctx) =>
      admin.revealKyc(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), reason),
    blockUser: (_, { userId, reason }, ctx) =>
      admin.setUserBlocked(ctx.app, viewerOf(ctx), userId, true, reason),
    unblockUser: (_, { userId, reason }, ctx) =>
      admin.setUserBlocked(ctx.app, viewerOf(ctx), userId, false, reason),
  },
  Store: {
    isApproved: (s) => s.status === 'APPROVED' && !s.isDeleted,
    statusReason: (s) => s.statusReason,
    kyc: (s, _, ctx) =>
      ctx.viewer && (ctx.viewer.role === 'ADMIN' || ctx.viewer.id === s.ownerId)
        ? admin.maskedKyc(ctx.app, s)
        : null,
  },
  User: {
    blocked: (u) => u.blockedAt !== null,
    blockedReason: (u) => u.blockedReason,
  },
  AuditEntry: {
    actorEmail: async (e, _, ctx) => (await ctx.loaders.usersById.load(e.actorId))?.email ?? '',
    createdAt: (e) => epochMs(e.createdAt),
  },
};
