/**
 * Stock transfers between a store's locations (issue 51, decision 055). Sending takes the pieces
 * off the source at once (they are on the road, sellable nowhere); receiving lands what arrived
 * at the destination, and a shortfall stays on its line. The transfer's document is the source
 * registration's: a delivery challan within one GSTIN, a tax invoice to another GSTIN of the
 * same PAN, valued at the listed price (docs/india.md, "Stock moved between locations").
 */
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { indianDate } from '../../domain/dates.ts';
import { lineTax } from '../../domain/gst-rates.ts';
import { isId } from '../../domain/id.ts';
import { messageRef, type MessageRef } from '../../domain/messages.ts';
import { hsnOf } from '../../domain/order-tax.ts';
import { variantName } from '../../domain/variant.ts';
import {
  receiptInputSchema,
  transferDocumentOf,
  transferInputSchema,
} from '../../domain/transfers.ts';
import type { Tx } from '../db/client.ts';
import {
  categories,
  colors,
  inventoryEntries,
  locationStock,
  products,
  sizes,
  stockTransferLines,
  stockTransfers,
  subCategories,
  type StockTransferRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, badInput, notFound, parseInput } from '../errors.ts';
import { audit } from './audit.ts';
import { registrationsOf } from './locations.ts';
import { applyStockEffect, openLocationOf } from './stock.ts';
import { nextNumber } from './tax-documents.ts';

/** Transfers a list answers at most. */
export const TRANSFER_PAGE_MAX = 100;

/**
 * Sends pieces from one location to another. Each variant's entry is locked (in id order, so two
 * senders never deadlock) before its free pieces at the source are read; a line with fewer free
 * than asked is refused at its field, and nothing is sent.
 */
export async function sendTransfer(app: App, actor: UserRow, store: StoreRow, raw: unknown) {
  const input = parseInput(transferInputSchema, raw);
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const from = await openLocationOf(tx, store.id, input.from);
    const to = await openLocationOf(tx, store.id, input.to);
    const places = await registrationsOf(tx, app.config.kycKey, [from.id, to.id]);
    const [source, destination] = [places.get(from.id)!, places.get(to.id)!];
    const kind = transferDocumentOf(source.gstinHash === destination.gstinHash);
    const ids = input.lines.map((l) => l.referenceId).sort();
    const entries = await tx
      .select({
        entry: inventoryEntries,
        product: products,
        category: categories.name,
        subCategory: subCategories.name,
        color: colors.name,
        size: sizes.name,
      })
      .from(inventoryEntries)
      .innerJoin(products, eq(products.id, inventoryEntries.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .innerJoin(colors, eq(colors.id, inventoryEntries.colorId))
      .innerJoin(sizes, eq(sizes.id, inventoryEntries.sizeId))
      .where(and(inArray(inventoryEntries.id, ids), eq(inventoryEntries.storeId, store.id)))
      .orderBy(asc(inventoryEntries.id))
      .for('update', { of: inventoryEntries });
    if (entries.length !== ids.length) throw notFound();
    const byId = new Map(entries.map((e) => [e.entry.id, e]));
    const free = new Map(
      (
        await tx
          .select({
            entryId: locationStock.entryId,
            free: sql<number>`(${locationStock.totalStock} - ${locationStock.reservedStock})::int`,
          })
          .from(locationStock)
          .where(and(inArray(locationStock.entryId, ids), eq(locationStock.locationId, from.id)))
      ).map((r) => [r.entryId, r.free]),
    );
    const short: Record<string, MessageRef> = {};
    input.lines.forEach((line, index) => {
      const has = free.get(line.referenceId) ?? 0;
      if (has < line.quantity)
        short[`lines.${index}.quantity`] = messageRef('transferTooFew', {
          free: has,
          location: from.name ?? messageRef('locationPrimaryName'),
        });
    });
    if (Object.keys(short).length > 0) throw badInput(short);

    const number = await nextNumber(tx, source.gstinHash, kind === 'CHALLAN' ? 'DC' : 'ST', now);
    const [transfer] = await tx
      .insert(stockTransfers)
      .values({
        storeId: store.id,
        fromLocationId: from.id,
        toLocationId: to.id,
        documentKind: kind,
        documentNumber: number,
        seriesKey: source.gstinHash,
        note: input.note ?? '',
        sentBy: actor.id,
        sentAt: now,
      })
      .returning();
    await tx.insert(stockTransferLines).values(
      input.lines.map((line) => {
        const { entry, product, category, subCategory, color, size } = byId.get(line.referenceId)!;
        const hsn = hsnOf(product.hsnCode, category, subCategory);
        // The listed price, GST included, values the pieces (rule 28, second proviso: the other
        // registration takes the tax back in full); taxed from the source's state to the
        // destination's, as a sale is.
        const tax = lineTax({
          hsn,
          at: now,
          unitPricePaise: entry.pricePaise,
          quantity: line.quantity,
          discountPercent: 0,
          sellerState: source.stateCode,
          supplyState: destination.stateCode,
        });
        return {
          transferId: transfer!.id,
          entryId: entry.id,
          description: variantName(product.live?.name ?? product.name, color, size),
          sku: entry.sku,
          hsnCode: hsn,
          quantitySent: line.quantity,
          unitPricePaise: entry.pricePaise,
          taxRatePercent: tax.ratePercent,
          taxablePaise: tax.taxablePaise,
          cgstPaise: tax.cgstPaise,
          sgstPaise: tax.sgstPaise,
          igstPaise: tax.igstPaise,
        };
      }),
    );
    for (const line of input.lines)
      await applyStockEffect(
        tx,
        line.referenceId,
        from.id,
        { total: -line.quantity, reserved: 0 },
        actor.id,
        'TRANSFER_SENT',
        now,
      );
    await audit(tx, now, {
      actorId: actor.id,
      action: 'TRANSFER_SENT',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: number,
    });
    return transfer!;
  });
}

