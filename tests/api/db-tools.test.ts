/**
 * The database tools (decision 023): db:check recounts every counter and finds drift; db:backup and
 * db:restore round-trip the embedded database with the demo data; a server killed with SIGKILL
 * in the middle of writes leaves a database that opens, with no drift.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
import {
  CATALOGUE_LOOKUPS,
  LOGIN,
  productInput,
  sellerWithStore,
  userWithToken,
  type Lookups,
  approveListing,
} from './flows.ts';
import {
  graphql,
  orderVariables,
  PLACE_ORDER,
  productVariables,
} from '../../scripts/lib/workload.ts';
import { png, postImage } from './upload-server.ts';
import { sqlEngines, startTestApi, type TestApi } from './harness.ts';
import {
  freePort,
  graphqlAt,
  runScript,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './processes.ts';

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

describe('db:backup and db:restore, and a SIGKILL during writes', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-'));
  const backup = path.join(dataDir, '..', `${path.basename(dataDir)}.tgz`);
  let port = 0;
  let server: ServerProcess;
  const env = (demo: string) => ({ DATA_DIR: dataDir, PORT: String(port), DEMO: demo });
  const script = (name: string, args: string[] = []) =>
    runScript(`scripts/${name}.ts`, { DATA_DIR: dataDir }, args);
  const signIn = (email: string, password: string) =>
    graphqlAt(server.base, LOGIN, { email, password });
  const signInToken = async (email: string, password: string) =>
    ((await signIn(email, password)).data as { login: { token: string } }).login.token;

  beforeAll(async () => {
    port = await freePort();
    server = startServer(env('1'));
    await waitForHealth(server);
  }, 120_000);
  afterAll(async () => {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backup, { force: true });
  });

  it('backs up the running demo, restores it after a later change, and the change is gone', async () => {
    expect(script('db-check')).toMatchObject({ status: 0 });
    const saved = script('db-backup', [backup]);
    expect(saved.status, saved.stderr).toBe(0);
    expect(saved.stderr).toMatch(/^db:backup: wrote .* \(\d+ bytes\)\.$/);

    // A change after the backup, through the running server.
    expect(
      script('admin-create', ['--email', 'after@backup.test', '--password', 'after backup 1']),
    ).toMatchObject({ status: 0 });
    expect((await signIn('after@backup.test', 'after backup 1')).data).toBeTruthy();

    // Refused while the server owns the folder, and nothing changes.
    const refused = script('db-restore', [backup]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/server is running on this folder: stop it first/);

    await server.stop();
    const garbage = path.join(dataDir, 'not-a-backup.tgz');
    await import('node:fs').then((fs) => fs.writeFileSync(garbage, 'not a tarball'));
    const bad = script('db-restore', [garbage]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/is not a backup of this console's database .* nothing was changed/);

    const restored = script('db-restore', [backup]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stderr).toMatch(/The database it replaced is kept in .*before-restore/);
    server = startServer(env('0'));
    await waitForHealth(server);
    expect((await signIn('owner@demo.test', 'Demo-pass-1')).data).toBeTruthy();
    expect((await signIn('after@backup.test', 'after backup 1')).errors).toBeDefined();
    expect(script('db-check')).toMatchObject({ status: 0 });
  }, 180_000);

  it('loses nothing it answered and opens with no drift after a SIGKILL amid bursts of writes', async () => {
    const owner = await signInToken('owner@demo.test', 'Demo-pass-1');
    const customer = await signInToken('customer@demo.test', 'Demo-pass-1');
    const ask = (query: string, variables: Record<string, unknown>, token: string) =>
      graphql(server.base, query, variables, token);
    const me = await ask('{ me { stores { id isApproved } } }', {}, owner);
    const storeId = (me.data!.me as { stores: { id: string; isApproved: boolean }[] }).stores.find(
      (s) => s.isApproved,
    )!.id;
    const inv = await ask(
      `query($s: ID!) { storeInventoryTC(storeId: $s, page: 1, limit: 1) { items { product { id } productColorId productSizeId } } }`,
      { s: storeId },
      owner,
    );
    const entry = (
      inv.data!.storeInventoryTC as {
        items: { product: { id: string }; productColorId: string; productSizeId: string }[];
      }
    ).items[0]!;
    const line = {
      product: entry.product.id,
      color: entry.productColorId,
      size: entry.productSizeId,
    };
    const pending = await ask(
      `query($s: ID!) { storeOrdersTC(storeId: $s, status: PENDING, limit: 20) { items { id items { productId colorId sizeId } } } }`,
      { s: storeId },
      owner,
    );
    const open = (
      pending.data!.storeOrdersTC as {
        items: { id: string; items: { productId: string; colorId: string; sizeId: string }[] }[];
      }
    ).items;
    const image = await postImage(
      server.base,
      owner,
      new Blob([await png()]),
      'k.png',
      'productImages',
      storeId,
    );
    const { url } = ((await image.json()) as { data: { url: string } }).data;
    const lookups = (await ask(CATALOGUE_LOOKUPS, {}, owner)).data as unknown as Lookups;
    const product = (n: number) => productVariables(storeId, lookups, url, `Burst Kurta ${n}`, 12);
    const burst = Array.from({ length: 20 }, (_, i) => [
      ask(PLACE_ORDER, orderVariables(line), customer).then((r) => ({ kind: 'order', r })),
      ask(
        `mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
        product(i),
        owner,
      ).then((r) => ({ kind: 'product', r })),
      ask(
        `mutation($p: ID!, $c: ID!, $z: ID!, $price: Float!) { updateInventory(productId: $p, color: $c, size: $z, price: $price) { id } }`,
        { p: line.product, c: line.color, z: line.size, price: 500 + i },
        owner,
      ).then((r) => ({ kind: 'price', r })),
      ...(open[i]
        ? [
            ask(
              `mutation($o: ID!, $st: ID!, $p: ID!, $c: ID!, $z: ID!) { crmOrderStatusUpdate(orderId: $o, status: PROCESSING, storeId: $st, productId: $p, colorId: $c, sizeId: $z) { id } }`,
              {
                o: open[i]!.id,
                st: storeId,
                p: open[i]!.items[0]!.productId,
                c: open[i]!.items[0]!.colorId,
                z: open[i]!.items[0]!.sizeId,
              },
              owner,
            ).then((r) => ({ kind: 'status', r })),
          ]
        : []),
    ]).flat();
    await new Promise((r) => setTimeout(r, 250));
    await server.stop('SIGKILL');
    const answers = await Promise.all(burst);

    server = startServer(env('0'));
    await waitForHealth(server);
    const check = script('db-check');
    expect(check.status, `${check.stdout}\n${check.stderr}`).toBe(0);
    // What was answered as done is there after the restart.
    const owner2 = await signInToken('owner@demo.test', 'Demo-pass-1');
    for (const { kind, r } of answers) {
      if (r.errors || !r.data) continue;
      if (kind === 'product') {
        const id = (r.data.createProduct as { id: string }).id;
        const read = await graphql(
          server.base,
          'query($id: ID!) { product(id: $id) { id } }',
          { id },
          owner2,
        );
        expect(read.errors, `product ${id}`).toBeUndefined();
      }
      if (kind === 'order') {
        const id = (r.data.placeOrder as { orders: { id: string }[] }).orders[0]!.id;
        const read = await graphql(
          server.base,
          'query($id: ID!) { orderDetails(orderId: $id) { id } }',
          { id },
          owner2,
        );
        expect(read.errors, `order ${id}`).toBeUndefined();
      }
    }
  }, 120_000);
});
