/**
 * Tax documents: one numbering series per GSTIN (an order's billing location's) and financial year, the invoice at the first
 * shipment, credit notes for what is cancelled, returned or sent back, and the packaging's.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../domain/enums.ts';
import { financialYear } from '../../domain/gst.ts';
import { documentNumber, type DocumentKind } from '../../domain/order-tax.ts';
import type { Tx } from '../db/client.ts';
import {
  creditNotes,
  documentSeries,
  invoiceCounters,
  orderItems,
  orders,
  stores,
  type OrderItemRow,
  type OrderRow,
} from '../db/schema.ts';
import { billingOf } from './locations.ts';

/**
 * The series an order's documents are numbered in: its billing location's GSTIN's (issue 51), the
 * store's own for the primary. A store from before decision 021 gets its hash here, once.
 */
async function seriesKeyOf(tx: Tx, order: OrderRow, kycKey: Buffer) {
  const billing = await billingOf(tx, kycKey, order);
  if (billing.isPrimary)
    await tx
      .update(stores)
      .set({ gstinHash: billing.gstinHash })
      .where(and(eq(stores.id, order.storeId), isNull(stores.gstinHash)));
  return billing.gstinHash;
}

/**
 * The next number of a series, in the caller's transaction: the series row is created or bumped
 * by one upsert, which holds its row lock until commit, so concurrent issues under one GSTIN
 * take consecutive, unique numbers. A new invoice series starts after the numbers its stores
 * issued per store before decision 021, so that no number is used twice in a financial year.
 */
export async function nextNumber(tx: Tx, seriesKey: string, kind: DocumentKind, now: Date) {
  const fy = financialYear(now);
  const start =
    kind === 'INV'
      ? sql`(select coalesce(max(${invoiceCounters.last}), 0) + 1 from ${invoiceCounters}
            join ${stores} on ${stores.id} = ${invoiceCounters.storeId}
            where ${stores.gstinHash} = ${seriesKey} and ${invoiceCounters.financialYear} = ${fy})`
      : sql`1`;
  const [row] = await tx
    .insert(documentSeries)
    .values({ seriesKey, kind, financialYear: fy, last: start })
    .onConflictDoUpdate({
      target: [documentSeries.seriesKey, documentSeries.kind, documentSeries.financialYear],
      set: { last: sql`${documentSeries.last} + 1` },
    })
    .returning();
  return documentNumber(kind, fy, row!.last);
}

/**
 * Issues the order's tax invoice with its first shipment (time of supply): it lists every item
 * not cancelled by then, as charged, and never changes afterwards. The order row is locked by
 * the caller, so two items shipped at once issue one invoice.
 */
export async function issueInvoice(tx: Tx, kycKey: Buffer, order: OrderRow, now: Date) {
  const seriesKey = await seriesKeyOf(tx, order, kycKey);
  const number = await nextNumber(tx, seriesKey, 'INV', now);
  await tx
    .update(orders)
    .set({ invoiceNumber: number, invoiceSeries: seriesKey, invoicedAt: now })
    .where(eq(orders.id, order.id));
  await tx
    .update(orderItems)
    .set({ invoiced: true })
    .where(and(eq(orderItems.orderId, order.id), sql`${orderItems.itemStatus} <> 'CANCELLED'`));
}

/**
 * A credit note for an invoiced item cancelled, returned or back by RTO: its invoiced amounts,
 * reversed.
 */
export async function issueCreditNote(
  tx: Tx,
  kycKey: Buffer,
  order: OrderRow,
  item: OrderItemRow,
  reason: OrderStatus,
  now: Date,
) {
  const series = order.invoiceSeries ?? (await seriesKeyOf(tx, order, kycKey));
  await tx.insert(creditNotes).values({
    orderId: order.id,
    orderItemId: item.id,
    series,
    number: await nextNumber(tx, series, 'CN', now),
    reason,
    quantity: item.quantity,
    ratePercent: item.taxRatePercent,
    amountPaise: item.amountPaise,
    taxablePaise: item.taxablePaise,
    cgstPaise: item.cgstPaise,
    sgstPaise: item.sgstPaise,
    igstPaise: item.igstPaise,
    issuedAt: now,
  });
}

/**
 * The packaging's credit note, when the order's last item went back unsupplied (decision 026): every
 * item cancelled or returned to origin, none delivered, so the packaging was never supplied
 * either. Issued once (credit_notes_packaging_key), at the packaging's invoiced rate.
 */
export async function creditPackaging(tx: Tx, order: OrderRow, reason: OrderStatus, now: Date) {
  if (order.packagingPaise <= 0 || !order.invoiceSeries) return;
  await tx.insert(creditNotes).values({
    orderId: order.id,
    orderItemId: null,
    series: order.invoiceSeries,
    number: await nextNumber(tx, order.invoiceSeries, 'CN', now),
    reason,
    quantity: 1,
    ratePercent: order.packagingRatePercent,
    amountPaise: order.packagingPaise,
    taxablePaise: order.packagingTaxablePaise,
    cgstPaise: order.packagingCgstPaise,
    sgstPaise: order.packagingSgstPaise,
    igstPaise: order.packagingIgstPaise,
    issuedAt: now,
  });
}
