import type { Resolvers } from '../resolvers-types.gen.ts';
import type { GraphQLContext } from '../../context.ts';
import { stateTaxName } from '../../../domain/gst-rates.ts';
import { documentTotals } from '../../../domain/order-tax.ts';
import { needsEwayBill } from '../../../domain/transfers.ts';
import type { StockTransferRow } from '../../db/schema.ts';
import { locationView } from '../../services/locations.ts';
import * as transfers from '../../services/transfers.ts';
import { owned, viewerOf } from '../authorization.ts';
import { epochMs } from '../time.ts';

const missing = (what: string): never => {
  throw new Error(`${what} is missing`);
};

const storeOf = async (t: StockTransferRow, ctx: GraphQLContext) =>
  (await ctx.loaders.storesById.load(t.storeId)) ?? missing('store');

/** One end of a transfer as its document prints it, read through the request's location loader. */
const placeOf = async (t: StockTransferRow, ctx: GraphQLContext, locationId: string) =>
  locationView(
    ctx.app,
    await storeOf(t, ctx),
    (await ctx.loaders.locationsById.load(locationId)) ?? missing('location'),
  );

const nameOf = async (ctx: GraphQLContext, userId: string | null) => {
  const user = userId ? await ctx.loaders.usersById.load(userId) : undefined;
  return user ? user.name || user.email : null;
};

/** The document's sums, from its lines' stored amounts (domain/order-tax.ts's one rule). */
const totalsOf = async (t: StockTransferRow, ctx: GraphQLContext) =>
  documentTotals(
    (await ctx.loaders.linesByTransfer.load(t.id)).map((l) => ({
      amountPaise: l.unitPricePaise * l.quantitySent,
      taxablePaise: l.taxablePaise,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      igstPaise: l.igstPaise,
    })),
  );

/** Stock transfers between a store's locations (issue 51, decision 055). */
export const transferResolvers: Resolvers = {
  Query: {
    stockTransfers: (_, args, ctx) =>
      transfers.listTransfers(ctx.app, owned(ctx, 'STORE', args.storeId), args),
    stockTransfer: (_, { transferId }, ctx) => owned(ctx, 'TRANSFER', transferId).transfer,
  },
  Mutation: {
    sendStockTransfer: (_, { storeId, input }, ctx) =>
      transfers.sendTransfer(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), {
        ...input,
        note: input.note ?? undefined,
      }),
    receiveStockTransfer: (_, { transferId, input }, ctx) =>
      transfers.receiveTransfer(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'TRANSFER', transferId).transfer,
        { lines: input?.lines ?? [], note: input?.note ?? undefined },
      ),
  },
  StockTransfer: {
    storeName: async (t, _, ctx) => (await storeOf(t, ctx)).name,
    from: (t, _, ctx) => placeOf(t, ctx, t.fromLocationId),
    to: (t, _, ctx) => placeOf(t, ctx, t.toLocationId),
    documentDate: (t) => transfers.documentDay(t),
    sentAt: (t) => epochMs(t.sentAt),
    receivedAt: (t) => (t.receivedAt ? epochMs(t.receivedAt) : null),
    sentByName: (t, _, ctx) => nameOf(ctx, t.sentBy),
    receivedByName: (t, _, ctx) => nameOf(ctx, t.receivedBy),
    lines: (t, _, ctx) => ctx.loaders.linesByTransfer.load(t.id),
    piecesSent: async (t, _, ctx) =>
      (await ctx.loaders.linesByTransfer.load(t.id)).reduce((n, l) => n + l.quantitySent, 0),
    piecesReceived: async (t, _, ctx) =>
      t.status === 'RECEIVED'
        ? (await ctx.loaders.linesByTransfer.load(t.id)).reduce(
            (n, l) => n + (l.quantityReceived ?? 0),
            0,
          )
        : null,
    taxablePaise: async (t, _, ctx) => (await totalsOf(t, ctx)).taxablePaise,
    cgstPaise: async (t, _, ctx) => (await totalsOf(t, ctx)).cgstPaise,
    sgstPaise: async (t, _, ctx) => (await totalsOf(t, ctx)).sgstPaise,
    igstPaise: async (t, _, ctx) => (await totalsOf(t, ctx)).igstPaise,
    totalPaise: async (t, _, ctx) => (await totalsOf(t, ctx)).amountPaise,
    totalInWords: async (t, _, ctx) => (await totalsOf(t, ctx)).totalInWords,
    stateTaxName: async (t, _, ctx) =>
      stateTaxName((await placeOf(t, ctx, t.toLocationId)).stateCode),
    needsEwayBill: async (t, _, ctx) =>
      needsEwayBill((await totalsOf(t, ctx)).amountPaise, transfers.documentDay(t)),
  },
  StockTransferLine: {
    referenceId: (l) => l.entryId,
    shortfall: (l) => (l.quantityReceived === null ? null : l.quantitySent - l.quantityReceived),
  },
};
