import type { Resolvers } from '../resolvers-types.gen.ts';
import * as settlement from '../../services/settlement.ts';
import * as filing from '../../services/filing.ts';
import { filingCsv, operatorSupplies, reconciliation } from '../../../domain/filing.ts';
import { GST_STATES } from '../../../domain/gst.ts';
import { owned, viewerOf } from '../authorization.ts';
import { epochMs } from '../time.ts';

/** Decision 022: the settlement ledger, payouts and commission rates. */
const FILING_DOCUMENT_KIND = {
  INV: 'INVOICE',
  CN: 'CREDIT_NOTE',
  DC: 'DELIVERY_CHALLAN',
} as const;

export const settlementResolvers: Resolvers = {
  Query: {
    storePayments: (_, { storeId }, ctx) =>
      settlement.storePayments(ctx.app, owned(ctx, 'STORE', storeId)),
    storeLedger: (_, { storeId, from, to }, ctx) =>
      settlement.storeLedger(ctx.app, owned(ctx, 'STORE', storeId), { from, to }),
    storeLedgerPage: (_, { storeId, from, to, page, limit, after, before }, ctx) =>
      settlement.storeLedgerPage(
        ctx.app,
        owned(ctx, 'STORE', storeId),
        { from, to },
        { page: page ?? 1, limit: limit ?? 50, after, before },
      ),
    ledgerCsv: (_, { storeId, from, to }, ctx) =>
      settlement.ledgerCsv(ctx.app, owned(ctx, 'STORE', storeId), { from, to }),
    filingPack: (_, { storeId, month, locationId }, ctx) =>
      filing.filingPack(ctx.app, owned(ctx, 'STORE', storeId), month, locationId),
    payoutStatement: (_, { storeId, payoutId }, ctx) =>
      settlement.payoutStatement(ctx.app, owned(ctx, 'STORE', storeId), payoutId),
    platformFiling: (_, { month }, ctx) => filing.platformFiling(ctx.app, month),
    adminPayouts: (_, { status }, ctx) => settlement.adminPayouts(ctx.app, status ?? 'DUE'),
  },
  Mutation: {
    markPayoutPaid: (_, { id, utr, paidOn }, ctx) =>
      settlement.markPayoutPaid(ctx.app, viewerOf(ctx), id, { utr, paidOn }),
    setCommissionRate: (_, { categoryId, percent, from }, ctx) =>
      settlement.setCommissionRate(ctx.app, viewerOf(ctx), categoryId, { percent, from }),
    runPayouts: async (_, __, ctx) =>
      (await settlement.runPayouts(ctx.app, { now: true, adminId: viewerOf(ctx).id })).made,
    runPayoutBatch: async (_, __, ctx) => {
      const run = await settlement.runPayouts(ctx.app, { now: true, adminId: viewerOf(ctx).id });
      return { made: run.made, failedStoreNames: await settlement.storeNames(ctx.app, run.failed) };
    },
  },
  LedgerLine: {
    id: (e) => e.line.id,
    orderId: (e) => e.line.orderId,
    orderItemId: (e) => e.line.orderItemId,
    event: (e) => e.line.event,
    kind: (e) => e.line.kind,
    part: (e) => e.line.part,
    amountPaise: (e) => e.line.amountPaise,
    rateBp: (e) => e.line.rateBp,
    payableOn: (e) => e.line.payableOn,
    createdAt: (e) => epochMs(e.line.createdAt),
  },
  FilingSupply: {
    stateName: (r) => GST_STATES[r.placeOfSupply] ?? r.placeOfSupply,
    taxableValuePaise: (r) => r.taxablePaise,
    totalPaise: (r) => r.amountPaise,
  },
  FilingTransfer: {
    stateName: (r) => GST_STATES[r.placeOfSupply] ?? r.placeOfSupply,
    taxableValuePaise: (r) => r.taxablePaise,
    totalPaise: (r) => r.amountPaise,
  },
  FilingHsn: {
    taxableValuePaise: (r) => r.taxablePaise,
    totalPaise: (r) => r.amountPaise,
  },
  FilingTcs: {
    netTaxablePaise: (t) => t.suppliesPaise - t.returnsPaise,
  },
  FilingPack: {
    documents: (p) => p.documents,
    operatorSupplies: (p) => {
      const t = operatorSupplies(p);
      return {
        operatorGstin: p.operatorGstin || null,
        netValuePaise: t.taxablePaise,
        cgstPaise: t.cgstPaise,
        sgstPaise: t.sgstPaise,
        igstPaise: t.igstPaise,
      };
    },
    reconciliation: (p) => reconciliation(p),
    csv: (p) => filingCsv(p),
  },
  FilingDocuments: {
    kind: (d) => FILING_DOCUMENT_KIND[d.kind],
    netIssued: (d) => d.total - d.cancelled,
  },
  Payout: {
    storeName: async (p, _, ctx) => (await ctx.loaders.storesById.load(p.storeId))?.name ?? '',
  },
};
