import type { Resolvers } from '../resolvers-types.gen.ts';
import * as settlement from '../../services/settlement.ts';
import { owned, viewerOf } from '../authorization.ts';

/** Issue 18: the settlement ledger, payouts and commission rates. */
export const settlementResolvers: Resolvers = {
  Query: {
    storePayments: (_, { storeId }, ctx) =>
      settlement.storePayments(ctx.app, owned(ctx, 'STORE', storeId)),
    storeLedger: (_, { storeId, from, to }, ctx) =>
      settlement.storeLedger(ctx.app, owned(ctx, 'STORE', storeId), { from, to }),
    ledgerCsv: (_, { storeId, from, to }, ctx) =>
      settlement.ledgerCsv(ctx.app, owned(ctx, 'STORE', storeId), { from, to }),
    adminPayouts: (_, { status }, ctx) => settlement.adminPayouts(ctx.app, status ?? 'DUE'),
  },
  Mutation: {
    markPayoutPaid: (_, { id, utr, paidOn }, ctx) =>
      settlement.markPayoutPaid(ctx.app, viewerOf(ctx), id, { utr, paidOn }),
    setCommissionRate: (_, { categoryId, percent, from }, ctx) =>
      settlement.setCommissionRate(ctx.app, viewerOf(ctx), categoryId, { percent, from }),
    runPayouts: (_, __, ctx) =>
      settlement.runPayouts(ctx.app, { now: true, adminId: viewerOf(ctx).id }),
  },
  LedgerLine: {
    id: (e) => e.line.id,
    orderId: (e) => e.line.orderId,
    orderItemId: (e) => e.line.orderItemId,
    event: (e) => e.line.event,
    kind: (e) => e.line.kind,
    amountPaise: (e) => e.line.amountPaise,
    rateBp: (e) => e.line.rateBp,
    payableOn: (e) => e.line.payableOn,
    createdAt: (e) => String(e.line.createdAt.getTime()),
  },
  Payout: {
    storeName: async (p, _, ctx) => (await ctx.loaders.storesById.load(p.storeId))?.name ?? '',
  },
};
