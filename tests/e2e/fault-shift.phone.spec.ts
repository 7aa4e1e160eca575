/**
 * Decision 025: every queued write exactly once under every fault. A seller's shift, all offline on a
 * cold phone (the network cut after one online visit), then sent through a flaky link: a proxy
 * that cuts 30% of replies after the server handled them, sends 10% of requests twice and delays
 * the rest. The server ends in exactly the intended state, and db:check is clean.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { BASE_URL, E2E_DATA_DIR } from '../../playwright.config.ts';
import {
  approvedSeller,
  customerViaApi,
  fillProduct,
  form,
  moveViaApi,
  orderViaApi,
  pngFile,
  productViaApi,
  type Seller,
} from './catalogue-support.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import {
  gql,
  matching,
  productFormSaved,
  savedCacheHolds,
  signIn,
  startsWith,
  toast,
} from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Stored image files (each upload is an image and its thumbnail) in a folder of the server's. */
const filesIn = (folder: string, storeId: string) => {
  const dir = path.join(ROOT, E2E_DATA_DIR, 'uploads', folder, storeId);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.webp')).length : 0;
};

async function historyOf(request: APIRequestContext, seller: Seller, orderId: string) {
  const r = await gql(
    request,
    `query($id: ID!) { orderDetails(orderId: $id) { items { courier awb qcNote qcPhotos statusHistory { status } } } }`,
    { id: orderId },
    seller.token,
  );
  const item = (
    r.data as unknown as {
      orderDetails: {
        items: {
          courier: string | null;
          awb: string | null;
          qcNote: string | null;
          qcPhotos: string[];
          statusHistory: { status: string }[];
        }[];
      };
    }
  ).orderDetails.items[0]!;
  return { ...item, statuses: item.statusHistory.map((h) => h.status) };
}

async function productsNamed(request: APIRequestContext, seller: Seller, name: string) {
  const r = await gql(
    request,
    `query($storeId: ID!, $name: String) { storeProducts(storeId: $storeId, page: 1, limit: 50, name: $name) {
      items { id name productImages entries { price totalStock color { name } size { name } } } } }`,
    { storeId: seller.storeId, name },
    seller.token,
  );
  return (
    r.data as unknown as {
      storeProducts: {
        items: {
          id: string;
          name: string;
          productImages: string[];
          entries: { price: number; totalStock: number }[];
        }[];
      };
    }
  ).storeProducts.items.filter((p) => p.name === name);
}

/** The seller signs in through the proxy, at phone width, and the shift is saved on the phone. */
async function signInThrough(page: Page, proxy: FaultProxy, seller: Seller) {
  await page.goto(`${proxy.base}/login?redirect=%2Fstore-owner`);
  await signIn(page, seller.email, seller.password);
  await page.waitForURL((url) => url.pathname === '/store-owner');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
}

/** The card of the order whose customer is `name`, on the list shown. */
const card = (page: Page, name: string) =>
  page.getByTestId('order-row').filter({ has: page.getByText(name, { exact: true }) });

async function move(page: Page, name: string, status: string) {
  const c = card(page, name);
  await c.getByRole('combobox').selectOption(status);
}

async function waitsOnDevice(page: Page, name: string) {
  await expect(card(page, name).getByTestId('write-status')).toContainText(m.waitingToSync());
}

