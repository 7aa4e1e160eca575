/**
 * The shift's refresh reads each saved order's invoice once per change of its order, not at every
 * refresh (issue 48: 218 of a shift's 722 requests were invoices read again). msw stands in for the
 * network only: it answers the orders list and the invoices, and refuses everything else.
 */
import './browser-globals.ts';
import { QueryClient } from '@tanstack/react-query';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN } from './browser-globals.ts';
import { storeRolePermissions } from '../../domain/permissions.ts';
import { session } from '../../src/lib/session.ts';
import {
  forgetUnreadable,
  refreshShift,
} from '../../src/routes/_app/store-owner/-refresh-shift.ts';

const api = graphql.link(`${ORIGIN}/graphql`);
const network = setupServer();
const USER = { id: 'u1', email: 'owner@example.com', role: 'STORE_OWNER' as const, stores: [] };

/** The store's orders as the list answers them: one invoiced, one not yet. */
let orders: { id: string; invoiceNumber: string | null; items: object[] }[] = [];
let invoicesRead: string[] = [];
/** Every operation the refresh asked for, by name. */
let asked: string[] = [];

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterAll(() => network.close());
afterEach(() => vi.useRealTimers());
beforeEach(() => {
  session.signIn(USER, 'token', true);
  invoicesRead = [];
  asked = [];
  orders = [
    {
      id: 'o1',
      invoiceNumber: '2026-27/000001',
      items: [{ id: 'i1', itemStatus: 'SHIPPED' }],
    },
    { id: 'o2', invoiceNumber: null, items: [{ id: 'i2', itemStatus: 'ACCEPTED' }] },
  ];
  network.resetHandlers(
    api.query('StoreOrders', () => {
      asked.push('StoreOrders');
      return HttpResponse.json({
        data: {
          storeOrdersTC: {
            items: orders,
            totalCount: orders.length,
            totalCapped: false,
            nextCursor: null,
            prevCursor: null,
          },
        },
      });
    }),
    api.query('Invoice', ({ variables }) => {
      asked.push('Invoice');
      invoicesRead.push(String(variables.orderId));
      return HttpResponse.json({ data: { orderInvoice: { number: 'read' } } });
    }),
    api.operation(({ operationName }) => {
      asked.push(operationName ?? '');
      return HttpResponse.json({
        errors: [{ message: 'not in this test', extensions: { code: 'X' } }],
      });
    }),
  );
});

describe('the shift’s refresh and the invoices', () => {
  it('reads an invoice once, again only when its order changed, and keeps that across a cold start', async () => {
    // The clock only moves forward here, as a shift's does (only Date is faked: tasks still run).
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await refreshShift(client, { id: 's1' });
    expect(invoicesRead).toEqual(['o1']);

    // A refresh with nothing changed reads no invoice, however long after (the refresh runs every
    // few minutes through a shift; it once read every invoice again each time).
    await refreshShift(client, { id: 's1' });
    vi.setSystemTime(Date.now() + 6 * 3600_000);
    await refreshShift(client, { id: 's1' });
    expect(invoicesRead).toEqual(['o1']);

    // The item came back (a credit note on the invoice): read again, once.
    orders[0]!.items = [{ id: 'i1', itemStatus: 'RTO_DELIVERED' }];
    await refreshShift(client, { id: 's1' });
    await refreshShift(client, { id: 's1' });
    expect(invoicesRead).toEqual(['o1', 'o1']);

    // A cold start restores the cache with the signatures (every query with data is saved).
    const cold = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const query of client.getQueryCache().getAll())
      cold.setQueryData(query.queryKey, query.state.data);
    await refreshShift(cold, { id: 's1' });
    expect(invoicesRead).toEqual(['o1', 'o1']);

    // An invoice no longer on the device is read again, whatever the signature says.
    cold.removeQueries({
      queryKey: ['orders'],
      exact: false,
      predicate: (q) => q.queryKey.includes('invoice'),
    });
    await refreshShift(cold, { id: 's1' });
    expect(invoicesRead).toEqual(['o1', 'o1', 'o1']);
  });
});

describe('the shift’s refresh and a member’s role (decision 051)', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('saves for a packer orders and the catalogue, never money: no payments, no invoices', async () => {
    const packer = storeRolePermissions('PACKER');
    await refreshShift(client(), { id: 's1', myPermissions: packer });
    expect(asked).toContain('StoreOrders');
    expect(asked).toContain('DispatchCounts');
    expect(asked).not.toContain('Invoice');
    expect(asked).not.toContain('StorePayments');
  });

  it('saves for a cataloguer the catalogue only: no orders, no manifest, no money', async () => {
    await refreshShift(client(), { id: 's1', myPermissions: storeRolePermissions('CATALOGUER') });
    expect(asked).toContain('StoreProducts');
    for (const name of [
      'StoreOrders',
      'DispatchCounts',
      'PickupManifest',
      'Invoice',
      'StorePayments',
    ])
      expect(asked).not.toContain(name);
  });

  it('has no more than three reads in flight at once: the seller’s own requests never wait behind them', async () => {
    let inFlight = 0;
    let most = 0;
    // Each request held a moment before it is answered (returning nothing, the next handler does).
    network.use(
      api.operation(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await refreshShift(client, { id: 's1' });
    expect(asked.length).toBeGreaterThan(10);
    expect(most).toBe(3);
  });

  it('saves everything for an owner, as before roles (no permissions listed)', async () => {
    await refreshShift(client(), { id: 's1' });
    for (const name of ['StoreOrders', 'DispatchCounts', 'StorePayments', 'Invoice'])
      expect(asked).toContain(name);
  });

  it('forgets on a role change what the new role may not read: an accountant keeps orders, invoices, payments and the catalogue, not the manifest', () => {
    const queryClient = client();
    const saved = [
      ['orders', 'store', 's1', {}],
      ['orders', 'invoice', 'o1'],
      ['orders', 'manifest', 's1', '2026-12-03'],
      ['payments', 's1'],
      ['inventory', 'store', 's1', {}],
    ];
    for (const key of saved) queryClient.setQueryData(key, { saved: true });
    forgetUnreadable(queryClient, { myPermissions: storeRolePermissions('ACCOUNTANT') });
    const kept = (key: unknown[]) => queryClient.getQueryData(key) !== undefined;
    expect(saved.filter(kept).map((key) => key.slice(0, 2).join('/'))).toEqual([
      'orders/store',
      'orders/invoice',
      'payments/s1',
      'inventory/store',
    ]);
  });
});
