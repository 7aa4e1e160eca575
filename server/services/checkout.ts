/**
 * Checkout: a customer's write limits, the cart priced and reserved in one transaction, one order
 * per store and GSTIN with its lines, counters, the seller's notification and the unpaid-hold cap.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { hsnOf, priceOrder } from '../../domain/order-tax.ts';
import { dispatchBy } from '../../domain/dispatch.ts';
import { addDailySales, countDue, countFoundUnder, countHealth, countOrder } from './counters.ts';
import type { Tx } from '../db/client.ts';
import {
  categories,
  inventoryEntries,
  orderItemStatusHistory,
  orderItems,
  orders,
  products,
  stores,
  subCategories,
  users,
  type OrderItemRow,
  type OrderRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { reserveFor } from './stock.ts';
import { registrationsOf, type Registration } from './locations.ts';
import { notifyStore } from './notifications.ts';
import { quoteBuyerText } from '../../domain/text.ts';
import { badInput, forbidden, notFound, parseInput } from '../errors.ts';
import * as limits from './rate-limit.ts';
import {
  checkoutSchema,
  heldTooMuch,
  ORDER_LIMITS,
  type Checkout,
  type CheckoutInput,
} from '../../domain/order.ts';
import { messageRef } from '../../domain/messages.ts';
import { indianDate } from '../../domain/dates.ts';
import { isListed, whyNotSelling } from './store-sells.ts';
import { shortId } from '../../domain/id.ts';

export type CheckoutLine = Checkout['items'][number];
export type { CheckoutInput };

/** A customer's writes on their orders, per hour: far above a shopper, far below a spammer. */
export const CUSTOMER_LIMITS = {
  placeOrder: 60,
  cancelOrder: 30,
  raiseComplaint: 10,
} as const;

/** Counts one of a customer's order writes against its hourly limit (RATE_LIMITED past it). */
export function customerWrite(app: App, customer: UserRow, kind: keyof typeof CUSTOMER_LIMITS) {
  return limits.hit(
    app.db,
    { key: `${kind}:${customer.id}`, max: CUSTOMER_LIMITS[kind], windowSeconds: 3600 },
    app.clock.now(),
  );
}

/**
 * Places a customer's checkout: one order per store and GSTIN its items ship under
 * (invoiceGroups), all grouped by one checkout id, in one transaction. Every field is bounded by
 * `checkoutSchema` (one delivery e-mail, never a list); repeated lines are merged. Stock is reserved atomically: each entry's reserved stock only grows
 * while it stays within total stock (the condition is re-checked on the locked row), so
 * concurrent buyers never take more than there is; then the customer's open holds on the entry
 * are capped (read after the lock, so concurrent checkouts of one customer are counted too).
 * Entries are locked in id order, so two checkouts cannot deadlock.
 */