test('a shift of 40 writes offline, sent through a flaky link, reaches the server exactly once', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(420_000);
  const seller = await approvedSeller(request, 'faults');
  const customer = await customerViaApi(request, 'faultbuyer');
  /** `count` orders of a product of their own, each moved along `path` through the API. */
  const group = async (tag: string, count: number, path: string[]) => {
    const product = await productViaApi(request, seller, `Fault ${tag}`);
    const orders: { id: string; name: string }[] = [];
    for (let i = 1; i <= count; i++) {
      const name = `${tag} Buyer ${i}`;
      const { orderId } = await orderViaApi(request, product, { customer, name });
      for (const status of path)
        await moveViaApi(request, seller, product, orderId, status, customer);
      orders.push({ id: orderId, name });
    }
    return orders;
  };
  const toDeliver = ['PROCESSING', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED'];
  const pack = await group('Pack', 5, []);
  const cancel = await group('Cancel', 2, []);
  const ship = await group('Ship', 5, ['PROCESSING']);
  const rto = await group('Rto', 2, ['PROCESSING', 'SHIPPED']);
  const back = await group('Back', 4, toDeliver);
  const check = await group('Check', 5, [...toDeliver, 'RETURN_PICKED', 'RETURNED']);
  await productViaApi(request, seller, 'Fault Grid', { colors: 2, sizes: 2 });

  const proxy = await startFaultProxy(BASE_URL);
  try {
    // One online visit: the dashboard, where the background refresh saves the shift.
    await signInThrough(page, proxy, seller);
    for (const name of ['Pack Buyer 5', 'Ship Buyer 5', 'Rto Buyer 2', 'Back Buyer 4'])
      await savedCacheHolds(page, name, 30_000);
    await savedCacheHolds(page, 'Check Buyer 5', 30_000);
    await savedCacheHolds(page, 'Fault Grid', 30_000);
    // The catalogue's lookups too ('Small' is also an ordered item's size): a sub-category.
    await savedCacheHolds(page, 'Kurtis', 30_000);

    // A cold phone with no connection.
    await context.setOffline(true);
    await page.reload();
    const at = (to: string) => page.goto(`${proxy.base}${to}`);

    await at('/store-owner/orders?status=PENDING');
    for (const { name } of pack) {
      await move(page, name, 'PROCESSING');
      await waitsOnDevice(page, name);
    }
    for (const { name } of cancel) {
      await move(page, name, 'CANCELLED');
      await waitsOnDevice(page, name);
    }

    await at('/store-owner/orders?status=PROCESSING');
    for (const [i, { name }] of ship.entries()) {
      await move(page, name, 'SHIPPED');
      const dialog = page.getByRole('dialog', { name: matching((what) => m.shipWhat({ what })) });
      await dialog.getByLabel(m.courier()).selectOption('Delhivery');
      await dialog.getByLabel(m.awbNumber()).fill(`FX${1000_0000 + i}`);
      await dialog.getByRole('button', { name: m.markShipped() }).click();
      await expect(dialog).toBeHidden();
      await waitsOnDevice(page, name);
    }

    await at('/store-owner/orders?status=SHIPPED');
    for (const { name } of rto) {
      await move(page, name, 'RTO_INITIATED');
      await move(page, name, 'RTO_DELIVERED');
      await waitsOnDevice(page, name);
    }

    // Returns on a cold phone: the queue was saved by the refresh, never opened online.
    await at('/store-owner/returns');
    await expect(card(page, 'Back Buyer 1')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('returns-offline-360.png') });
    for (const { name } of back) {
      await move(page, name, 'RETURN_PICKED');
      await move(page, name, 'RETURNED');
      await waitsOnDevice(page, name);
    }
    const photos = [];
    for (let i = 0; i < 8; i++) photos.push(await pngFile(`qc-${i}.png`, 6 + i));
    for (const [i, { name }] of check.entries()) {
      const outcome = i % 2 === 0 ? 'QC_FAILED' : 'QC_PASSED';
      await move(page, name, outcome);
      const label =
        outcome === 'QC_FAILED' ? m.labelOrderstatusQcFailed() : m.labelOrderstatusQcPassed();
      const dialog = page.getByRole('dialog', { name: startsWith(label) });
      const mine = i < 3 ? photos.slice(i * 2, i * 2 + 2) : [photos[6 + (i - 3)]!];
      await dialog.locator('input[type=file]').setInputFiles(mine);
      await dialog.getByLabel(m.whatTheCheckFound()).fill(`Checked item ${i + 1}.`);
      await dialog.getByRole('button', { name: m.recordOutcome({ outcome: label }) }).click();
      await expect(dialog).toBeHidden();
      await waitsOnDevice(page, name);
    }

    // Prices and stock of the four entries of one product.
    await at('/store-owner/inventory');
    const grid = page.getByTestId('inventory-row').filter({ hasText: 'Fault Grid' });
    await grid.locator('summary').click();
    const prices = grid.getByLabel(matching((variant) => m.priceOf({ variant })));
    const stocks = grid.getByLabel(matching((variant) => m.stockOf({ variant })));
    await expect(prices).toHaveCount(4);
    for (let i = 0; i < 4; i++) {
      await prices.nth(i).fill(String(610 + i));
      await prices.nth(i).press('Enter');
      await stocks.nth(i).fill(String(7 + i));
      await stocks.nth(i).press('Enter');
    }
    await expect(grid.getByTestId('write-status')).toHaveCount(4);
    // Each row's mark shows once its first write is kept; the page is left only once all eight
    // are (a fresh-clone run left it while the last stock write was still being stored).
    await expect(page.getByTestId('pending-changes')).toHaveAccessibleName(
      m.changesWaiting({ count: 37 }),
    );

    // Three new products, two photos each.
    for (let n = 1; n <= 3; n++) {
      await at('/store-owner/inventory/edit-product');
      const files = [
        await pngFile(`new-${n}-a.png`, 20 + n),
        await pngFile(`new-${n}-b.png`, 30 + n),
      ];
      await form(page).locator('input[type=file]').setInputFiles(files);
      await fillProduct(page, `Flaky Saree ${n}`);
      await form(page).getByRole('button', { name: m.saveChanges2() }).click();
      await toast(page, m.productQueued());
      await expect(page).toHaveURL(/\/store-owner\/inventory(\?|$)/);
    }

    // The Sync screen, still offline: every write with what it will send, no Retry.
    await at('/sync');
    const queued = page.getByTestId('queued-operation');
    await expect(queued).toHaveCount(40);
    await expect(page.getByRole('button', { name: m.retry() })).toHaveCount(0);
    await expect(
      queued.filter({
        hasText: m.shipmentWithAwb({ courier: 'Delhivery', awb: 'FX10000000' }),
      }),
    ).toHaveCount(1);
    await expect(queued.filter({ hasText: '“Checked item 1.”' })).toContainText(
      m.photoCount({ count: 2 }),
    );
    await expect(
      queued.filter({ hasText: m.syncNewProduct({ name: 'Flaky Saree 1' }) }),
    ).toContainText(m.priceWithGst({ price: '₹799.00' }));
    await page.screenshot({ path: test.info().outputPath('sync-offline-360.png'), fullPage: true });

    // The connection returns, through the flaky link.
    proxy.setFaulty(true);
    await context.setOffline(false);
    await expect
      .poll(
        async () => {
          const states = await queued.evaluateAll((els) => els.map((e) => e.dataset.state));
          if (states.includes('rejected') || states.includes('conflict'))
            throw new Error(`a write ended ${states.join(', ')}`);
          return states.length;
        },
        { timeout: 300_000, intervals: [1000] },
      )
      .toBe(0);
  } finally {
    await proxy.close();
  }
  test.info().annotations.push({ type: 'fault-proxy', description: JSON.stringify(proxy.counts) });
  console.log(`fault proxy: ${JSON.stringify(proxy.counts)}`);
  expect(proxy.counts.dropped).toBeGreaterThan(0);
  expect(proxy.counts.duplicated).toBeGreaterThan(0);

  // Every move once, in order.
  for (const { id } of pack)
    expect((await historyOf(request, seller, id)).statuses).toEqual(['PENDING', 'PROCESSING']);
  for (const { id } of cancel)
    expect((await historyOf(request, seller, id)).statuses).toEqual(['PENDING', 'CANCELLED']);
  for (const [i, { id }] of ship.entries()) {
    const item = await historyOf(request, seller, id);
    expect(item.statuses).toEqual(['PENDING', 'PROCESSING', 'SHIPPED']);
    expect(item.awb).toBe(`FX${1000_0000 + i}`);
  }
  for (const { id } of rto)
    expect((await historyOf(request, seller, id)).statuses).toEqual([
      'PENDING',
      'PROCESSING',
      'SHIPPED',
      'RTO_INITIATED',
      'RTO_DELIVERED',
    ]);
  const returned = ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED'];
  for (const { id } of back)
    expect((await historyOf(request, seller, id)).statuses).toEqual([
      ...returned,
      'RETURN_PICKED',
      'RETURNED',
    ]);
  let photosOnServer = 0;
  for (const [i, { id }] of check.entries()) {
    const item = await historyOf(request, seller, id);
    expect(item.statuses).toEqual([
      ...returned,
      'RETURN_PICKED',
      'RETURNED',
      i % 2 === 0 ? 'QC_FAILED' : 'QC_PASSED',
    ]);
    expect(item.qcNote).toBe(`Checked item ${i + 1}.`);
    photosOnServer += item.qcPhotos.length;
  }
  expect(photosOnServer).toBe(8);
  // Every photo stored once: an image and its thumbnail each.
  expect(filesIn('qcPhotos', seller.storeId)).toBe(2 * 8);
  for (let n = 1; n <= 3; n++) {
    const made = await productsNamed(request, seller, `Flaky Saree ${n}`);
    expect(made).toHaveLength(1);
    expect(made[0]!.productImages).toHaveLength(2);
  }
  // Each offline product's two photos once (image and thumbnail), and the one picture the API's
  // products share (catalogue-support's storeImage: an input names only the store's uploads).
  expect(filesIn('productImages', seller.storeId)).toBe(2 * 6 + 2);
  const [gridOnServer] = await productsNamed(request, seller, 'Fault Grid');
  expect(gridOnServer!.entries.map((e) => [e.price, e.totalStock])).toEqual([
    [610, 7],
    [611, 8],
    [612, 9],
    [613, 10],
  ]);
  // The counters and stock invariants hold (through the running server's control channel).
  const check_ = execFileSync('node', ['--import', 'tsx', 'scripts/db-check.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  expect(check_).not.toContain('stored');
});

test('a new product whose every reply is lost once is created once, its photos stored once, never shown refused', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'lostreply');
  const proxy = await startFaultProxy(BASE_URL, { firstReplyLost: true });
  try {
    await signInThrough(page, proxy, seller);
    await productFormSaved(page);
    await context.setOffline(true);
    await page.goto(`${proxy.base}/store-owner/inventory/edit-product`);
    const files = [await pngFile('lost-a.png', 24), await pngFile('lost-b.png', 36)];
    await form(page).locator('input[type=file]').setInputFiles(files);
    await fillProduct(page, 'Lost Reply Lehenga');
    await form(page).getByRole('button', { name: m.saveChanges2() }).click();
    await toast(page, m.productQueued());

    proxy.setFaulty(true);
    await context.setOffline(false);
    const waiting = page.getByTestId('waiting-product');
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const state = await waiting
            .getAttribute('data-state', { timeout: 100 })
            .catch(() => null);
          if (state) seen.add(state);
          return waiting.count();
        },
        { timeout: 60_000, intervals: [100] },
      )
      .toBe(0);
    expect(seen.has('rejected')).toBe(false);
    await expect(
      page.getByTestId('inventory-row').filter({ hasText: 'Lost Reply Lehenga' }),
    ).toHaveCount(1);
  } finally {
    await proxy.close();
  }
  // Each photo's reply and the product's reply were cut once: all were sent twice, applied once.
  expect(proxy.counts.dropped).toBe(3);
  const sent = [...proxy.sent.values()];
  expect(sent.map((s) => [s.what, s.times]).sort()).toEqual([
    ['graphql', 2],
    ['upload', 2],
    ['upload', 2],
  ]);
  const made = await productsNamed(request, seller, 'Lost Reply Lehenga');
  expect(made).toHaveLength(1);
  expect(made[0]!.productImages).toHaveLength(2);
  expect(filesIn('productImages', seller.storeId)).toBe(2 * 2);
});
