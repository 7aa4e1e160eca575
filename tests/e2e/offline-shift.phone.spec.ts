/**
 * Decision 020: a seller's shift on a phone with no connection. They only opened the orders list
 * (never an order), lose the connection, and still open the third order and change an item's
 * status, and change another order's item from its card; every change reaches the server once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import {
  NOT_AN_IMAGE,
  approvedSeller,
  fillProduct,
  form,
  openAs,
  pngFile,
  orderViaApi,
  productOnServer,
  productViaApi,
  type Seller,
} from './catalogue-support.ts';
import {
  gql,
  productFormSaved,
  savedCacheHolds,
  savedCacheHoldsQuery,
  startsWith,
  term,
  toast,
} from './support.ts';

async function historyOf(request: APIRequestContext, seller: Seller, orderId: string) {
  const r = await gql(
    request,
    `query($id: ID!) { orderDetails(orderId: $id) { items { statusHistory { status } } } }`,
    { id: orderId },
    seller.token,
  );
  return (
    r.data as unknown as { orderDetails: { items: { statusHistory: { status: string }[] }[] } }
  ).orderDetails.items[0]!.statusHistory.map((h) => h.status);
}

test('opens an order it never opened, from the saved list, offline, and changes statuses once', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'shift');
  const product = await productViaApi(request, seller, 'Shift Kurta');
  const orders = [];
  for (const name of ['Asha Rao', 'Bala Nair', 'Chitra Das']) {
    orders.push((await orderViaApi(request, product, { name })).orderId);
  }
  // Newest first: the third row is the first order placed.
  const [third, second] = [orders[0]!, orders[1]!];

  await openAs(page, seller, '/store-owner/orders');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(3);
  // A card per order on the phone: customer, amount, a human status, its items' statuses.
  await expect(rows.nth(2)).toContainText('Asha Rao');
  await expect(rows.nth(2)).toContainText(m.labelOrderstatusPending());
  await expect(rows.nth(2)).toContainText('₹');
  await savedCacheHolds(page, 'Asha Rao');

  const keys: string[] = [];
  page.on('request', (r) => {
    const key = r.headers()['idempotency-key'];
    if (key && r.postData()?.includes('crmOrderStatusUpdate')) keys.push(key);
  });
  await context.setOffline(true);
  await page.reload();
  await expect(rows).toHaveCount(3);
  await page.getByRole('link', { name: m.infoOfOrder({ order: third.slice(0, 8) }) }).click();
  await expect(page).toHaveURL(new RegExp(`/store-owner/orders/${third}$`));
  await expect(page.getByRole('heading', { name: m.orderItems() })).toBeVisible();
  await expect(page.getByText('Asha Rao')).toBeVisible();
  await page.getByTestId('order-item').first().getByRole('combobox').selectOption('PROCESSING');
  // The item's own line says so; no toast covers the screen (decision 025).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(page.getByTestId('write-status')).toContainText(m.waitingToSync());

  // Back on the list, still offline: the second order's item changes from its card.
  await page.getByRole('link', { name: m.orders2() }).click();
  const card = rows.filter({ hasText: 'Bala Nair' });
  await card.getByRole('combobox').selectOption('PROCESSING');
  await expect(card.getByTestId('write-status')).toContainText(m.waitingToSync());
  // The first card shows the change made on its detail.
  await expect(rows.filter({ hasText: 'Asha Rao' }).getByRole('combobox')).toHaveValue(
    'PROCESSING',
  );

  await context.setOffline(false);
  await expect(page.getByTestId('write-status')).toHaveCount(0, { timeout: 20_000 });
  expect(await historyOf(request, seller, third)).toEqual(['PENDING', 'PROCESSING']);
  expect(await historyOf(request, seller, second)).toEqual(['PENDING', 'PROCESSING']);
  expect(new Set(keys).size).toBe(2);

  // Settings says what the device keeps, and what the browser answered when asked to keep it.
  // The inventory's first page is saved by the shift's refresh, on reconnecting if not before:
  // Settings, opened anew, counts what is on the device, so the test waits for it to land there.
  await savedCacheHoldsQuery(page, ['inventory', 'store'], 15_000, 'Shift Kurta');
  await page.goto('/settings');
  await expect(page.getByTestId('device-kept')).toHaveText(
    m.deviceKept({ orders: 3, products: 1 }),
  );
  await expect(page.getByTestId('device-persist')).not.toHaveText(m.devicePersistNotAsked());
});

test('a page never saved on this device says so instead of spinning', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'unsaved');
  const product = await productViaApi(request, seller, 'Unsaved Kurta');
  const { orderId } = await orderViaApi(request, product);
  await openAs(page, seller, '/store-owner/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await context.setOffline(true);
  // The invoice was never opened, and is not part of the list.
  await page.goto(`/store-owner/orders/${orderId}/invoice`);
  await expect(page.getByText(m.notSavedOffline())).toBeVisible();
  // A list page never opened: no "Page 2 of 1".
  await page.goto('/store-owner/orders?page=2');
  await expect(page.getByText(m.notSavedOffline())).toBeVisible();
  await expect(page.getByText(m.pageOf({ page: 2, pages: 1 }))).toHaveCount(0);
});

test('opens a product it never opened, from the saved inventory list, offline, and reprices it once', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'shiftinv');
  await productViaApi(request, seller, 'Shift Scarf', { colors: 1, sizes: 2 });
  const product = await productViaApi(request, seller, 'Shift Tee', { colors: 1, sizes: 2 });
  await openAs(page, seller, '/store-owner/inventory');
  await expect(page.getByTestId('inventory-row').filter({ hasText: 'Shift Tee' })).not.toHaveCount(
    0,
  );
  // The product's own record (its description is not on the list) is saved in the background.
  await savedCacheHolds(page, 'Shift Tee, described.');

  await context.setOffline(true);
  await page.reload();
  await page
    .getByTestId('inventory-row')
    .filter({ hasText: 'Shift Tee' })
    .first()
    .getByRole('link', { name: startsWith(m.edit()) })
    .click();
  await expect(page.getByRole('heading', { name: m.coloursAndSizes() })).toBeVisible();
  const entry = product.entries[1]!;
  const price = page.getByLabel(
    m.priceOf({ variant: `${term(entry.color.name)} ${term(entry.size.name)}` }),
  );
  await price.fill('649');
  await price.press('Enter');
  await expect(
    page.getByTestId('write-status').filter({ hasText: m.waitingToSync() }),
  ).not.toHaveCount(0);
  // The Sync screen says the change as a sentence, old → new.
  await page.goto('/sync');
  await expect(
    page.getByText(
      m.syncPriceChange({
        item: `Shift Tee · ${term(entry.color.name)} · ${term(entry.size.name)}`,
        change: '₹499.00 → ₹649.00',
      }),
    ),
  ).toBeVisible();

  // Back on the product: once the connection returns, the cell says its change was saved.
  await page.goBack();
  const cell = page.getByTestId('grid-cell').filter({ has: price });
  await expect(cell.getByTestId('write-status')).toHaveAttribute('data-state', 'pending');
  await context.setOffline(false);
  await expect(cell.getByTestId('write-status')).toHaveText(m.savedOnServer());
  await expect
    .poll(async () =>
      (await productOnServer(request, seller.token, product.id)).entries.map((e) => [
        e.price,
        e.version,
      ]),
    )
    .toEqual([
      [499, 1],
      [649, 2],
    ]);
});

/** The store's products on the server, by name (every page the test can make). */
async function productsNamed(request: APIRequestContext, seller: Seller, name: string) {
  const r = await gql(
    request,
    `query($storeId: ID!, $name: String) { storeProducts(storeId: $storeId, page: 1, limit: 50, name: $name) {
      items { id name productImages entries { id } } } }`,
    { storeId: seller.storeId, name },
    seller.token,
  );
  return (
    r.data as unknown as {
      storeProducts: { items: { id: string; name: string; productImages: string[] }[] };
    }
  ).storeProducts.items.filter((p) => p.name === name);
}