export async function placeCheckout(app: App, customer: UserRow, raw: CheckoutInput) {
  const input = parseInput(checkoutSchema, raw);
  // No seller defines discount codes (docs/decisions/026): a code is refused, never stored and
  // silently ignored (decision 026).
  if (input.discountCode) throw badInput({ discountCode: messageRef('discountCodeUnknown') });
  await customerWrite(app, customer, 'placeOrder');
  const now = app.clock.now();
  const placed = await app.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        entry: inventoryEntries,
        product: products,
        store: stores,
        category: categories,
        subCategory: subCategories.name,
        ownerBlockedAt: users.blockedAt,
      })
      .from(inventoryEntries)
      .innerJoin(products, eq(products.id, inventoryEntries.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .innerJoin(users, eq(users.id, stores.ownerId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .where(
        inArray(inventoryEntries.productId, [...new Set(input.items.map((i) => i.productId))]),
      );
    const lines = input.items.map((item) => {
      const row = rows.find(
        (r) =>
          r.entry.productId === item.productId &&
          r.entry.colorId === item.colorId &&
          r.entry.sizeId === item.sizeId,
      );
      if (!row || !isListed(row.product)) throw notFound();
      const notSelling = whyNotSelling(row.store, row.ownerBlockedAt);
      if (notSelling === 'GONE') throw notFound();
      if (notSelling === 'BLOCKED') throw forbidden(messageRef('storeNotSelling'));
      if (notSelling === 'PAUSED') throw forbidden(messageRef('storePaused'));
      return { item, ...row };
    });
    const sorted = [...lines].sort((a, b) => a.entry.id.localeCompare(b.entry.id));
    const located = new Map<Line['item'], string>();
    for (const l of sorted) {
      const at = await reserveFor(
        tx,
        l.entry.id,
        l.item.quantity,
        input.shipping.stateCode,
        customer.id,
        now,
      );
      located.set(l.item, at);
    }
    await capHolds(
      tx,
      customer.id,
      lines.map((l) => ({ entryId: l.entry.id, quantity: l.item.quantity })),
    );
    const checkoutId = crypto.randomUUID();
    const registrations = await registrationsOf(tx, app.config.kycKey, [...located.values()]);
    const result: { order: OrderRow; items: OrderItemRow[]; store: StoreRow }[] = [];
    for (const group of invoiceGroups(lines, located, registrations)) {
      result.push(await insertOrder(app, tx, customer, input, checkoutId, group, now));
    }
    return { checkoutId, orders: result };
  });
  return placed;
}

/** Refuses a checkout that would take the customer's open holds on an entry past the cap. */
async function capHolds(
  tx: Tx,
  customerId: string,
  wanted: { entryId: string; quantity: number }[],
) {
  const held = await tx
    .select({
      entryId: orderItems.inventoryEntryId,
      pieces: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(
          orderItems.inventoryEntryId,
          wanted.map((w) => w.entryId),
        ),
        inArray(orderItems.itemStatus, ['PENDING', 'PROCESSING']),
      ),
    )
    .groupBy(orderItems.inventoryEntryId);
  for (const w of wanted) {
    const already = held.find((h) => h.entryId === w.entryId)?.pieces ?? 0;
    if (already + w.quantity > ORDER_LIMITS.heldPerEntry) {
      throw badInput({ quantity: heldTooMuch(already) });
    }
  }
}

/**
 * A checkout's orders (issue 51, decision 055): one per store and GSTIN its items ship under, as
 * each GSTIN issues its own invoice. Stores in id order; within a store, the primary location's
 * GSTIN first. An order is billed from the primary when an item ships from it, else from its
 * first item's location; its seller's state is that GSTIN's. The packaging, one per store's
 * parcel as the buyer chose it, is charged on the store's first order.
 */
function invoiceGroups(
  lines: Line[],
  located: ReadonlyMap<Line['item'], string>,
  registrations: ReadonlyMap<string, Registration>,
): InvoiceGroup[] {
  const groups = new Map<string, InvoiceGroup>();
  for (const line of lines) {
    const locationId = located.get(line.item)!;
    const registration = registrations.get(locationId)!;
    const key = `${line.store.id}|${registration.gstinHash}`;
    const group = groups.get(key) ?? { lines: [], billing: registration, withPackaging: false };
    if (registration.isPrimary) group.billing = registration;
    group.lines.push({ ...line, locationId, handlingDays: registration.handlingDays });
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      a.lines[0]!.store.id.localeCompare(b.lines[0]!.store.id) ||
      Number(b.billing.isPrimary) - Number(a.billing.isPrimary) ||
      a.billing.gstinHash.localeCompare(b.billing.gstinHash),
  );
  const charged = new Set<string>();
  for (const group of ordered) {
    const storeId = group.lines[0]!.store.id;
    group.withPackaging = !charged.has(storeId);
    charged.add(storeId);
  }
  return ordered;
}

interface InvoiceGroup {
  /** Each line's location, and the working days its items need there before they leave. */
  lines: (Line & { locationId: string; handlingDays: number })[];
  billing: Registration;
  withPackaging: boolean;
}

type Line = {
  item: CheckoutLine;
  ownerBlockedAt: Date | null;
  entry: typeof inventoryEntries.$inferSelect;
  product: typeof products.$inferSelect;
  store: StoreRow;
  category: typeof categories.$inferSelect;
  subCategory: string | null;
};

/**
 * One store's order of a checkout under one GSTIN, priced once by domain/order-tax.ts: the listed
 * prices include GST, each line's taxable value and taxes are stored as charged, and the packaging
 * is taxed at the principal item's rate. The invoice number waits for the first shipment.
 */
async function insertOrder(
  app: App,
  tx: Tx,
  customer: UserRow,
  input: Checkout,
  checkoutId: string,
  { lines, billing, withPackaging }: InvoiceGroup,
  now: Date,
) {
  const store = lines[0]!.store;
  const withHsn = lines.map((l) => ({
    ...l,
    hsn: hsnOf(l.product.hsnCode, l.category.name, l.subCategory),
    discountPercent: l.item.discountPercent ?? 0,
  }));
  const priced = priceOrder({
    lines: withHsn.map((l) => ({
      hsn: l.hsn,
      unitPricePaise: l.entry.pricePaise,
      quantity: l.item.quantity,
      discountPercent: l.discountPercent,
    })),
    packagingPaise: withPackaging ? (input.packagingPaise ?? 0) : 0,
    sellerState: billing.stateCode,
    supplyState: input.shipping.stateCode,
    at: now,
  });
  const [order] = await tx
    .insert(orders)
    .values({
      storeId: store.id,
      billingLocationId: billing.locationId,
      checkoutId,
      customerId: customer.id,
      paymentMethod: input.paymentMethod,
      shippingName: input.shipping.name,
      shippingEmail: input.shipping.email ?? null,
      shippingPhone: input.shipping.phone ?? null,
      shippingAddress: input.shipping.address,
      shippingStateCode: input.shipping.stateCode,
      shippingPinCode: input.shipping.pinCode,
      pricesIncludeTax: true,
      equalTaxHalves: true,
      deliveryType: input.deliveryType ?? 'STANDARD',
      deliveryInstructions: input.deliveryInstructions ?? null,
      discountCode: input.discountCode ?? null,
      packagingPaise: priced.packaging.inclusivePaise,
      packagingRatePercent: priced.packaging.ratePercent,
      packagingTaxablePaise: priced.packaging.taxablePaise,
      packagingCgstPaise: priced.packaging.cgstPaise,
      packagingSgstPaise: priced.packaging.sgstPaise,
      packagingIgstPaise: priced.packaging.igstPaise,
      totalPaise: priced.totalPaise,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(
      withHsn.map((l, i) => {
        const t = priced.lines[i]!;
        return {
          orderId: order!.id,
          storeId: order!.storeId,
          orderCreatedAt: order!.createdAt,
          inventoryEntryId: l.entry.id,
          productId: l.product.id,
          colorId: l.entry.colorId,
          sizeId: l.entry.sizeId,
          // The name buyers were shown: the approved version's (issue 50).
          productName: l.product.live?.name ?? l.product.name,
          sku: l.entry.sku,
          locationId: l.locationId,
          pricePaise: l.entry.pricePaise,
          quantity: l.item.quantity,
          discountPercent: l.discountPercent,
          taxRatePercent: t.ratePercent,
          hsnCode: l.hsn,
          amountPaise: t.inclusivePaise,
          taxablePaise: t.taxablePaise,
          taxPaise: t.cgstPaise + t.sgstPaise + t.igstPaise,
          cgstPaise: t.cgstPaise,
          sgstPaise: t.sgstPaise,
          igstPaise: t.igstPaise,
          // The location's own handling time, else the store's (issue 51).
          dispatchBy: dispatchBy(now, l.handlingDays),
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .returning();
  await tx.insert(orderItemStatusHistory).values(
    items.map((i) => ({
      orderItemId: i.id,
      fromStatus: null,
      toStatus: 'PENDING' as const,
      changedBy: customer.id,
      changedAt: now,
    })),
  );
  await countOrder(tx, store.id, null, 'PENDING');
  await countHealth(tx, store.id, now, ['ORDERED'], items.length);
  await countFoundUnder(tx, store.id, { leaves: [], joins: ['PENDING'] });
  // Items due the same day counted together (a location's own handling time may differ).
  const due = new Map<string | null, number>();
  for (const i of items) due.set(i.dispatchBy, (due.get(i.dispatchBy) ?? 0) + 1);
  for (const [day, count] of due) await countDue(tx, store.id, day, null, 'PENDING', count);
  await addDailySales(tx, store.id, indianDate(now), {
    orders: 1,
    pieces: items.reduce((n, i) => n + i.quantity, 0),
    revenuePaise: items.reduce((n, i) => n + i.taxablePaise, 0),
  });
  await notifyStore(app, tx, now, store, 'ORDERS', {
    kind: 'ORDER_PLACED',
    title: messageRef('newOrderTitle', { order: shortId(order!.id) }),
    body: messageRef('newOrderBody', {
      name: quoteBuyerText(order!.shippingName),
      items: messageRef('countItems', { count: items.length }),
      amount: { paise: order!.totalPaise },
    }),
    link: `/store-owner/orders/${order!.id}`,
  });
  return { order: order!, items, store };
}