/**
 * Receives a sent transfer at its destination: each line's pieces that arrived (a line left out
 * arrived whole) land there; fewer than sent is recorded as the line's shortfall, more is refused.
 * Once: a second receipt is INVALID_TRANSITION, and the transfer's row is locked while it runs.
 */
export async function receiveTransfer(
  app: App,
  actor: UserRow,
  transfer: StockTransferRow,
  raw: unknown,
) {
  const input = parseInput(receiptInputSchema, raw);
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(stockTransfers)
      .where(eq(stockTransfers.id, transfer.id))
      .for('update');
    if (current!.status !== 'SENT')
      throw new AppError('INVALID_TRANSITION', messageRef('transferAlreadyReceived'));
    await openLocationOf(tx, current!.storeId, current!.toLocationId);
    const lines = await linesOf(tx, current!.id);
    const arrived = new Map(input.lines.map((l) => [l.referenceId, l.quantity]));
    for (const id of arrived.keys())
      if (!lines.some((l) => l.entryId === id))
        throw badInput({ lines: messageRef('transferLinesRequired') });
    const over: Record<string, MessageRef> = {};
    lines.forEach((line, index) => {
      if ((arrived.get(line.entryId) ?? line.quantitySent) > line.quantitySent)
        over[`lines.${index}.quantity`] = messageRef('transferReceivedTooMany', {
          sent: line.quantitySent,
        });
    });
    if (Object.keys(over).length > 0) throw badInput(over);
    // The entries in id order (linesOf's), as every stock writer locks them.
    for (const line of lines) {
      const quantity = arrived.get(line.entryId) ?? line.quantitySent;
      await tx
        .update(stockTransferLines)
        .set({ quantityReceived: quantity })
        .where(eq(stockTransferLines.id, line.id));
      if (quantity > 0)
        await applyStockEffect(
          tx,
          line.entryId,
          current!.toLocationId,
          { total: quantity, reserved: 0 },
          actor.id,
          'TRANSFER_RECEIVED',
          now,
        );
    }
    const [after] = await tx
      .update(stockTransfers)
      .set({
        status: 'RECEIVED',
        receivedBy: actor.id,
        receivedAt: now,
        receiveNote: input.note ?? '',
      })
      .where(eq(stockTransfers.id, current!.id))
      .returning();
    await audit(tx, now, {
      actorId: actor.id,
      action: 'TRANSFER_RECEIVED',
      subjectType: 'STORE',
      subjectId: current!.storeId,
      reason: current!.documentNumber,
    });
    return after!;
  });
}

/** A transfer's lines, in their entries' id order. */
export function linesOf(db: Tx | App['db'], transferId: string) {
  return db
    .select()
    .from(stockTransferLines)
    .where(eq(stockTransferLines.transferId, transferId))
    .orderBy(asc(stockTransferLines.entryId));
}

/**
 * A store's transfers, newest first: those in transit or received, to or from one location, at
 * most `limit` after the `after` transfer (the last one of the page before).
 */
export async function listTransfers(
  app: App,
  store: StoreRow,
  args: {
    status?: 'SENT' | 'RECEIVED' | null;
    location?: string | null;
    limit?: number | null;
    after?: string | null;
  },
) {
  const limit = args.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > TRANSFER_PAGE_MAX)
    throw badInput({ limit: messageRef('limitRange', { max: TRANSFER_PAGE_MAX }) });
  if (args.location && !isId(args.location)) throw notFound();
  // `after` is a transfer of the page before: anything else is a forged cursor.
  if (args.after && !isId(args.after)) throw badInput({ after: messageRef('cursorInvalid') });
  let position;
  if (args.after) {
    const [last] = await app.db
      .select({ sentAt: stockTransfers.sentAt, id: stockTransfers.id })
      .from(stockTransfers)
      .where(and(eq(stockTransfers.id, args.after), eq(stockTransfers.storeId, store.id)));
    if (!last) throw badInput({ after: messageRef('cursorInvalid') });
    position = or(
      lt(stockTransfers.sentAt, last.sentAt),
      and(eq(stockTransfers.sentAt, last.sentAt), lt(stockTransfers.id, last.id)),
    );
  }
  return app.db
    .select()
    .from(stockTransfers)
    .where(
      and(
        eq(stockTransfers.storeId, store.id),
        args.status ? eq(stockTransfers.status, args.status) : undefined,
        args.location
          ? or(
              eq(stockTransfers.fromLocationId, args.location),
              eq(stockTransfers.toLocationId, args.location),
            )
          : undefined,
        position,
      ),
    )
    .orderBy(desc(stockTransfers.sentAt), desc(stockTransfers.id))
    .limit(limit);
}

/** The day a transfer's document is dated (Indian date). */
export const documentDay = (transfer: StockTransferRow) => indianDate(transfer.sentAt);
