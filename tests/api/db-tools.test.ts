/**
 * The database tools (decision 023): db:check recounts every counter and finds drift. db:backup,
 * db:restore and a SIGKILL amid writes are db-backup.test.ts's (the full run's).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDatabase } from '../../server/db/check.ts';
import {
  creditNotes,
  inventoryEntries,
  ledgerLines,
  orderCounts,
  orderItems,
  orders,
  payouts,
  userCounts,
} from '../../server/db/schema.ts';
import { pinIn } from '../fixtures.ts';
import { productInput, sellerWithStore, userWithToken, approveListing } from './flows.ts';
import { sqlEngines, startTestApi, type TestApi } from './harness.ts';

describe.each(sqlEngines)('db:check (%s)', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    const seller = await sellerWithStore(api, 'check@seller.test', 'Check Threads');
    const customer = await userWithToken(api, 'check@buyer.test', 'CUSTOMER');
    const input = await productInput(api, seller.token, seller.store.id);
    const created = await api.gql<{
      createProduct: { id: string; entries: { productColorId: string; productSizeId: string }[] };
    }>(
      `mutation($input: CreateProductInput!) { createProduct(input: $input) { id entries { productColorId productSizeId } } }`,
      { input },
      { token: seller.token },
    );
    const product = created.data!.createProduct;
    await approveListing(api, product.id);
    const placed = await api.gql(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orders { id } } }`,
      {
        input: {
          items: [
            {
              product: product.id,
              color: product.entries[0]!.productColorId,
              size: product.entries[0]!.productSizeId,
              quantity: 2,
            },
          ],
          shipping: {
            name: 'Kavya',
            address: '9 Church St',
            stateCode: '29',
            pinCode: pinIn('29'),
          },
          paymentMethod: 'COD',
        },
      },
      { token: customer.token },
    );
    expect(placed.errors).toBeUndefined();
  });
  afterAll(() => api.close());

  it('finds no drift in what the services wrote, and each drift made by hand', async () => {
    expect(await checkDatabase(api.app.db)).toEqual([]);

    await api.app.db
      .update(orderCounts)
      .set({ count: sql`${orderCounts.count} + 1` })
      .where(eq(orderCounts.status, 'ALL'));
    await api.app.db.update(userCounts).set({ count: 99 }).where(eq(userCounts.role, 'CUSTOMER'));
    // Stock moved behind the ledger's back: no movement says so, and the reservation is lost.
    const [entry] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(sql`${inventoryEntries.reservedStock} > 0`);
    await api.app.db
      .update(inventoryEntries)
      .set({ reservedStock: 0 })
      .where(eq(inventoryEntries.id, entry!.id));

    // Money (decision 026): a payout whose lines do not add up to it, and a sale payable on the last
    // day of its item's return window.
    const [item] = await api.app.db.select().from(orderItems).limit(1);
    const [order] = await api.app.db.select().from(orders).where(eq(orders.id, item!.orderId));
    await api.app.db
      .update(orderItems)
      .set({ returnWindowEndsOn: '2026-11-08' })
      .where(eq(orderItems.id, item!.id));
    await api.app.db.insert(ledgerLines).values({
      storeId: order!.storeId,
      orderId: order!.id,
      orderItemId: item!.id,
      event: 'DELIVERED',
      kind: 'SALE',
      amountPaise: 100_00,
      rateBp: null,
      payableOn: '2026-11-08',
      createdAt: api.clock.now(),
    });
    await api.app.db.insert(payouts).values({
      storeId: order!.storeId,
      cycleDay: '2026-11-11',
      amountPaise: 100_00,
      lines: 1,
      createdAt: api.clock.now(),
    });

    // A credit note the items do not bear out: the invoice less it is not what was paid.
    await api.app.db
      .update(orders)
      .set({ pricesIncludeTax: true, invoiceNumber: '2026-27/000001', invoiceSeries: 'check' })
      .where(eq(orders.id, order!.id));
    await api.app.db
      .update(orderItems)
      .set({ invoiced: true })
      .where(eq(orderItems.orderId, order!.id));
    await api.app.db.insert(creditNotes).values({
      orderId: order!.id,
      orderItemId: item!.id,
      series: 'check',
      number: 'CN/2026-27/00001',
      reason: 'CANCELLED',
      quantity: 1,
      amountPaise: 100_00,
      taxablePaise: 95_24,
      cgstPaise: 2_38,
      sgstPaise: 2_38,
      igstPaise: 0,
      issuedAt: api.clock.now(),
    });

    const drifts = await checkDatabase(api.app.db);
    expect(new Set(drifts.map((d) => d.check))).toEqual(
      new Set([
        'order_counts',
        'user_counts',
        'reserved_stock',
        // The entry's reserved pieces changed by hand are no longer its locations' sum.
        'location_stock_sums',
        'stock_movements',
        'payout_sums',
        'payable_after_window',
        // The SALE line above is not the item's amount.
        'ledger_formula',
        'invoice_less_credit_notes',
        // The invoice series set by hand above is not its billing location's GSTIN's.
        'order_billing_location',
      ]),
    );
    expect(drifts.find((d) => d.check === 'user_counts')).toMatchObject({
      key: 'CUSTOMER',
      stored: '99',
      actual: '1',
    });
    expect(drifts.find((d) => d.check === 'reserved_stock')).toMatchObject({
      key: entry!.id,
      stored: '0',
      actual: '2',
    });
  });
});