test('adds a product with two photos offline; reloads; closes and reopens; reconnects: photos uploaded once, product created once', async ({
  request,
  launchOptions,
  baseURL,
}) => {
  const seller = await approvedSeller(request, 'newoffline');
  const profileDir = mkdtempSync(path.join(tmpdir(), 'add-offline-'));
  const uploads: string[] = [];
  const creates = new Map<string, number>();
  const open = async () => {
    const context = await chromium.launchPersistentContext(profileDir, {
      ...launchOptions,
      baseURL,
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    context.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/cdnfile')) uploads.push(r.url());
      const key = r.headers()['idempotency-key'];
      if (key && r.postData()?.includes('createProduct')) {
        creates.set(key, (creates.get(key) ?? 0) + 1);
      }
    });
    return { context, page: context.pages()[0] ?? (await context.newPage()) };
  };
  let { context, page } = await open();
  try {
    // Online, the seller only opened the inventory list (the form's lookups are kept in the
    // background, a few seconds after the area opens).
    await openAs(page, seller, '/store-owner/inventory');
    await expect(page.getByText(m.inventoryEmpty())).toBeVisible();
    await productFormSaved(page);

    await context.setOffline(true);
    await page.getByRole('link', { name: m.addProduct() }).click();
    const photos = await Promise.all(['front.png', 'back.png'].map((n) => pngFile(n, 60)));
    await form(page).locator('input[type=file]').setInputFiles(photos);
    await fillProduct(page, 'Offline Ikat Dupatta');
    await form(page).getByRole('button', { name: m.saveChanges2() }).click();
    await toast(page, m.productQueued());
    await expect(page).toHaveURL(/\/store-owner\/inventory(\?|$)/);
    const waiting = page.getByTestId('waiting-product');
    await expect(waiting).toContainText('Offline Ikat Dupatta');
    await expect(waiting).toContainText(m.waitingToSync());

    // A reload, then a closed browser: the product and its photos are still on the device.
    await page.reload();
    await expect(waiting).toContainText('Offline Ikat Dupatta');
    await expect(waiting.locator('img')).toBeVisible();
    await context.close();
    ({ context, page } = await open());
    await context.setOffline(true);
    await page.goto('/store-owner/inventory');
    await expect(page.getByTestId('waiting-product')).toContainText('Offline Ikat Dupatta');
    await expect(page.getByTestId('waiting-product').locator('img')).toBeVisible();
    expect(uploads).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByTestId('waiting-product')).toHaveCount(0, { timeout: 20_000 });
    await expect(
      page.getByTestId('inventory-row').filter({ hasText: 'Offline Ikat Dupatta' }),
    ).toHaveCount(1);
    const listed = await productsNamed(request, seller, 'Offline Ikat Dupatta');
    expect(listed).toHaveLength(1);
    expect(listed[0]!.productImages).toHaveLength(2);
    expect(uploads).toHaveLength(2);
    expect([...creates.values()]).toEqual([1]);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
});

test('a queued product the server refuses shows why, and is fixed and resent from the inventory', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'refusedoffline');
  await openAs(page, seller, '/store-owner/inventory');
  await productFormSaved(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: m.addProduct() }).click();
  await form(page).locator('input[type=file]').setInputFiles(NOT_AN_IMAGE);
  await fillProduct(page, 'Refused Kurta');
  await form(page).getByRole('button', { name: m.saveChanges2() }).click();
  await toast(page, m.productQueued());

  await context.setOffline(false);
  const waiting = page.getByTestId('waiting-product');
  await expect(waiting).toHaveAttribute('data-state', 'rejected', { timeout: 20_000 });
  await expect(waiting).toContainText(m.invalidFile());
  // The Sync screen says the same, and leads to the same place.
  await page.goto('/sync');
  const queued = page.getByTestId('queued-operation');
  await expect(queued).toContainText(m.syncNewProduct({ name: 'Refused Kurta' }));
  await expect(queued).toContainText(m.invalidFile());
  await page.goto('/store-owner/inventory');
  await waiting.getByRole('link', { name: m.fixAndResend() }).click();
  // The form holds what the seller typed and the photo, with the server's reason beside it.
  await expect(form(page).getByLabel(m.name(), { exact: true })).toHaveValue('Refused Kurta');
  await expect(form(page).getByText(m.invalidFile())).toBeVisible();
  await form(page).getByRole('button', { name: m.clearImages() }).click();
  await form(page)
    .locator('input[type=file]')
    .setInputFiles(await pngFile('real.png', 30));
  await form(page).getByRole('button', { name: m.saveChanges2() }).click();
  await toast(page, m.productCreated());
  await expect(page.getByTestId('waiting-product')).toHaveCount(0);
  await expect(page.getByTestId('inventory-row').filter({ hasText: 'Refused Kurta' })).toHaveCount(
    1,
  );
  expect(await productsNamed(request, seller, 'Refused Kurta')).toHaveLength(1);
});
